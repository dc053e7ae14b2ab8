import {
  allowedMoves,
  applyMove,
  approveFinishes,
  createApprovalFlowMachine,
  moveEvent,
  phaseOf,
  restoreFlow,
  startFlow,
  stepKeyOf,
  type FlowDefinitionSpec,
  type PersistedFlow,
} from '../../src/machines/approval-flow';

const REVIEW: FlowDefinitionSpec = {
  id: 'fcsq-v1',
  steps: [
    { key: 'handle', name: '大队承办', actions: ['approve', 'transfer', 'forward', 'end', 'reback'] },
    { key: 'leader', name: '大队领导审批', actions: ['approve', 'reject', 'reback', 'transfer', 'close'] },
    { key: 'audit', name: '支队审核', actions: ['approve', 'reject', 'reback'] },
  ],
};
const machine = createApprovalFlowMachine(REVIEW);
const STARTER = 'u-starter';

/** Applies moves in order; each must be allowed. */
function run(moves: [string, string, { assigneeId?: string; opinion?: string }?][], from: PersistedFlow = startFlow(machine, STARTER)): PersistedFlow {
  return moves.reduce((work, [move, actor, details]) => {
    const next = applyMove(machine, work, moveEvent(move as never, actor, details));
    if (!next) throw new Error(`${move} by ${actor} refused at ${JSON.stringify(work.value)}`);
    return next;
  }, from);
}
const refused = (work: PersistedFlow, move: string, actor: string, details?: { assigneeId?: string; opinion?: string }) =>
  applyMove(machine, work, moveEvent(move as never, actor, details)) === null;
const moves = (work: PersistedFlow, actor: string) => allowedMoves(restoreFlow(machine, work), actor);
const at = (work: PersistedFlow) => stepKeyOf(work) ?? phaseOf(work);

describe('approval-flow machine', () => {
  it('starts as a draft that only its starter may send, to someone else', () => {
    const draft = startFlow(machine, STARTER);
    expect(phaseOf(draft)).toBe('draft');
    expect(moves(draft, STARTER)).toEqual(['send', 'end']);
    expect(moves(draft, 'u-other')).toEqual([]);
    expect(refused(draft, 'send', 'u-other', { assigneeId: 'u1' })).toBe(true);
    expect(refused(draft, 'send', STARTER)).toBe(true);
    expect(refused(draft, 'send', STARTER, { assigneeId: STARTER })).toBe(true);
    const sent = run([['send', STARTER, { assigneeId: 'u1', opinion: '请审核' }]]);
    expect(at(sent)).toBe('handle');
    expect(sent.context).toMatchObject({ assigneeId: 'u1', handover: { fromStep: null, fromUserId: STARTER }, opinion: '请审核' });
  });

  it('offers each person only their moves: the assignee the step’s actions, the sender revoke', () => {
    const sent = run([['send', STARTER, { assigneeId: 'u1' }]]);
    expect(moves(sent, 'u1')).toEqual(['approve', 'transfer', 'forward', 'end']);
    expect(moves(sent, STARTER)).toEqual(['revoke']);
    expect(moves(sent, 'u2')).toEqual([]);
  });

  it('revoke: the starter takes back before the receiver acts; then submits again or ends', () => {
    const revoked = run([['send', STARTER, { assigneeId: 'u1' }], ['revoke', STARTER]]);
    expect(phaseOf(revoked)).toBe('revoked');
    expect(moves(revoked, STARTER)).toEqual(['submit', 'end']);
    expect(at(run([['submit', STARTER, { assigneeId: 'u1' }]], revoked))).toBe('handle');
    expect(phaseOf(run([['end', STARTER]], revoked))).toBe('closed');
  });

  it('approve moves to the next step’s chosen receiver; only the assignee approves; the last approve finishes', () => {
    const sent = run([['send', STARTER, { assigneeId: 'u1' }]]);
    expect(refused(sent, 'approve', 'u2', { assigneeId: 'u3' })).toBe(true);
    expect(refused(sent, 'approve', 'u1')).toBe(true);
    expect(approveFinishes(restoreFlow(machine, sent), 'u1')).toBe(false);
    const second = run([['approve', 'u1', { assigneeId: 'u2' }]], sent);
    expect(at(second)).toBe('leader');
    expect(second.context.holders).toEqual({ handle: 'u1' });
    const third = run([['approve', 'u2', { assigneeId: 'u3' }]], second);
    expect(approveFinishes(restoreFlow(machine, third), 'u3')).toBe(true);
    const done = run([['approve', 'u3', { opinion: '同意' }]], third);
    expect(phaseOf(done)).toBe('approved');
    expect(restoreFlow(machine, done).status).toBe('done');
    expect([STARTER, 'u1', 'u2', 'u3'].flatMap((who) => moves(done, who))).toEqual([]);
  });

  it('revoke after approve returns the step to the giver until the receiver acts', () => {
    const second = run([['send', STARTER, { assigneeId: 'u1' }], ['approve', 'u1', { assigneeId: 'u2' }]]);
    expect(moves(second, 'u1')).toEqual(['revoke']);
    expect(moves(second, STARTER)).toEqual([]);
    const back = run([['revoke', 'u1']], second);
    expect(at(back)).toBe('handle');
    expect(back.context).toMatchObject({ assigneeId: 'u1', handover: null });
    const acted = run([['transfer', 'u2', { assigneeId: 'u4' }]], second);
    expect(refused(acted, 'revoke', 'u1')).toBe(true);
  });

  it('transfer and forward keep the step and change the assignee; the giver may revoke', () => {
    const second = run([['send', STARTER, { assigneeId: 'u1' }], ['approve', 'u1', { assigneeId: 'u2' }]]);
    const moved = run([['transfer', 'u2', { assigneeId: 'u4' }]], second);
    expect(at(moved)).toBe('leader');
    expect(moved.context.assigneeId).toBe('u4');
    expect(moved.context.holders).toEqual({ handle: 'u1' });
    expect(refused(second, 'transfer', 'u2', { assigneeId: 'u2' })).toBe(true);
    expect(refused(second, 'forward', 'u2', { assigneeId: 'u5' })).toBe(true);
    expect(run([['revoke', 'u2']], moved).context.assigneeId).toBe('u2');
    const forwarded = run([['send', STARTER, { assigneeId: 'u1' }], ['forward', 'u1', { assigneeId: 'u9' }]]);
    expect(at(forwarded)).toBe('handle');
    expect(forwarded.context.assigneeId).toBe('u9');
    const third = run([['approve', 'u2', { assigneeId: 'u3' }]], second);
    expect(refused(third, 'transfer', 'u3', { assigneeId: 'u4' })).toBe(true);
  });

  it('reject needs an opinion and returns the work to its starter, who may submit a new round', () => {
    const second = run([['send', STARTER, { assigneeId: 'u1' }], ['approve', 'u1', { assigneeId: 'u2' }]]);
    expect(refused(second, 'reject', 'u2')).toBe(true);
    expect(refused(second, 'reject', 'u2', { opinion: '  ' })).toBe(true);
    const rejected = run([['reject', 'u2', { opinion: '材料不全' }]], second);
    expect(phaseOf(rejected)).toBe('rejected');
    expect(rejected.context).toMatchObject({ assigneeId: null, opinion: '材料不全' });
    expect(moves(rejected, STARTER)).toEqual(['submit', 'end']);
    expect(moves(rejected, 'u2')).toEqual([]);
    const again = run([['submit', STARTER, { assigneeId: 'u1' }]], rejected);
    expect(at(again)).toBe('handle');
    expect(again.context.holders).toEqual({});
    expect(refused(run([['send', STARTER, { assigneeId: 'u1' }]]), 'reject', 'u1', { opinion: 'x' })).toBe(true);
  });

  it('reback returns to whoever held the previous step, needs an opinion, never from the first step', () => {
    const sent = run([['send', STARTER, { assigneeId: 'u1' }]]);
    expect(refused(sent, 'reback', 'u1', { opinion: '退回' })).toBe(true);
    const second = run([['approve', 'u1', { assigneeId: 'u2' }]], sent);
    expect(refused(second, 'reback', 'u2')).toBe(true);
    const back = run([['reback', 'u2', { opinion: '补充现场照片' }]], second);
    expect(at(back)).toBe('handle');
    expect(back.context).toMatchObject({ assigneeId: 'u1', opinion: '补充现场照片', handover: { fromStep: 'leader', fromUserId: 'u2' } });
    expect(moves(back, 'u2')).toEqual(['revoke']);
    const undone = run([['revoke', 'u2']], back);
    expect(at(undone)).toBe('leader');
    expect(undone.context.assigneeId).toBe('u2');
  });

  it('close finishes as approved where allowed; end stops the flow where allowed', () => {
    const second = run([['send', STARTER, { assigneeId: 'u1' }], ['approve', 'u1', { assigneeId: 'u2' }]]);
    expect(phaseOf(run([['close', 'u2', { opinion: '办结' }]], second))).toBe('approved');
    expect(refused(second, 'end', 'u2')).toBe(true);
    const sent = run([['send', STARTER, { assigneeId: 'u1' }]]);
    expect(refused(sent, 'close', 'u1')).toBe(true);
    expect(phaseOf(run([['end', 'u1']], sent))).toBe('closed');
    expect(phaseOf(run([['end', STARTER]]))).toBe('closed');
  });

  it('a stored work survives JSON and goes on where it was', () => {
    const second = run([['send', STARTER, { assigneeId: 'u1' }], ['approve', 'u1', { assigneeId: 'u2' }]]);
    const stored = JSON.parse(JSON.stringify(second)) as PersistedFlow;
    expect(moves(stored, 'u2')).toEqual(['approve', 'reject', 'reback', 'transfer', 'close']);
    expect(at(run([['approve', 'u2', { assigneeId: 'u3' }]], stored))).toBe('audit');
  });

  it('draws each step as a state with only its actions', () => {
    const steps = machine.root.states.inApproval.states;
    expect(Object.keys(steps)).toEqual(['handle', 'leader', 'audit']);
    expect(Object.keys(steps.handle.on).sort()).toEqual(['flow.approve', 'flow.end', 'flow.forward', 'flow.revoke', 'flow.transfer']);
    expect(Object.keys(steps.audit.on).sort()).toEqual(['flow.approve', 'flow.reback', 'flow.reject', 'flow.revoke']);
    expect(() => createApprovalFlowMachine({ id: 'empty', steps: [] })).toThrow();
  });
});
