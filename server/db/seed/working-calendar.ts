/**
 * The 2026 public holidays and the weekend days worked in their place, as the State Council announced them,
 * for 节假日设置 (jjrsz). A deployment keeps the calendar current there each year.
 */
import { CALENDAR_OFF, CALENDAR_WORKED } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { calendarPeriods } from '../schema';
import { DAY_MS } from './constants';

const OFF = [
  ['元旦', '2026-01-01', '2026-01-03'],
  ['春节', '2026-02-15', '2026-02-23'],
  ['清明节', '2026-04-04', '2026-04-06'],
  ['劳动节', '2026-05-01', '2026-05-05'],
  ['端午节', '2026-06-19', '2026-06-21'],
  ['中秋节', '2026-09-25', '2026-09-27'],
  ['国庆节', '2026-10-01', '2026-10-07'],
] as const;

const WORKED = [
  ['元旦调休上班', '2026-01-04'],
  ['春节调休上班', '2026-02-14'],
  ['春节调休上班', '2026-02-28'],
  ['劳动节调休上班', '2026-05-09'],
  ['国庆节调休上班', '2026-09-20'],
  ['国庆节调休上班', '2026-10-10'],
] as const;

export async function seedWorkingCalendar(db: Db, anchor: Date): Promise<void> {
  const at = new Date(anchor.getTime() - 330 * DAY_MS);
  await db.insert(calendarPeriods).values([
    ...OFF.map(([name, startDate, endDate], i) => ({ id: `cal-off-${i + 1}`, name, kind: CALENDAR_OFF, startDate, endDate, createdAt: at, updatedAt: at })),
    ...WORKED.map(([name, date], i) => ({ id: `cal-work-${i + 1}`, name, kind: CALENDAR_WORKED, startDate: date, endDate: date, createdAt: at, updatedAt: at })),
  ]).onConflictDoNothing();
}
