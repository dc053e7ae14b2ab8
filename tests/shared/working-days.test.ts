import { addWorkingDays, chinaDateOf, isIsoDate, spanDays, workingCalendar, workingDaysBetween, CALENDAR_OFF, CALENDAR_WORKED } from '../../src/shared/working-days';

// 2026 国庆: 10-01..10-07 off; Sunday 09-20 and Saturday 10-10 worked.
const national = workingCalendar([
  { kind: CALENDAR_OFF, startDate: '2026-10-01', endDate: '2026-10-07' },
  { kind: CALENDAR_WORKED, startDate: '2026-09-20', endDate: '2026-09-20' },
  { kind: CALENDAR_WORKED, startDate: '2026-10-10', endDate: '2026-10-10' },
]);
const plain = workingCalendar([]);

describe('working days', () => {
  it('tells real dates from impossible ones', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(spanDays('2026-10-01', '2026-10-07')).toBe(7);
  });

  it('has weekends off and weekdays on when the calendar is empty', () => {
    expect(plain.isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(plain.isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(plain.isWorkingDay('2026-11-29')).toBe(false);
    // Friday + 1 working day is Monday; the start day is not counted.
    expect(addWorkingDays(plain, '2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays(plain, '2026-11-27', 0)).toBe('2026-11-27');
  });

  it('skips holidays and counts the weekend days worked in their place', () => {
    expect(national.isWorkingDay('2026-10-05')).toBe(false); // a Monday of the holiday
    expect(national.isWorkingDay('2026-09-20')).toBe(true); // a Sunday worked
    expect(national.isWorkingDay('2026-10-10')).toBe(true); // a Saturday worked
    // Accepted on Wednesday 09-30: ten working days are 10-08, 09, 10 (Sat, worked), 12..16, 19, 20.
    expect(addWorkingDays(national, '2026-09-30', 10)).toBe('2026-10-20');
    expect(addWorkingDays(plain, '2026-09-30', 10)).toBe('2026-10-14');
    expect(workingDaysBetween(national, '2026-09-30', '2026-10-20')).toBe(10);
    expect(workingDaysBetween(national, '2026-10-20', '2026-09-30')).toBe(0);
  });

  it('stops instead of looping when the calendar leaves no working day', () => {
    const closed = workingCalendar([{ kind: CALENDAR_OFF, startDate: '2026-12-01', endDate: '2027-12-31' }]);
    expect(() => addWorkingDays(closed, '2026-11-30', 1)).toThrow(/没有工作日/);
  });

  it('reads an instant as its China date', () => {
    expect(chinaDateOf(new Date('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
    expect(chinaDateOf(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
  });
});
