import { DEFAULT_TRACK_TIME } from '../../src/constants/track';
import { dateShortcuts, formatTime, relativeTime, toDate } from '../../src/lib/time';

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('formatTime', () => {
  const moment = at(2026, 3, 7, 9, 5, 3);

  it('uses YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatTime(moment)).toBe('2026-03-07 09:05:03');
  });

  it('accepts other formats', () => {
    expect(formatTime(moment, 'YYYY-MM-DD')).toBe('2026-03-07');
    expect(formatTime(moment, 'YYYY年M月D日 H:mm')).toBe('2026年3月7日 9:05');
    expect(formatTime(moment, 'HH:mm:ss')).toBe('09:05:03');
  });

  it('reads a 10-digit number as seconds and a 13-digit number as milliseconds', () => {
    const ms = moment.getTime();
    const seconds = Math.floor(ms / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(formatTime(seconds)).toBe('2026-03-07 09:05:03');
    expect(formatTime(ms)).toBe('2026-03-07 09:05:03');
    expect(formatTime(String(seconds))).toBe('2026-03-07 09:05:03');
  });

  it('accepts ISO strings', () => {
    expect(formatTime(moment.toISOString())).toBe('2026-03-07 09:05:03');
    expect(formatTime('2026-03-07T09:05:03')).toBe('2026-03-07 09:05:03');
  });

  it('gives an empty string for nothing or an invalid date', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('not a date')).toBe('');
    expect(toDate(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('relativeTime', () => {
  const now = at(2026, 3, 7, 12, 0, 0).getTime();
  const ago = (ms: number) => now - ms;
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;

  it('says 刚刚 under 30 seconds', () => {
    expect(relativeTime(ago(0), now)).toBe('刚刚');
    expect(relativeTime(ago(29 * SECOND), now)).toBe('刚刚');
  });

  it('counts minutes under an hour, never 0', () => {
    expect(relativeTime(ago(30 * SECOND), now)).toBe('1分钟前');
    expect(relativeTime(ago(5 * MINUTE + 10 * SECOND), now)).toBe('5分钟前');
    expect(relativeTime(ago(HOUR - 1), now)).toBe('59分钟前');
  });

  it('counts hours under a day', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1小时前');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23小时前');
  });

  it('says 1天前 under 48 hours', () => {
    expect(relativeTime(ago(24 * HOUR), now)).toBe('1天前');
    expect(relativeTime(ago(48 * HOUR - 1), now)).toBe('1天前');
  });

  it('shows the date from 48 hours on', () => {
    expect(relativeTime(ago(48 * HOUR), now)).toBe('2026-03-05');
    expect(relativeTime(at(2025, 12, 31, 23, 0, 0), now)).toBe('2025-12-31');
  });

  it('reads 10-digit timestamps as seconds', () => {
    expect(relativeTime(Math.floor(ago(10 * MINUTE) / 1000), now)).toBe('10分钟前');
  });
});

describe('dateShortcuts', () => {
  const now = at(2026, 3, 1, 15, 30, 0);
  const byKey = Object.fromEntries(dateShortcuts(now).map((s) => [s.key, s]));

  it('lists the seven shortcuts in order with Chinese labels', () => {
    expect(dateShortcuts(now).map((s) => s.label)).toEqual(['今天', '昨天', '前天', '本月', '上月', '今年', '最近30天']);
  });

  it('covers 19:00–21:00 of today, yesterday and the day before', () => {
    expect(byKey.today.start).toEqual(at(2026, 3, 1, 19));
    expect(byKey.today.end).toEqual(at(2026, 3, 1, 21));
    expect(byKey.yesterday.start).toEqual(at(2026, 2, 28, 19));
    expect(byKey.yesterday.end).toEqual(at(2026, 2, 28, 21));
    expect(byKey.dayBeforeYesterday.start).toEqual(at(2026, 2, 27, 19));
  });

  it('runs this month from its first day to the end of today', () => {
    expect(byKey.thisMonth.start).toEqual(at(2026, 3, 1));
    expect(byKey.thisMonth.end).toEqual(at(2026, 3, 1, 23, 59, 59));
  });

  it('covers the whole of last month, across a year boundary too', () => {
    expect(byKey.lastMonth.start).toEqual(at(2026, 2, 1));
    expect(byKey.lastMonth.end).toEqual(at(2026, 2, 28, 23, 59, 59));
    const january = Object.fromEntries(dateShortcuts(at(2026, 1, 15)).map((s) => [s.key, s]));
    expect(january.lastMonth.start).toEqual(at(2025, 12, 1));
    expect(january.lastMonth.end).toEqual(at(2025, 12, 31, 23, 59, 59));
  });

  it('runs this year from 1 January', () => {
    expect(byKey.thisYear.start).toEqual(at(2026, 1, 1));
    expect(byKey.thisYear.end).toEqual(at(2026, 3, 1, 23, 59, 59));
  });

  it('covers the 30 days up to yesterday', () => {
    expect(byKey.last30Days.end).toEqual(at(2026, 2, 28, 23, 59, 59));
    expect(byKey.last30Days.start).toEqual(at(2026, 1, 30));
  });

  it('keeps the default track time of the spec', () => {
    expect(DEFAULT_TRACK_TIME).toEqual(['20:00:00', '22:00:00']);
  });
});
