/** 双随机抽取公示 (/supervision/draws): past draws with their seed, conditions, candidates and the tasks drawn, by scope and button. */
import { and, eq } from 'drizzle-orm';
import { roleMenus } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';
import { luohuAccount } from './support/business';
import { grantMenus } from './support/grant-menus';
import { supervisionPeople, type TaskRow } from './support/supervision';

type Draw = { id: string; seed: number; unitCategoryText: string; count: number; candidates: number; createdByName: string; tasks: { id: string; unitName: string; agentName: string; assistantHandlerName: string; statusText: string }[] };
type Page = { total: number; records: Draw[] };

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
});
afterAll(async () => {
  await t.close();
});

const draws = (token = p.dadui.token, body: Record<string, unknown> = {}) => t.call<Page>('POST', '/supervision/draws', { token, body });

describe('双随机抽取公示', () => {
  it('lists each draw newest first with its seed, conditions and the tasks drawn with their officers', async () => {
    const made = (await t.call<{ drawId: string; seed: number; candidates: number; tasks: TaskRow[] }>('POST', '/supervision/generateTask', { token: p.dadui.token, body: { count: 2, unitCategory: 1, endDate: '2099-06-30', seed: 777 } })).data;
    const second = (await t.call<{ drawId: string }>('POST', '/supervision/generateTask', { token: p.dadui.token, body: { count: 1, endDate: '2099-06-30', seed: 778 } })).data;
    const page = (await draws()).data;
    expect(page.records[0].id).toBe(second.drawId);
    const first = page.records.find((d) => d.id === made.drawId)!;
    expect(first).toMatchObject({ seed: 777, unitCategoryText: '重点单位', count: 2, candidates: made.candidates });
    expect(first.createdByName).toBeTruthy();
    expect(first.tasks.map((x) => x.id)).toEqual(made.tasks.map((x) => x.id));
    expect(first.tasks[0]).toMatchObject({ unitName: made.tasks[0].unitName, agentName: made.tasks[0].agentName, assistantHandlerName: made.tasks[0].assistantHandlerName, statusText: '待接收' });
    expect((await draws(p.dadui.token, { current: 1, size: 1 })).data.records).toHaveLength(1);
  });

  it('shows another brigade none of them, and needs the 双随机抽取 button', async () => {
    const other = await luohuAccount(t);
    await grantMenus(t, other.account, 'luohuDraw', [2000, 1030, 1031]);
    expect((await draws(other.token)).data.total).toBe(0);
    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleId, 'r-dadui'), eq(roleMenus.menuId, 1031)));
    const token = await t.login('dadui');
    expect((await draws(token)).code).toBe(403);
    expect((await t.call('POST', '/supervision/generateTask', { token, body: { count: 1, endDate: '2099-06-30' } })).code).toBe(403);
  });
});
