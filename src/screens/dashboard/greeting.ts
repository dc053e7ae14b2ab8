import { screens } from '../../messages/screens';

const text = screens.dashboard;

/** 上午 before 11, 中午 before 13, 下午 before 18, else 晚上. */
export function greetingPeriod(hour: number): string {
  if (hour < 11) return text.morning;
  if (hour < 13) return text.noon;
  if (hour < 18) return text.afternoon;
  return text.evening;
}
