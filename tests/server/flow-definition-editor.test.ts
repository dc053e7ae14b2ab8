/**
 * The flow editor's calls (lcgl 11002): add a draft, edit it (409 on a stale rowVersion), edit an enabled
 * definition (published as the next version; the old snapshot stays), invalid steps refused naming the step
 * with nothing changed, paperwork and linked business checked against their libraries, remove refused while
 * enabled, and every call refused without the menu.
 */
import { and, eq } from 'drizzle-orm';
import { flowDefinitions, flowDefinitionVersions } from '../../server/db/schema';
import { DETACHMENT_ID } from '../../server/db/seed/organizations';
import { flowDefinitionSnapshot, type FlowDefinitionRow } from '../../server/services/flow-definitions';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'fazhi', 'flowEditor', [11000, 11001, 11002]);
  for (const account of ['admin', 'fazhi', 'dadui']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

const post = <T = FlowDefinitionRow>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const detail = (id: string) => t.call<FlowDefinitionRow>('GET', '/flow/def/basic/detail', { token: tokens.admin, query: { id } });
const stored = async (id: string) => (await t.db.select().from(flowDefinitions).where(eq(flowDefinitions.id, id)))[0];
const versions = async (id: string) =>
  (await t.db.select().from(flowDefinitionVersions).where(eq(flowDefinitionVersions.definitionId, id))).map((row) => row.version).sort();

const STEPS = [
  { key: 'accept', name: '大队受理', receiver: { kind: 'level', value: '3' }, actions: ['approve', 'forward'], timeLimitHours: 24 },
  { key: 'legal', name: '法制审核', receiver: { kind: 'role', value: 'r-fazhi' }, actions: ['approve', 'reject', 'reback'], timeLimitHours: null },
  { key: 'detachment', name: '支队审批', receiver: { kind: 'organ', value: DETACHMENT_ID }, actions: ['approve', 'reject', 'close'], timeLimitHours: 48 },
];
const DRAFT = { busiTypeCode: 'tsjb', name: '投诉举报三级审批', remark: ' 编辑器测试 ', steps: STEPS, paperwork: ['JBTSHCGZ'], linkedBusiness: ['tsjb'] };

describe('flow definition editor (lcgl 11002)', () => {
  let draft: FlowDefinitionRow;

  it('adds a draft at version 1 with its steps in order', async () => {
    const env = await post('/flow/def/basic/add', DRAFT, 'fazhi');
    expect(env).toMatchObject({ code: 0 });
    draft = env.data;
    expect(draft).toMatchObject({ busiTypeName: '投诉举报', status: 'draft', version: 1, rowVersion: 1, remark: '编辑器测试', paperwork: ['JBTSHCGZ'], linkedBusiness: ['tsjb'] });
    expect(draft.steps.map((step) => [step.key, step.receiver.kind, step.receiver.value, step.timeLimitHours])).toEqual([
      ['accept', 'level', '3', 24],
      ['legal', 'role', 'r-fazhi', null],
      ['detachment', 'organ', DETACHMENT_ID, 48],
    ]);
    expect((await stored(draft.id)).steps[0].receiver).toEqual({ kind: 'level', value: 3 });
    const tasks = await t.call<FlowDefinitionRow['steps']>('GET', '/flow/def/task/list', { token: tokens.admin, query: { definitionId: draft.id } });
    expect(tasks.data.map((step) => step.name)).toEqual(['大队受理', '法制审核', '支队审批']);
    expect(await versions(draft.id)).toEqual([]);
  });

  it('edits a draft in place; a stale rowVersion gets 409 and changes nothing', async () => {
    const env = await post('/flow/def/basic/update', { id: draft.id, rowVersion: 1, ...DRAFT, name: '投诉举报审批', steps: STEPS.slice(0, 2) });
    expect(env.data).toMatchObject({ name: '投诉举报审批', version: 1, rowVersion: 2, stepCount: 2, paperwork: ['JBTSHCGZ'] });
    const stale = await post('/flow/def/basic/update', { id: draft.id, rowVersion: 1, ...DRAFT, name: '后保存的名称' });
    expect(stale).toMatchObject({ code: 409 });
    expect((await detail(draft.id)).data).toMatchObject({ name: '投诉举报审批', rowVersion: 2 });
  });

  it('refuses invalid steps naming the step, and changes nothing', async () => {
    const before = await stored(draft.id);
    const bad = [STEPS[0], { ...STEPS[1], key: 'accept', actions: [] }, { ...STEPS[2], receiver: { kind: 'level', value: '9' } }];
    const env = await post('/flow/def/basic/update', { id: draft.id, rowVersion: 2, ...DRAFT, steps: bad });
    expect(env.code).toBe(400);
    expect(env.msg).toBe('第2步“法制审核”至少需要一个可用操作；第3步“支队审批”的接收单位层级应为0到6的整数；第2步的步骤标识accept与第1步重复');
    expect((await post('/flow/def/basic/update', { id: draft.id, rowVersion: 2, ...DRAFT, steps: [] })).msg).toBe('流程至少需要一个审批步骤');
    const unknownRole = await post('/flow/def/basic/update', { id: draft.id, rowVersion: 2, ...DRAFT, steps: [{ ...STEPS[1], receiver: { kind: 'role', value: 'r-nobody' } }] });
    expect(unknownRole).toMatchObject({ code: 400, msg: '第1步“法制审核”的接收角色不存在' });
    expect((await post('/flow/def/basic/add', { ...DRAFT, name: ' ' })).msg).toBe('流程名称不能为空');
    expect((await post('/flow/def/basic/add', { ...DRAFT, busiTypeCode: 'nope' })).msg).toBe('业务类型nope不存在');
    expect(await stored(draft.id)).toEqual(before);
  });

  it('publishes an enabled definition’s edit as the next version; running works keep the old snapshot', async () => {
    expect((await post('/flow/def/basic/enable', { ids: [draft.id] })).code).toBe(0);
    expect(await versions(draft.id)).toEqual([1]);
    const { rowVersion } = (await detail(draft.id)).data;
    const edited = await post('/flow/def/basic/update', { id: draft.id, rowVersion, ...DRAFT, steps: STEPS });
    expect(edited.data).toMatchObject({ status: 'enabled', version: 2, stepCount: 3, rowVersion: rowVersion + 1 });
    expect(await versions(draft.id)).toEqual([1, 2]);
    expect((await flowDefinitionSnapshot(t.db, draft.id, 1)).steps.map((step) => step.key)).toEqual(['accept', 'legal']);
    expect((await flowDefinitionSnapshot(t.db, draft.id, 2)).steps.map((step) => step.key)).toEqual(['accept', 'legal', 'detachment']);
    // Saving the same content again publishes nothing new.
    const same = await post('/flow/def/basic/update', { id: draft.id, rowVersion: rowVersion + 1, ...DRAFT, steps: STEPS });
    expect(same.data).toMatchObject({ version: 2, rowVersion: rowVersion + 2 });
    expect(await versions(draft.id)).toEqual([1, 2]);
  });

  it('sets paperwork and linked business, checked against the writ templates and the business types', async () => {
    let { rowVersion } = (await detail(draft.id)).data;
    const paperwork = await post('/flow/def/paperwork/update', { id: draft.id, rowVersion, paperwork: ['FCYJS', 'XZCFJD', 'FCYJS'] });
    expect(paperwork.data).toMatchObject({ paperwork: ['FCYJS', 'XZCFJD'], version: 3 });
    expect((await flowDefinitionSnapshot(t.db, draft.id, 3)).paperwork).toEqual(['FCYJS', 'XZCFJD']);
    rowVersion = paperwork.data.rowVersion;
    expect(await post('/flow/def/paperwork/update', { id: draft.id, rowVersion, paperwork: ['FCYJS', 'NOPE'] })).toMatchObject({ code: 400, msg: '关联文书模板NOPE不存在' });
    expect(await post('/flow/def/paperwork/update', { id: draft.id, rowVersion: rowVersion - 1, paperwork: [] })).toMatchObject({ code: 409 });
    const business = await post('/flow/def/business/update', { id: draft.id, rowVersion, linkedBusiness: ['tsjb', 'fcys'] });
    expect(business.data).toMatchObject({ linkedBusiness: ['tsjb', 'fcys'], version: 4 });
    expect(await post('/flow/def/business/update', { id: draft.id, rowVersion: business.data.rowVersion, linkedBusiness: ['tsjb', 'xx'] })).toMatchObject({ code: 400, msg: '关联业务xx不存在' });
    expect((await detail(draft.id)).data).toMatchObject({ paperwork: ['FCYJS', 'XZCFJD'], linkedBusiness: ['tsjb', 'fcys'] });
    const options = await t.call<{ code: string; name: string }[]>('GET', '/flow/def/paperwork/options', { token: tokens.fazhi });
    expect(options.data).toContainEqual(expect.objectContaining({ code: 'FCYJS', name: '复查意见书' }));
  });

  it('removes drafts and disabled definitions, refusing enabled ones (all or nothing)', async () => {
    const other = (await post('/flow/def/basic/add', { ...DRAFT, name: '待删除的草稿' })).data;
    expect(await post('/flow/def/basic/remove', { ids: [other.id, draft.id] })).toMatchObject({ code: 400, msg: '流程“投诉举报三级审批”已启用，请先停用再删除' });
    expect((await detail(other.id)).code).toBe(0);
    expect((await post('/flow/def/basic/disable', { ids: [draft.id] })).code).toBe(0);
    expect(await post('/flow/def/basic/remove', { ids: [other.id, draft.id] })).toMatchObject({ code: 0, data: { removed: 2 } });
    expect((await detail(draft.id)).code).toBe(404);
    expect((await stored(draft.id)).deleted).toBe(true);
    expect(await post('/flow/def/basic/remove', { ids: [draft.id] })).toMatchObject({ code: 404 });
    // The published versions stay for the works that ran on them.
    expect(await t.db.select().from(flowDefinitionVersions).where(and(eq(flowDefinitionVersions.definitionId, draft.id), eq(flowDefinitionVersions.version, 1)))).toHaveLength(1);
  });

  it('refuses every call without menu 11002 (403)', async () => {
    const target = (await post('/flow/def/basic/add', { ...DRAFT, name: '权限测试' })).data;
    const calls = [
      post('/flow/def/basic/add', DRAFT, 'dadui'),
      post('/flow/def/basic/update', { id: target.id, rowVersion: 1, ...DRAFT }, 'dadui'),
      post('/flow/def/basic/remove', { ids: [target.id] }, 'dadui'),
      post('/flow/def/paperwork/update', { id: target.id, rowVersion: 1, paperwork: [] }, 'dadui'),
      post('/flow/def/business/update', { id: target.id, rowVersion: 1, linkedBusiness: [] }, 'dadui'),
      t.call('GET', '/flow/def/task/list', { token: tokens.dadui, query: { definitionId: target.id } }),
      t.call('GET', '/flow/def/paperwork/options', { token: tokens.dadui }),
    ];
    for (const env of await Promise.all(calls)) expect(env.code).toBe(403);
    expect((await detail(target.id)).data).toMatchObject({ name: '权限测试', rowVersion: 1 });
  });
});
