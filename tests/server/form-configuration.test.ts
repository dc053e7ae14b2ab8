import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { formConfigurations } from '../../server/db/schema';
import type { FormConfigurationRow } from '../../server/entities/form-configuration.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: FormConfigurationRow[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const post = <T = unknown>(url: string, body: unknown, token = admin) => t.call<T>('POST', `/formConfiguration/${url}`, { token, body });
const page = (body: Record<string, unknown> = {}) => post<Page>('page', body);
const detail = (id: string) => t.call<FormConfigurationRow>('GET', '/formConfiguration/detail', { token: admin, query: { id } });
const liveCount = async () => (await t.db.select({ id: formConfigurations.id }).from(formConfigurations).where(eq(formConfigurations.deleted, false))).length;

const FIELDS = [
  { key: 'place', label: '检查地点', kind: 'text', required: true, maxLength: 20, options: [{ value: 'x', label: '多余' }] },
  { key: 'floors', label: '楼层数', kind: 'number', min: 1, max: 100 },
  { key: 'level', label: '风险等级', kind: 'select', required: true, options: [{ value: 'high', label: '高' }, { value: 'low', label: '低' }] },
  { key: 'checkedOn', label: '检查日期', kind: 'date' },
  { key: 'items', label: '检查项目', kind: 'checkbox', options: [{ value: 'a', label: '消火栓' }, { value: 'b', label: '灭火器' }] },
  { key: 'passed', label: '合格', kind: 'switch', required: true },
];
const NEW = { name: '高层建筑专项检查表', code: 'high_rise_check', busiTypeCode: 'xfjdjc', fields: FIELDS, remark: '  专项行动用  ' };

describe('form configurations (bdpz)', () => {
  it('lists the seeded forms and filters by name or code, business type and state', async () => {
    const all = (await page()).data;
    expect(all.total).toBe(6);
    expect((await page({ enabled: true })).data.total).toBe(4);
    expect((await page({ busiTypeCode: 'tsjb' })).data.records.map((r) => r.code)).toEqual(['complaint_register']);
    expect((await page({ name: '志愿者' })).data.records[0]).toMatchObject({ code: 'volunteer_signup', enabled: false, busiTypeName: '安全检查' });
    expect((await page({ name: 'hazard_' })).data.records.map((r) => r.name)).toEqual(['火灾隐患整改复查表']);
  });

  it('creates a form disabled, tidying the fields to what their kind uses', async () => {
    const env = await post<FormConfigurationRow>('add', NEW);
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ code: 'high_rise_check', enabled: false, busiTypeName: '消防监督检查', fieldCount: 6, remark: '专项行动用', creatorName: '系统管理员', version: 1 });
    const [place, floors, , , , passed] = (await detail(env.data.id)).data.fields;
    expect(place).toEqual({ key: 'place', label: '检查地点', kind: 'text', required: true, options: null, maxLength: 20, min: null, max: null, placeholder: null, wide: false });
    expect(floors).toMatchObject({ min: 1, max: 100, maxLength: null, required: false });
    expect(passed.required).toBe(false);
  });

  it('rejects a bad field list naming the field and its position, and changes nothing', async () => {
    const before = await liveCount();
    const at = (index: number, change: Record<string, unknown>) => FIELDS.map((f, i) => (i === index ? { ...f, ...change } : f));
    const cases: [Record<string, unknown>, string][] = [
      [{ fields: [] }, '表单字段不能为空，请至少添加一个字段'],
      [{ fields: at(2, { key: 'place' }) }, '第3个字段的字段标识重复'],
      [{ fields: at(1, { key: '1floor' }) }, '第2个字段的字段标识只能包含字母、数字和下划线，且以字母开头'],
      [{ fields: at(0, { label: '  ' }) }, '第1个字段的字段名称不能为空'],
      [{ fields: at(2, { options: [] }) }, '第3个字段至少需要一个选项'],
      [{ fields: at(4, { options: [{ value: 'a', label: '甲' }, { value: 'a', label: '乙' }] }) }, '第5个字段的选项值“a”重复'],
      [{ fields: at(2, { options: [{ value: 'a', label: '' }] }) }, '第3个字段的第1个选项的选项名称不能为空'],
      [{ fields: at(1, { min: 10, max: 1 }) }, '第2个字段的最小值不能大于最大值'],
      [{ fields: at(0, { maxLength: 0 }) }, '第1个字段的最大长度应为1到10000的整数'],
      [{ fields: at(0, { kind: 'color' }) }, '字段类型取值不正确'],
      [{ code: 'bad-code' }, '表单编码格式不正确'],
      [{ code: 'fire_safety_check' }, '表单编码fire_safety_check已存在'],
      [{ busiTypeCode: 'nope' }, '业务类型nope不存在'],
      [{ name: '' }, '表单名称不能为空'],
    ];
    for (const [change, msg] of cases) {
      expect(await post('add', { ...NEW, code: 'another_form', ...change }), JSON.stringify(change)).toMatchObject({ code: 400, msg });
    }
    expect(await liveCount()).toBe(before);
  });

  it('updates with the version it read; a stale version gets 409 and changes nothing', async () => {
    const [row] = (await page({ name: 'high_rise_check' })).data.records;
    const body = { ...NEW, id: row.id, name: '高层建筑检查表', version: row.version };
    expect((await post<FormConfigurationRow>('update', body)).data).toMatchObject({ name: '高层建筑检查表', version: row.version + 1 });
    expect(await post('update', { ...body, name: '过期的修改' })).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail(row.id)).data.name).toBe('高层建筑检查表');
  });

  it('start enables and disables; only an enabled form is served by code', async () => {
    const [row] = (await page({ name: 'high_rise_check' })).data.records;
    expect(await t.call('GET', '/formConfiguration/getByCode', { token: admin, query: { code: 'high_rise_check' } })).toMatchObject({ code: 400, msg: '表单“高层建筑检查表”未启用' });
    expect((await post('start', { ids: [row.id], enabled: true })).data).toEqual({ changed: 1 });
    const served = await t.call<FormConfigurationRow>('GET', '/formConfiguration/getByCode', { token: admin, query: { code: 'high_rise_check' } });
    expect(served.data.fields.map((f) => f.key)).toEqual(FIELDS.map((f) => f.key));
    expect((await post('start', { ids: [row.id, 'missing'], enabled: false })).code).toBe(404);
    expect((await detail(row.id)).data.enabled).toBe(true);
  });

  it('validates entered values against the enabled form, naming each field', async () => {
    const check = (values: Record<string, unknown>) => post<{ valid: boolean; errors: { key: string; message: string }[] }>('validate', { code: 'high_rise_check', values });
    const good = { place: '1号楼', floors: 30, level: 'high', checkedOn: '2026-03-01', items: ['a', 'b'], passed: true };
    expect((await check(good)).data).toEqual({ valid: true, errors: [] });
    expect((await check({ place: '', floors: 0, level: 'mid', checkedOn: '2026-02-30', items: ['a', 'a'], passed: 'yes', extra: 1 })).data).toEqual({
      valid: false,
      errors: [
        { key: 'place', message: '检查地点不能为空' },
        { key: 'floors', message: '楼层数不能小于1' },
        { key: 'level', message: '风险等级的取值不在可选项中' },
        { key: 'checkedOn', message: '检查日期应为有效日期（YYYY-MM-DD）' },
        { key: 'items', message: '检查项目不能重复选择同一项' },
        { key: 'passed', message: '合格格式不正确' },
        { key: 'extra', message: '表单中没有字段“extra”' },
      ],
    });
    expect((await post('validate', { code: 'legal_review_opinion', values: {} })).code).toBe(400);
  });

  it('refuses to delete an enabled form, and bulk deletes all or nothing in one transaction', async () => {
    const [enabled] = (await page({ name: 'high_rise_check' })).data.records;
    const [disabled] = (await page({ name: 'volunteer_signup' })).data.records;
    expect(await post('remove', { id: enabled.id })).toMatchObject({ code: 400, msg: '表单“高层建筑检查表”已启用，请先停用再删除' });
    expect((await post('batchRemove', { ids: [disabled.id, enabled.id] })).code).toBe(400);
    expect((await post('batchRemove', { ids: [disabled.id, 'missing'] })).code).toBe(404);
    expect((await detail(disabled.id)).code).toBe(0);
    await post('start', { ids: [enabled.id], enabled: false });
    expect((await post('batchRemove', { ids: [disabled.id, enabled.id] })).data).toEqual({ removed: 2 });
    expect((await detail(enabled.id)).code).toBe(404);
    const kept = await t.db.select({ deleted: formConfigurations.deleted }).from(formConfigurations).where(and(eq(formConfigurations.id, enabled.id)));
    expect(kept).toEqual([{ deleted: true }]);
    expect((await post('add', NEW)).code).toBe(0);
  });

  it('refuses add, update, start and deletes without their buttons, but lets any user read an enabled form', async () => {
    await grantMenus(t, 'dadui', 'formViewer', [11000, 11400, 11430]);
    const dadui = await t.login('dadui');
    const [row] = (await page({ name: 'legal_review_opinion' })).data.records;
    expect((await post('page', {}, dadui)).code).toBe(0);
    expect((await post('add', { ...NEW, code: 'x1' }, dadui)).code).toBe(403);
    expect((await post('update', { ...NEW, id: row.id, version: row.version }, dadui)).code).toBe(403);
    expect((await post('start', { ids: [row.id], enabled: true }, dadui)).code).toBe(403);
    expect((await post('remove', { id: row.id }, dadui)).code).toBe(403);
    expect((await post('batchRemove', { ids: [row.id] }, dadui)).code).toBe(403);
    expect((await detail(row.id)).data).toMatchObject({ version: row.version, enabled: false });
    const jiedao = await t.login('jiedao');
    expect((await t.call('GET', '/formConfiguration/getByCode', { token: jiedao, query: { code: 'fire_safety_check' } })).code).toBe(0);
    expect((await post('page', {}, jiedao)).code).toBe(403);
  });

  it('exports the listed forms as a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/formConfiguration/export', headers: { token: admin }, payload: { enabled: true, current: 1, size: 99999 } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('表单配置.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const listed = (await page({ enabled: true })).data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(1).getCell(1).value).toBe('表单名称');
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.records[0].name);
    expect(String(sheet.getRow(2).getCell(5).value)).toContain('（');
  });
});
