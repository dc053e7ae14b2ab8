import { eq } from 'drizzle-orm';
import { flowDefinitions, flowDefinitionVersions } from '../../server/db/schema';
import { BUSI_TYPES } from '../../server/db/seed/names';
import { validateFlowDefinition } from '../../server/services/flow-definition-rules';
import { flowDefinitionSnapshot, type FlowDefinitionRow } from '../../server/services/flow-definitions';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type Page = { total: number; records: FlowDefinitionRow[] };

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  await grantMenus(t, 'fazhi', 'flowKeeper', [11000, 11001, 11002]);
  for (const account of ['admin', 'fazhi', 'dadui']) tokens[account] = await t.login(account);
});
afterAll(async () => {
  await t.close();
});

const page = (body: Record<string, unknown> = {}, account = 'admin') => t.call<Page>('POST', '/flow/def/basic/page', { token: tokens[account], body });
const detail = (id: string, account = 'admin') => t.call<FlowDefinitionRow>('GET', '/flow/def/basic/detail', { token: tokens[account], query: { id } });
const setStatus = (to: 'enable' | 'disable', ids: string[], account = 'admin') => t.call<{ changed: number }>('POST', `/flow/def/basic/${to}`, { token: tokens[account], body: { ids } });

const step = (key: string, extra: Record<string, unknown> = {}) => ({ key, name: `步骤${key}`, receiver: { kind: 'leader' }, actions: ['approve'], ...extra });

describe('flow definitions (lcgl 11002)', () => {
  it('seeds one enabled definition per business type, filtered by type, name and status', async () => {
    const all = (await page({ size: 50 })).data;
    expect(all.total).toBe(BUSI_TYPES.length);
    expect(new Set(all.records.map((r) => r.busiTypeCode))).toEqual(new Set(BUSI_TYPES.map((b) => b.code)));
    expect(all.records.every((r) => r.status === 'enabled' && r.version === 1 && r.stepCount >= 2 && r.stepCount <= 3)).toBe(true);
    expect((await page({ busiTypeCode: 'fcys' })).data.records.map((r) => r.stepsText)).toEqual(['大队承办人 → 大队领导审批 → 支队审核']);
    expect((await page({ name: '法制' })).data.records.map((r) => r.busiTypeCode)).toEqual(['fzsh']);
    expect((await page({ status: 'draft' })).data.total).toBe(0);
    expect(await page({ status: 'open' })).toMatchObject({ code: 400, msg: '状态取值不正确' });
  });

  it('reads a detail with its steps, receivers and actions in words', async () => {
    const env = await detail('fd-fzsh');
    expect(env.data).toMatchObject({ busiTypeName: '法制审核', statusName: '启用', paperwork: ['XZCFJD'], linkedBusiness: ['fzsh'] });
    expect(env.data.steps[0]).toMatchObject({ key: 'legalReview', receiver: { kind: 'role', value: 'r-fazhi' }, receiverText: '法制审核员', actionNames: ['同意', '不同意', '退回'], timeLimitHours: 72 });
    expect(env.data.steps[1]).toMatchObject({ receiver: { kind: 'level', value: '2' }, receiverText: '支队级单位' });
    expect((await detail('missing')).code).toBe(404);
  });

  it('keeps the published version of every seeded definition', async () => {
    expect((await flowDefinitionSnapshot(t.db, 'fd-fcys', 1)).steps.map((s) => s.key)).toEqual(['handler', 'brigadeLeader', 'detachmentReview']);
  });

  it('disables and enables all or nothing; the runtime lists only enabled ones', async () => {
    expect((await setStatus('disable', ['fd-dxhd', 'missing'])).code).toBe(404);
    expect((await detail('fd-dxhd')).data.status).toBe('enabled');
    const before = (await detail('fd-dxhd')).data.rowVersion;
    expect(await setStatus('disable', ['fd-dxhd'])).toMatchObject({ code: 0, data: { changed: 1 } });
    expect((await detail('fd-dxhd')).data).toMatchObject({ status: 'disabled', rowVersion: before + 1 });
    const enabled = await t.call<FlowDefinitionRow[]>('GET', '/flow/runtime/queryFlowDefList', { token: tokens.dadui });
    expect(enabled.data.map((r) => r.busiTypeCode)).not.toContain('dxhd');
    expect(enabled.data).toHaveLength(BUSI_TYPES.length - 1);
    const byType = await t.call<FlowDefinitionRow[]>('GET', '/flow/runtime/getFlowDefListByBusiCode', { token: tokens.dadui, query: { busiTypeCode: 'dxhd' } });
    expect(byType.data).toEqual([]);
    expect(await setStatus('enable', ['fd-dxhd'])).toMatchObject({ code: 0, data: { changed: 1 } });
    const again = await t.call<FlowDefinitionRow[]>('GET', '/flow/runtime/getFlowDefListByBusiCode', { token: tokens.dadui, query: { busiTypeCode: 'dxhd' } });
    expect(again.data.map((r) => r.id)).toEqual(['fd-dxhd']);
  });

  it('enables a draft only when its steps can run, publishing its version', async () => {
    const now = new Date();
    await t.db.insert(flowDefinitions).values([
      { id: 'fd-draft-ok', busiTypeCode: 'tsjb', busiTypeName: '投诉举报', name: '投诉举报简易流程', version: 2, status: 'draft', steps: [{ key: 'a', name: '大队受理', receiver: { kind: 'level', value: 3 }, actions: ['approve', 'close'] }], createdAt: now, updatedAt: now },
      { id: 'fd-draft-bad', busiTypeCode: 'tsjb', busiTypeName: '投诉举报', name: '投诉举报草稿', status: 'draft', steps: [], createdAt: now, updatedAt: now },
    ]);
    expect(await setStatus('disable', ['fd-draft-ok'])).toMatchObject({ code: 400, msg: '流程“投诉举报简易流程”尚未启用，无需停用' });
    expect(await setStatus('enable', ['fd-draft-ok', 'fd-draft-bad'])).toMatchObject({ code: 400, msg: '流程“投诉举报草稿”不能启用：流程至少需要一个审批步骤' });
    expect((await detail('fd-draft-ok')).data.status).toBe('draft');
    expect(await t.db.select().from(flowDefinitionVersions).where(eq(flowDefinitionVersions.definitionId, 'fd-draft-ok'))).toEqual([]);
    expect((await setStatus('enable', ['fd-draft-ok'])).code).toBe(0);
    expect((await flowDefinitionSnapshot(t.db, 'fd-draft-ok', 2)).steps[0].name).toBe('大队受理');
  });

  it('needs menu 11002 for the list, detail and status changes; the runtime only a session', async () => {
    expect((await page({}, 'fazhi')).code).toBe(0);
    expect((await detail('fd-fcys', 'fazhi')).code).toBe(0);
    expect((await page({}, 'dadui')).code).toBe(403);
    expect((await detail('fd-fcys', 'dadui')).code).toBe(403);
    expect((await setStatus('disable', ['fd-fcys'], 'dadui')).code).toBe(403);
    expect((await detail('fd-fcys')).data.status).toBe('enabled');
    expect((await t.call('GET', '/flow/runtime/queryFlowDefList')).code).toBe(408);
  });
});

describe('validateFlowDefinition', () => {
  const base = { name: '复查申请审批流程', busiTypeCode: 'fcys' };

  it('accepts a runnable definition', () => {
    expect(validateFlowDefinition({ ...base, steps: [step('a', { receiver: { kind: 'level', value: 3 }, timeLimitHours: 24 }), step('b', { receiver: { kind: 'role', value: 'r-fazhi' }, actions: ['approve', 'reject', 'reback'] })] })).toEqual([]);
  });

  it('needs a name, a business type and at least one step', () => {
    expect(validateFlowDefinition({ steps: [] })).toEqual(['流程名称不能为空', '业务类型不能为空', '流程至少需要一个审批步骤']);
    expect(validateFlowDefinition({ ...base })).toEqual(['流程至少需要一个审批步骤']);
  });

  it('needs unique step keys', () => {
    expect(validateFlowDefinition({ ...base, steps: [step('a'), step('b'), step('a')] })).toEqual(['第3步的步骤标识a与第1步重复']);
  });

  it('needs a receiver on every step, with the value its kind asks for', () => {
    const problems = validateFlowDefinition({
      ...base,
      steps: [
        step('a', { receiver: undefined }),
        step('b', { receiver: { kind: 'everyone' } }),
        step('c', { receiver: { kind: 'level', value: 9 } }),
        step('d', { receiver: { kind: 'organ' } }),
        step('e', { receiver: { kind: 'role', value: ' ' } }),
      ],
    });
    expect(problems).toEqual([
      '第1步“步骤a”缺少接收人',
      '第2步“步骤b”的接收人类型不正确',
      '第3步“步骤c”的接收单位层级应为0到6的整数',
      '第4步“步骤d”缺少接收单位',
      '第5步“步骤e”缺少接收角色',
    ]);
  });

  it('knows the actions and the other step fields', () => {
    const problems = validateFlowDefinition({
      ...base,
      steps: [step('a', { actions: [] }), step('b', { actions: ['approve', 'sign'] }), step('c', { timeLimitHours: 0 }), { key: '1x', name: '', receiver: { kind: 'leader' }, actions: ['end'] }, 'step'],
    });
    expect(problems).toEqual([
      '第1步“步骤a”至少需要一个可用操作',
      '第2步“步骤b”的操作sign不存在',
      '第3步“步骤c”的办理时限应为大于0的小时数',
      '第4步的步骤标识应以字母开头，只含字母、数字、下划线或短横线',
      '第4步缺少步骤名称',
      '第5步格式不正确',
    ]);
  });

  it('says with each definition what may be done with it and whether saving publishes a version', async () => {
    const enabled = (await detail('fd-dxhd')).data;
    expect(enabled).toMatchObject({ status: 'enabled', savePublishes: true, allows: ['edit', 'paperwork', 'business', 'disable'] });
    expect(await setStatus('disable', ['fd-dxhd'])).toMatchObject({ code: 0 });
    expect((await detail('fd-dxhd')).data).toMatchObject({ savePublishes: false, allows: ['edit', 'paperwork', 'business', 'enable', 'delete'] });
    expect((await page({ status: 'disabled' })).data.records.find((r) => r.id === 'fd-dxhd')!.allows).toContain('delete');
    expect(await setStatus('enable', ['fd-dxhd'])).toMatchObject({ code: 0 });
  });
});
