/** Date-range values: 'YYYY-MM-DD HH:mm:ss' for the server, 'YYYY-MM-DDTHH:mm:ss' for datetime inputs. */
import { formatTime } from '../../lib/time';

export interface DateRangeValue {
  start?: string;
  end?: string;
}

export function toInputValue(value: string | undefined): string {
  return value ? value.replace(' ', 'T') : '';
}

/** datetime-local gives 'YYYY-MM-DDTHH:mm', with seconds, or with milliseconds; the server wants seconds. */
export function fromInputValue(value: string): string | undefined {
  if (!value) return undefined;
  const [date, time = ''] = value.split('T');
  return `${date} ${`${time.slice(0, 8)}:00:00`.slice(0, 8)}`;
}

export function rangeOf(start: Date, end: Date): DateRangeValue {
  return { start: formatTime(start), end: formatTime(end) };
}
