/**
 * The approval-flow machine, built from a flow definition: draft → in approval at each step → approved,
 * rejected, revoked or closed. The server runs it to decide whether a move is allowed (and persists the
 * snapshot); the client runs the same module to offer only the allowed moves. A step has only the
 * transitions of the actions its definition allows, so the diagram shows exactly what can happen.
 */
import { and, assign, setup } from 'xstate';
import type { ApprovalFlowContext, ApprovalFlowEvent, ApprovalFlowInput, FlowDefinitionSpec, FlowStepSpec } from './types';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const assigneeOf = (event: ApprovalFlowEvent) => ('assigneeId' in event ? text(event.assigneeId) : '');
const opinionOf = (event: ApprovalFlowEvent) => ('opinion' in event ? text(event.opinion) || null : null);

const flowSetup = setup({
  types: {
    context: {} as ApprovalFlowContext,
    events: {} as ApprovalFlowEvent,
    input: {} as ApprovalFlowInput,
  },
  guards: {
    isStarter: ({ context, event }) => event.actorId === context.starterId,
    isAssignee: ({ context, event }) => context.assigneeId !== null && event.actorId === context.assigneeId,
    /** A receiver other than the person acting. */
    namesReceiver: ({ event }) => assigneeOf(event) !== '' && assigneeOf(event) !== event.actorId,
    hasOpinion: ({ event }) => opinionOf(event) !== null,
    /** The person acting gave the pending hand-over, from this step (null: the start). */
    gaveHandover: ({ context, event }, params: { from: string | null }) =>
      context.handover !== null && context.handover.fromUserId === event.actorId && context.handover.fromStep === params.from,
    heldStep: ({ context }, params: { step: string }) => Boolean(context.holders[params.step]),
  },
  actions: {
    /** The work goes to the receiver the event names; `from` is the step being left (null: the start). */
    handOver: assign(({ context, event }, params: { from: string | null; keepHolder?: boolean }) => ({
      assigneeId: assigneeOf(event),
      holders: params.from && !params.keepHolder ? { ...context.holders, [params.from]: event.actorId } : context.holders,
      handover: { fromStep: params.from, fromUserId: event.actorId },
      opinion: opinionOf(event),
    })),
    /** Back to whoever held `to`. */
    returnTo: assign(({ context, event }, params: { from: string; to: string }) => ({
      assigneeId: context.holders[params.to] ?? null,
      handover: { fromStep: params.from, fromUserId: event.actorId },
      opinion: opinionOf(event),
    })),
    takeBack: assign(({ event }) => ({ assigneeId: event.actorId, handover: null })),
    startRound: assign(({ event }) => ({
      assigneeId: assigneeOf(event),
      holders: {},
      handover: { fromStep: null, fromUserId: event.actorId },
      opinion: opinionOf(event),
    })),
    finish: assign(({ context, event }, params: { at: string | null }) => ({
      assigneeId: null,
      holders: params.at ? { ...context.holders, [params.at]: event.actorId } : context.holders,
      handover: null,
      opinion: opinionOf(event),
    })),
    release: assign(({ event }) => ({ assigneeId: null, handover: null, opinion: opinionOf(event) })),
  },
});

/**
 * A transition of a generated step. The states are built from data, so their config is checked by the
 * tests (every guard both ways) rather than by XState's literal-config types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Transition = any;

/** State id of a step, absolute so transitions can name it from anywhere. */
export const stepStateId = (key: string) => `#approvalFlow.inApproval.${key}`;

function stepState(steps: readonly FlowStepSpec[], index: number) {
  const step = steps[index];
  const previous = steps[index - 1];
  const next = steps[index + 1];
  const allows = (action: FlowStepSpec['actions'][number]) => step.actions.includes(action);
  const on: Record<string, Transition> = {};

  if (allows('approve')) {
    on['flow.approve'] = next
      ? { guard: and(['isAssignee', 'namesReceiver']), target: stepStateId(next.key), actions: { type: 'handOver', params: { from: step.key } } }
      : { guard: 'isAssignee', target: '#approvalFlow.approved', actions: { type: 'finish', params: { at: step.key } } };
  }
  if (allows('reject')) {
    on['flow.reject'] = { guard: and(['isAssignee', 'hasOpinion']), target: '#approvalFlow.rejected', actions: { type: 'finish', params: { at: step.key } } };
  }
  if (allows('reback') && previous) {
    on['flow.reback'] = {
      guard: and(['isAssignee', 'hasOpinion', { type: 'heldStep', params: { step: previous.key } }]),
      target: stepStateId(previous.key),
      actions: { type: 'returnTo', params: { from: step.key, to: previous.key } },
    };
  }
  for (const move of ['transfer', 'forward'] as const) {
    if (allows(move)) {
      on[`flow.${move}`] = {
        guard: and(['isAssignee', 'namesReceiver']),
        target: stepStateId(step.key),
        reenter: true,
        actions: { type: 'handOver', params: { from: step.key, keepHolder: true } },
      };
    }
  }
  if (allows('close')) on['flow.close'] = { guard: 'isAssignee', target: '#approvalFlow.approved', actions: { type: 'finish', params: { at: step.key } } };
  if (allows('end')) on['flow.end'] = { guard: 'isAssignee', target: '#approvalFlow.closed', actions: 'release' };

  // Revoke: the giver of the pending hand-over takes it back, to where it came from. Only from where work
  // can be handed to this step (the previous step approves, this one transfers or forwards, the next one
  // returns), so the diagram has no revoke that could never happen.
  const handsOverHere = (origin: FlowStepSpec) =>
    origin === previous ? origin.actions.includes('approve') : origin === next ? origin.actions.includes('reback') : allows('transfer') || allows('forward');
  const revoke: Transition[] = [];
  if (index === 0) revoke.push({ guard: { type: 'gaveHandover', params: { from: null } }, target: '#approvalFlow.revoked', actions: 'release' });
  for (const origin of [previous, step, next]) {
    if (origin && handsOverHere(origin)) revoke.push({ guard: { type: 'gaveHandover', params: { from: origin.key } }, target: stepStateId(origin.key), reenter: true, actions: 'takeBack' });
  }
  if (revoke.length > 0) on['flow.revoke'] = revoke as Transition;

  return { description: step.name, meta: { stepIndex: index, stepName: step.name }, on };
}

/** The machine of one definition version. */
export function createApprovalFlowMachine(definition: FlowDefinitionSpec) {
  if (definition.steps.length === 0) throw new Error(`flow definition ${definition.id} has no steps`);
  const first = definition.steps[0].key;
  const start = { guard: and(['isStarter', 'namesReceiver']), target: stepStateId(first), actions: 'startRound' } as const;
  const discard = { guard: 'isStarter', target: '#approvalFlow.closed', actions: 'release' } as const;
  return flowSetup.createMachine({
    id: 'approvalFlow',
    description: definition.id,
    context: ({ input }) => ({ starterId: input.starterId, assigneeId: null, holders: {}, handover: null, opinion: null }),
    initial: 'draft',
    states: {
      draft: { description: '草稿', on: { 'flow.send': start, 'flow.end': discard } },
      inApproval: {
        description: '审批中',
        initial: first,
        states: Object.fromEntries(definition.steps.map((step, index) => [step.key, stepState(definition.steps, index)])),
      },
      rejected: { description: '不同意（退回发起人）', on: { 'flow.submit': start, 'flow.end': discard } },
      revoked: { description: '已撤回', on: { 'flow.submit': start, 'flow.end': discard } },
      approved: { description: '已通过', type: 'final' },
      closed: { description: '已终止', type: 'final' },
    },
  });
}

export type ApprovalFlowMachine = ReturnType<typeof createApprovalFlowMachine>;
