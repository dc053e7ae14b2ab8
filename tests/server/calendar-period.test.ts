import type { EntityRow } from '../../server/entity/define-entity';
import type { calendarPeriod } from '../../server/entities/calendar-period.entity';
import { workingDaysUntil, workingDeadline } from '../../server/services/working-days';
import { openTestApp, type TestApp } from '../helpers/app';

type Row = EntityRow<typeof calendarPeriod>;
type Page = { total: number; records: Row[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const call = <T = Row>(path: string, body: unknown, token = admin) => t.call<T>('POST', `/sys/calendar/${path}`, { token, body });
const page = (body: Record<string, unknown> = {}) => call<Page>('page', { size: 50, ...body });
/** Noon, China time, of a China date. */
const noon = (date: string) => new Date(`${date}T12:00:00+08:00`);
const TEST_HOLIDAY = { name: '测试假期', kind: 1, startDate: '2026-12-14', endDate: '2026-12-16', remark: '' };

describe('节假日设置 (jjrsz) and deadlines in working days', () => {
  it('lists the 2026 holidays and the weekend days worked, newest first, filtered by kind', async () => {
    const { records, total } = (await page()).data;
    expect(total).toBe(13);
    expect(records[0]).toMatchObject({ name: '国庆节调休上班', kindText: '调休上班', startDate: '2026-10-10', endDate: '2026-10-10' });
    expect((await page({ kind: 1 })).data.records.map((r) => r.name)).toEqual(['国庆节', '中秋节', '端午节', '劳动节', '清明节', '春节', '元旦']);
  });

  it('counts a deadline over the national holiday and its 调休 days', async () => {
    // Accepted on 09-30: ten working days are 10-08, 10-09, 10-10 (a Saturday worked) and seven more.
    expect(await workingDeadline(t.db, noon('2026-09-30'), 10)).toBe('2026-10-20');
    expect(await workingDaysUntil(t.db, noon('2026-09-30'), '2026-10-20')).toBe(10);
    // A late evening is still that China day.
    expect(await workingDeadline(t.db, new Date('2026-09-30T15:30:00Z'), 1)).toBe('2026-10-08');
  });

  it('refuses an impossible date, an end before the start, a long period or an overlap; nothing changes', async () => {
    const before = (await page()).data.total;
    expect(await call('add', { ...TEST_HOLIDAY, endDate: '2026-12-32' })).toMatchObject({ code: 400, msg: '结束日期格式不正确' });
    expect(await call('add', { ...TEST_HOLIDAY, startDate: '2026/12/14' })).toMatchObject({ code: 400, msg: '开始日期应为YYYY-MM-DD格式的日期' });
    expect(await call('add', { ...TEST_HOLIDAY, endDate: '2026-12-13' })).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    expect(await call('add', { ...TEST_HOLIDAY, endDate: '2027-01-20' })).toMatchObject({ code: 400, msg: '一个时段不能超过31天' });
    expect(await call('add', { ...TEST_HOLIDAY, startDate: '2026-10-07', endDate: '2026-10-08' })).toMatchObject({ code: 400, msg: '与「国庆节」（2026-10-01至2026-10-07）的日期重叠' });
    expect(await call('add', { ...TEST_HOLIDAY, kind: 3 })).toMatchObject({ code: 400, msg: '类型不能大于2' });
    expect(await call('add', { ...TEST_HOLIDAY, name: '' })).toMatchObject({ code: 400, msg: '名称不能为空' });
    expect((await page()).data.total).toBe(before);
  });

  it('moves deadlines when a period is added, changed and removed; a stale version is refused', async () => {
    // Friday 12-11 + 1 working day: Monday, unless Monday to Wednesday are off.
    expect(await workingDeadline(t.db, noon('2026-12-11'), 1)).toBe('2026-12-14');
    const added = await call('add', TEST_HOLIDAY);
    expect(added.data).toMatchObject({ kindText: '放假', version: 1 });
    expect(await workingDeadline(t.db, noon('2026-12-11'), 1)).toBe('2026-12-17');

    const changed = await call('update', { ...TEST_HOLIDAY, id: added.data.id, version: 1, endDate: '2026-12-14' });
    expect(changed.data).toMatchObject({ endDate: '2026-12-14', version: 2 });
    expect(await workingDeadline(t.db, noon('2026-12-11'), 1)).toBe('2026-12-15');
    // Its own dates are no overlap with itself.
    expect((await call('update', { ...TEST_HOLIDAY, id: added.data.id, version: 2, endDate: '2026-12-15' })).code).toBe(0);
    expect(await call('update', { ...TEST_HOLIDAY, id: added.data.id, version: 2 })).toMatchObject({ code: 409 });

    expect((await call('delete', { ids: [added.data.id] })).code).toBe(0);
    expect(await workingDeadline(t.db, noon('2026-12-11'), 1)).toBe('2026-12-14');
  });

  it('is refused to a user without the menu', async () => {
    const dadui = await t.login('dadui');
    expect((await call('page', {}, dadui)).code).toBe(403);
    expect((await call('add', TEST_HOLIDAY, dadui)).code).toBe(403);
  });
});
