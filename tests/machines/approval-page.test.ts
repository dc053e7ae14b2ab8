/** The guided approval page's machine, without React: loading, choosing a move, submitting, reloading, errors and conflicts. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { approvalPageMachine, type ApprovalWork, type MoveRequest, type WorkQuery } from '../../src/machines/approval-page';
import type { FlowMove } from '../../src/machines/approval-flow/types';

const conflictError = Object.assign(new Error('该事项已被他人处理，请刷新后重试'), {
  errors: [{ message: '该事项已被他人处理，请刷新后重试', extensions: { code: 'BUSINESS_ERROR', bizCode: 409 } }],
});
const refusedError = Object.assign(new Error('所选办理人不在该步骤的可选范围内'), {
  errors: [{ message: '所选办理人不在该步骤的可选范围内', extensions: { code: 'BUSINESS_ERROR', bizCode: 400 } }],
});

function work(allowedMoves: FlowMove[], version = 2): ApprovalWork {
  return {
    id: 'fw-1', exists: true, busiTypeCode: 'fzsh', busiTypeName: '法制审核', busiInstId: 'case-1', title: '测试案件', version,
    definitionName: '法制审核流程', phase: 'inApproval', phaseName: '审批中', stepName: '法制员审核', opinion: null,
    starterName: '李明辉', starterOrganName: '福田大队', assigneeName: '张丽华', createdAt: '2026-03-01T00:00:00.000Z', finishedAt: null,
    steps: [{ key: 'legalReview', name: '法制员审核', state: 'current', timeLimitHours: 24 }],
    allowedMoves,
    allows: ['talk', 'files'],
    moveNeeds: allowedMoves.map((move) => ({ move, moveName: move, receiver: move === 'approve', opinion: move === 'reject' })),
  };
}

function start(options: { loads?: (() => Promise<ApprovalWork>)[]; run?: (request: MoveRequest) => Promise<unknown>; query?: WorkQuery } = {}) {
  const loaded: WorkQuery[] = [];
  const moves: MoveRequest[] = [];
  let changed = 0;
  const loads = options.loads ?? [];
  const machine = approvalPageMachine.provide({
    actors: {
      loadWork: fromPromise(async ({ input }: { input: WorkQuery }) => {
        loaded.push(input);
        const next = loads.length > 1 ? loads.shift()! : loads[0];
        return next ? next() : work(['approve', 'reject']);
      }),
      runMove: fromPromise(async ({ input }: { input: MoveRequest }) => {
        moves.push(input);
        return options.run?.(input);
      }),
    },
    actions: { workChanged: () => void changed++ },
  });
  const actor = createActor(machine, { input: { query: options.query ?? { flowWorkId: 'fw-1' } } }).start();
  return { actor, loaded, moves, changes: () => changed };
}

describe('approval-page machine', () => {
  const notices: string[] = [];
  beforeEach(() => {
    notices.length = 0;
    setNotifier({ success: (m) => notices.push(m), error: () => {}, info: () => {}, warning: () => {} });
  });
  afterEach(() => resetNotifier());

  it('loads the work by id or by business record, then is ready', async () => {
    const { actor, loaded } = start({ query: { busiTypeCode: 'fzsh', busiInstId: 'case-1' } });
    expect(actor.getSnapshot().value).toBe('loading');
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.work?.allowedMoves).toEqual(['approve', 'reject']);
    expect(loaded).toEqual([{ busiTypeCode: 'fzsh', busiInstId: 'case-1' }]);
  });

  it('a failed load says why and loads again on reload', async () => {
    let calls = 0;
    const { actor } = start({ loads: [async () => (calls++ === 0 ? Promise.reject(new Error('流程事项不存在')) : work(['approve']))] });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('流程事项不存在');
    actor.send({ type: 'page.reload' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.error).toBeUndefined();
  });

  it('opens only a move the server allows; cancelling closes the dialog', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'reback' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'move.choose', move: 'reject' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.move).toBe('reject');
    actor.send({ type: 'move.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.move).toBeUndefined();
  });

  it('submits the move, says 操作成功, refreshes elsewhere and reloads the work with its new moves', async () => {
    const { actor, moves, loaded, changes } = start({ loads: [async () => work(['approve', 'reject']), async () => work(['revoke'], 3)] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'approve' });
    actor.send({ type: 'move.submit', values: { assigneeId: 'u-9', opinion: '同意。' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(moves).toEqual([expect.objectContaining({ move: 'approve', values: { assigneeId: 'u-9', opinion: '同意。' } })]);
    expect(moves[0].work.version).toBe(2);
    expect(notices).toEqual(['操作成功']);
    expect(changes()).toBe(1);
    expect(loaded).toHaveLength(2);
    expect(done.context).toMatchObject({ move: undefined, draft: {}, work: { version: 3, allowedMoves: ['revoke'] } });
  });

  it('a first send reloads the new work by the id it now has', async () => {
    const draft = { ...work(['send'], 0), id: null, exists: false };
    const { actor, loaded } = start({ query: { busiTypeCode: 'fzsh', busiInstId: 'case-1' }, loads: [async () => draft, async () => work(['revoke'], 2)] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'send' });
    actor.send({ type: 'move.submit', values: { assigneeId: 'u-2' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.work?.exists === true);
    expect(loaded[1]).toEqual({ busiTypeCode: 'fzsh', busiInstId: 'case-1' });
  });

  it('a refused move keeps the dialog, the input and the server message; submitting again clears the message', async () => {
    let attempt = 0;
    const { actor, moves } = start({ run: async () => (attempt++ === 0 ? Promise.reject(refusedError) : undefined) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'approve' });
    actor.send({ type: 'move.submit', values: { assigneeId: 'u-1', opinion: '同意' } });
    const refused = await waitFor(actor, (s) => s.matches('choosing') && Boolean(s.context.error));
    expect(refused.context).toMatchObject({ move: 'approve', error: '所选办理人不在该步骤的可选范围内', draft: { assigneeId: 'u-1', opinion: '同意' } });
    actor.send({ type: 'move.submit', values: { assigneeId: 'u-2', opinion: '同意' } });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(moves.map((m) => m.values.assigneeId)).toEqual(['u-1', 'u-2']);
  });

  it('a conflict says so, reloads the work and keeps the typed opinion in the reopened dialog', async () => {
    const { actor, loaded } = start({ loads: [async () => work(['approve', 'reject'], 2), async () => work(['approve', 'reject'], 3)], run: async () => Promise.reject(conflictError) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'reject' });
    actor.send({ type: 'move.submit', values: { opinion: '材料不全，请补充。' } });
    const again = await waitFor(actor, (s) => s.matches('choosing') && s.context.work?.version === 3);
    expect(again.context).toMatchObject({ move: 'reject', error: '该事项已被他人处理，请刷新后重试', draft: { opinion: '材料不全，请补充。' } });
    expect(loaded).toHaveLength(2);
    expect(notices).toEqual([]);
  });

  it('a conflict that took the move away returns to the page with the message, and the opinion comes back for the same move', async () => {
    const { actor } = start({ loads: [async () => work(['reject'], 2), async () => work([], 3)], run: async () => Promise.reject(conflictError) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'reject' });
    actor.send({ type: 'move.submit', values: { opinion: '不同意。' } });
    const back = await waitFor(actor, (s) => s.matches('ready') && s.context.work?.version === 3);
    expect(back.context).toMatchObject({ notice: '该事项已被他人处理，请刷新后重试', error: undefined, draft: { opinion: '不同意。' } });
    // The work now allows nothing: the move cannot be chosen again.
    actor.send({ type: 'move.choose', move: 'reject' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a failed reload after a move ends in failed, from where the page reloads', async () => {
    let calls = 0;
    const { actor } = start({ loads: [async () => (calls++ === 1 ? Promise.reject(new Error('网络异常')) : work(['close']))] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'close' });
    actor.send({ type: 'move.submit', values: {} });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('网络异常');
    actor.send({ type: 'page.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('a failed reload after a conflict ends in failed too', async () => {
    let calls = 0;
    const { actor } = start({ loads: [async () => (calls++ === 1 ? Promise.reject(new Error('网络异常')) : work(['end']))], run: async () => Promise.reject(conflictError) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.choose', move: 'end' });
    actor.send({ type: 'move.submit', values: {} });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('网络异常');
  });
});
