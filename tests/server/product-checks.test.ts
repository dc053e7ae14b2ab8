/** 产品监督 (cpjd 2700): samples registered, their result entered once, then kept as a record; scope and grants. */
import { eq } from 'drizzle-orm';
import { productChecks } from '../../server/db/schema';
import type { ProductCheckRow } from '../../server/entities/product-check.entity';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let dadui: string;
beforeAll(async () => {
  t = await openTestApp();
  dadui = await t.login('dadui');
});
afterAll(async () => {
  await t.close();
});

const call = <T = ProductCheckRow>(url: string, body: Record<string, unknown>, token = dadui) => t.call<T>('POST', url, { token, body });
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const NEW = () => ({
  productName: '手提式干粉灭火器', category: 'extinguisher', model: 'MFZ/ABC4', manufacturer: '某消防器材公司', batchNo: 'B1',
  placeKind: 'market', companyId: null, placeName: '某消防器材市场', sampledDate: today(), samplers: '张三、李四',
  result: null, reportNo: null, failedItems: null, handling: null, remark: null,
});

describe('产品监督 (cpjd)', () => {
  it('registers a sample, enters its result once, and then keeps it as a record', async () => {
    const made = await call('/product/check/add', NEW());
    expect(made.msg).toBe('操作成功');
    expect(made.data).toMatchObject({ result: null, allows: expect.arrayContaining(['edit', 'delete']) });
    const env = await call('/product/check/update', { ...NEW(), id: made.data.id, version: made.data.version, result: 'unqualified', reportNo: 'R-1', failedItems: '喷射性能不合格', handling: 'transfer' });
    expect(env.msg).toBe('操作成功');
    expect(env.data).toMatchObject({ resultText: '不合格', handlingText: '移送市场监管部门' });
    expect(env.data.resultAt).toBeTruthy();
    expect(env.data.allows).toEqual([]);
    expect(await call('/product/check/update', { ...NEW(), id: made.data.id, version: env.data.version, remark: '改' })).toMatchObject({ code: 400, msg: '已录入检验结果的抽检不能修改' });
    expect(await call('/product/check/delete', { ids: [made.data.id] })).toMatchObject({ code: 400, msg: '只能删除未出检验结果的抽检' });
  });

  it('a qualified result drops failed items and handling', async () => {
    const made = (await call('/product/check/add', NEW())).data;
    const env = await call('/product/check/update', { ...NEW(), id: made.id, version: made.version, result: 'qualified', reportNo: 'R-2', failedItems: '无', handling: 'rectify' });
    expect(env.data).toMatchObject({ result: 'qualified', failedItems: null, handling: null });
  });

  it('refuses bad input naming the field, writing nothing; a stale version is 409', async () => {
    const before = await t.db.$count(productChecks);
    const cases: [Record<string, unknown>, string][] = [
      [{ productName: '' }, '产品名称不能为空'],
      [{ placeKind: 'inUse' }, '使用领域的抽样须选择使用单位'],
      [{ sampledDate: '2999-01-01' }, '抽样日期不能晚于今天'],
      [{ result: 'qualified' }, '检验报告编号不能为空'],
      [{ result: 'unqualified', reportNo: 'R' }, '不合格项目不能为空'],
      [{ result: 'unqualified', reportNo: 'R', failedItems: '某项' }, '请选择处理措施'],
      [{ category: 'nope' }, '产品类别'],
      [{ companyId: 'nope', placeKind: 'inUse' }, '使用单位不存在或已被删除'],
    ];
    for (const [body, msg] of cases) {
      const env = await call('/product/check/add', { ...NEW(), ...body });
      expect(env.code, msg).toBe(400);
      expect(env.msg).toContain(msg);
    }
    expect(await t.db.$count(productChecks)).toBe(before);
    const made = (await call('/product/check/add', NEW())).data;
    expect((await call('/product/check/update', { ...NEW(), id: made.id, version: made.version + 1, remark: '迟' })).code).toBe(409);
  });

  it('needs the menu and its buttons (403), and keeps to the scope', async () => {
    const partner = await t.login('paichusuo');
    expect((await call('/product/check/page', {}, partner)).code).toBe(403);
    expect((await call('/product/check/add', NEW(), partner)).code).toBe(403);
    const page = await call<{ records: ProductCheckRow[] }>('/product/check/page', { size: 100 });
    expect(page.data.records.length).toBeGreaterThan(0);
    const zhidui = await t.login('zhidui');
    const made = (await call('/product/check/add', NEW())).data;
    const seen = await call<{ records: ProductCheckRow[] }>('/product/check/page', { size: 100 }, zhidui);
    expect(seen.code).toBe(0);
    // The detachment sees its brigades' samples; a brigade does not see a sample of another organisation.
    expect(seen.data.records.some((r) => r.id === made.id)).toBe(true);
    await t.db.update(productChecks).set({ organId: 'o-elsewhere' }).where(eq(productChecks.id, made.id));
    expect((await t.call('GET', '/product/check/detail', { token: dadui, query: { id: made.id } })).code).toBe(403);
  });

  it('the demo samples were made through the entity: some waiting, some failed, the rest qualified', async () => {
    const rows = (await call<{ records: ProductCheckRow[] }>('/product/check/page', { size: 100, keyword: '' })).data.records.filter((r) => r.id.startsWith('pc-demo-'));
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => !r.result)).toHaveLength(2);
    expect(rows.filter((r) => r.result === 'unqualified')).toHaveLength(2);
  });
});
