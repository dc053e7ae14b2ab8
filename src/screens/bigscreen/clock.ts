import { bigscreen } from '../../messages/bigscreen';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock's text, e.g. 2026-11-22 星期日 10:20:33 (the browser's local time). */
export function clockText(d: Date): { date: string; weekday: string; time: string } {
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    weekday: bigscreen.weekdays[d.getDay()],
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
  };
}
