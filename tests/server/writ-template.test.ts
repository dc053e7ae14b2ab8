import type { WritTemplateRow } from '../../server/entities/writ-template.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: WritTemplateRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const page = (body: Record<string, unknown> = {}) => t.call<Page>('POST', '/document/writTemplate/page', { token: admin, body: { size: 50, ...body } });
const detail = (id: string) => t.call<WritTemplateRow>('GET', '/document/writTemplate/detail', { token: admin, query: { id } });
const NEW = {
  name: '责令停产停业决定书',
  code: 'ZLTCTY',
  category: 'enforcement',
  busiTypeCode: 'xfjdjc',
  numberPrefix: '深消停字',
  body: '${当事人}：\n你单位存在${违法行为}，现责令自${停业日期}起停产停业。\n${当事人}应当于${改正期限}前改正。',
  enabled: true,
  remark: '试行',
};

describe('writ templates (mbsz, tab 文书模板)', () => {
  it('lists the seeded templates and filters by name or code, category, business type and state', async () => {
    const all = (await page()).data;
    expect(all.total).toBe(9);
    expect(all.records.map((r) => r.name)).toContain('责令限期改正通知书');
    expect((await page({ category: 'approval' })).data.records.map((r) => r.code).sort()).toEqual(['BYSLTZ', 'GZJJCSJC']);
    expect((await page({ enabled: false })).data.records.map((r) => r.code)).toEqual(['JBTSHCGZ']);
    expect((await page({ name: '通知书' })).data.total).toBe(2);
    expect((await page({ name: 'xzcf' })).data.records.map((r) => r.name)).toEqual(['行政处罚决定书']);
    const supervision = (await page({ busiTypeCode: 'xfjdjc' })).data.records;
    expect(supervision).toHaveLength(4);
    expect(supervision.every((r) => r.busiTypeName === '消防监督检查')).toBe(true);
  });

  it('creates a template and derives its placeholders in order, once each', async () => {
    const env = await t.call<WritTemplateRow>('POST', '/document/writTemplate/add', { token: admin, body: NEW });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ code: 'ZLTCTY', busiTypeName: '消防监督检查', placeholders: ['当事人', '违法行为', '停业日期', '改正期限'], creatorName: '系统管理员', version: 1 });
    expect((await detail(env.data.id)).data.body).toBe(NEW.body);
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const before = (await page()).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '文书名称不能为空'],
      [{ code: 'ZLTCTY' }, '文书编码ZLTCTY已存在'],
      [{ code: '限改' }, '文书编码格式不正确'],
      [{ category: 'other' }, '文书类别取值不正确'],
      [{ busiTypeCode: 'nope' }, '业务类型不正确'],
      [{ numberPrefix: '深消〔限〕字' }, '文号前缀不能含空白或〔〕'],
      [{ body: '${当事人：请改正' }, '正文中的占位符格式不正确，应为${名称}（汉字、字母、数字或下划线）'],
      [{ remark: '长'.repeat(201) }, '备注长度不能超过200位'],
    ];
    for (const [change, msg] of cases) {
      const env = await t.call('POST', '/document/writTemplate/add', { token: admin, body: { ...NEW, code: 'ANOTHER', ...change } });
      expect(env, JSON.stringify(change)).toMatchObject({ code: 400, msg });
    }
    expect((await page()).data.total).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409', async () => {
    const [row] = (await page({ name: 'ZLTCTY' })).data.records;
    const body = { ...NEW, id: row.id, body: '${当事人}：请于${日期}前停业。', version: row.version };
    const env = await t.call<WritTemplateRow>('POST', '/document/writTemplate/update', { token: admin, body });
    expect(env.data).toMatchObject({ placeholders: ['当事人', '日期'], version: row.version + 1 });
    const stale = await t.call('POST', '/document/writTemplate/update', { token: admin, body: { ...body, name: '过期' } });
    expect(stale).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(row.id)).data.name).toBe(NEW.name);
  });

  it('deletes all or nothing, and the code can be used again', async () => {
    const [row] = (await page({ name: 'ZLTCTY' })).data.records;
    expect((await t.call('POST', '/document/writTemplate/remove', { token: admin, body: { ids: [row.id, 'missing'] } })).code).toBe(404);
    expect((await detail(row.id)).code).toBe(0);
    expect((await t.call('POST', '/document/writTemplate/remove', { token: admin, body: { ids: [row.id] } })).code).toBe(0);
    expect((await detail(row.id)).code).toBe(404);
    expect((await t.call('POST', '/document/writTemplate/add', { token: admin, body: NEW })).code).toBe(0);
  });

  it('reads with the menu, refuses add, edit and delete without their buttons', async () => {
    await grantMenus(t, 'dadui', 'writTemplateViewer', [11000, 11400, 11410]);
    const dadui = await t.login('dadui');
    const [row] = (await page()).data.records;
    expect((await t.call<Page>('POST', '/document/writTemplate/page', { token: dadui, body: {} })).data.total).toBe((await page()).data.total);
    expect((await t.call('POST', '/document/writTemplate/add', { token: dadui, body: { ...NEW, code: 'X1' } })).code).toBe(403);
    expect((await t.call('POST', '/document/writTemplate/update', { token: dadui, body: { ...NEW, id: row.id, code: row.code, version: row.version } })).code).toBe(403);
    expect((await t.call('POST', '/document/writTemplate/remove', { token: dadui, body: { ids: [row.id] } })).code).toBe(403);
    expect((await detail(row.id)).data.version).toBe(row.version);
    const outsider = await t.login('jiedao');
    expect((await t.call('POST', '/document/writTemplate/page', { token: outsider, body: {} })).code).toBe(403);
  });

  it('allows 拟制文书 from an enabled template only, to the holders of 新增', async () => {
    const rows = (await page()).data.records;
    for (const row of rows) expect(row.allows.includes('draft'), row.code).toBe(row.enabled);
    await grantMenus(t, 'zhidui', 'writTemplateReader', [11000, 11400, 11410]);
    const reader = await t.login('zhidui');
    const seen = (await t.call<Page>('POST', '/document/writTemplate/page', { token: reader, body: {} })).data.records;
    expect(seen.some((r) => r.enabled)).toBe(true);
    expect(seen.every((r) => r.allows.length === 0)).toBe(true);
  });
});
