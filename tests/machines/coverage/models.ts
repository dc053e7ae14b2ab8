/**
 * One coverage model per registry entry. The sample (src/machines/samples.ts) gives the input and a payload
 * for every event; a model adds the other inputs and payloads that take each guard's other way and each
 * invoked actor's other outcome, and tells the walk which context matters when it would grow without end.
 * A machine added to the registry needs a model here, or its coverage test fails.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { doneEventOf, errorEventOf } from '../../../src/machines/actor-events';
import { findMachine } from '../../../src/machines/registry';
import { SAMPLE_WORK, sampleFor, type EventPayload } from '../../../src/machines/samples';
import type { CoverageModel } from './walk';

const machineOf = (id: string) => findMachine(id)!.machine;
const sampleOutput = (id: string, event: string) => (sampleFor(id)!.events[event] as { output: Record<string, unknown> }).output;
const json = (value: unknown) => JSON.stringify(value);

function sessionModel(): CoverageModel {
  const machine = machineOf('session');
  const login = doneEventOf(machine, 'authenticating');
  const loadUser = doneEventOf(machine, 'loadingUser');
  return {
    // No cookie (login first), and a token found at boot (straight to loading the user).
    inputs: [undefined, { token: 'sample-token', user: { userId: 'u-sample', name: '示例用户', userCode: 'sample', zgdwid: 'o-sample' } }],
    variants: {
      // A user who must change the password gets the throttled reminder.
      [login]: [{ output: { ...sampleOutput('session', login), needChangePassword: true } }],
      // A menu tree that is not an array: 'roles must be a non-null array'.
      [loadUser]: [{ output: { ...sampleOutput('session', loadUser), roles: null } }],
    },
  };
}

const tagsViewModel = (): CoverageModel => ({
  // Refresh counters grow for ever; the tabs, their pins and the active one are what the rules read.
  serialize: (snapshot) => {
    const { tabs, activePath } = snapshot.context as { tabs: { fullPath: string; pinned: boolean }[]; activePath?: string };
    return json([snapshot.value, tabs.map((tab) => [tab.fullPath, tab.pinned]), activePath]);
  },
});

function resourceListModel(): CoverageModel {
  const machine = machineOf('resourceList');
  return {
    variants: {
      [doneEventOf(machine, 'loading')]: [
        { output: { rows: [], total: 0 } },
        // Rows remain but not on this page (its last rows were deleted): one page back.
        { output: { rows: [], total: 5 } },
      ],
      // A toolbar action that runs without asking.
      'action.request': [{ key: 'export', rows: [] }],
    },
  };
}

function resourceFormModel(): CoverageModel {
  const machine = machineOf('resourceForm');
  return {
    inputs: [sampleFor('resourceForm')!.input, { mode: 'create', defaults: { name: '' } }],
    variants: { [errorEventOf(machine, 'submitting')]: [{ error: { message: '名称已存在' } }] },
  };
}

const STARTER = 'u-starter';
const PEOPLE = ['u-handler', 'u-leader'];
const someoneBut = (userId: string | null) => PEOPLE.find((each) => each !== userId)!;

interface FlowContext {
  assigneeId: string | null;
  handover: { fromUserId: string } | null;
  holders: Record<string, string>;
}

/** The moves of the people who may act now: the assignee, the giver of the pending hand-over, the starter. */
function approvalFlowModel(): CoverageModel {
  const flow = (snapshot: AnyMachineSnapshot) => snapshot.context as FlowContext;
  const byAssignee = (extra: (assignee: string) => EventPayload) => (snapshot: AnyMachineSnapshot) => {
    const { assigneeId } = flow(snapshot);
    return assigneeId ? [{ actorId: assigneeId, ...extra(assigneeId) }] : [];
  };
  const handing = byAssignee((assignee) => ({ assigneeId: someoneBut(assignee), opinion: '同意' }));
  return {
    variants: {
      'flow.send': [{ actorId: STARTER, assigneeId: PEOPLE[0] }],
      'flow.submit': [{ actorId: STARTER, assigneeId: PEOPLE[1] }],
      'flow.approve': handing,
      'flow.transfer': handing,
      'flow.forward': handing,
      'flow.reject': byAssignee(() => ({ opinion: '不同意' })),
      'flow.reback': byAssignee(() => ({ opinion: '请补充' })),
      'flow.close': byAssignee(() => ({})),
      'flow.end': (snapshot) => [{ actorId: flow(snapshot).assigneeId ?? STARTER }],
      'flow.revoke': (snapshot) => {
        const { handover } = flow(snapshot);
        return handover ? [{ actorId: handover.fromUserId }] : [];
      },
    },
    // No guard reads the opinion; leaving it out keeps the walk small.
    serialize: (snapshot) => {
      const { assigneeId, handover, holders } = flow(snapshot);
      return json([snapshot.value, assigneeId, handover, holders]);
    },
  };
}

function approvalPageModel(): CoverageModel {
  const machine = machineOf('approvalPage');
  return {
    variants: {
      // The server refused the move (not a conflict): the dialog stays with its message.
      [errorEventOf(machine, 'submitting')]: [{ error: { message: '无权办理该事项' } }],
      // After a conflict the move is no longer allowed: back to the page with a notice.
      [doneEventOf(machine, 'conflict')]: [{ output: { ...SAMPLE_WORK, version: 2, allowedMoves: [] } }],
    },
  };
}

const socketHeartbeatModel = (): CoverageModel => ({
  // The open count grows with every reconnect; whether the link has opened again is what it decides.
  serialize: (snapshot) => {
    const { opens, lastClose } = snapshot.context as { opens: number; lastClose?: unknown };
    return json([snapshot.value, Math.min(opens, 2), lastClose]);
  },
});

const yearRangeModel = (): CoverageModel => ({
  // Started with a range (from the URL): selected at once.
  inputs: [{ currentYear: 2026 }, { currentYear: 2026, start: 2024, end: 2025 }],
  variants: {
    // Text that is not a whole year: committing it reverts.
    'input.change': [{ field: 'end', text: '20' }],
    'range.set': [{}],
  },
  // Paging and the focus move without end; the range, the first click and the typed texts are what the guards read.
  serialize: (snapshot) => {
    const { start, end, anchor, startText, endText } = snapshot.context as Record<string, unknown>;
    return json([snapshot.value, start, end, anchor, startText, endText]);
  },
});

function trackViewerModel(): CoverageModel {
  const machine = machineOf('trackViewer');
  return {
    variants: {
      // 查询 without an officer, and a range with no positions.
      'track.query': [{ query: {} }],
      [doneEventOf(machine, 'loading')]: [{ output: [] }],
      // Seeking to the last point: the next tick pauses, play starts again from the first.
      'playback.seek': [{ index: 2 }],
    },
  };
}

function videoRoomModel(): CoverageModel {
  const machine = machineOf('videoRoom');
  return {
    // An invited officer, who may not end the room.
    inputs: [sampleFor('videoRoom')!.input, { roomId: 'room-sample', userId: 'u-officer', expert: 1, creator: false }],
    variants: {
      // Status 3: the dialog closes.
      [doneEventOf(machine, 'live.poll.checking')]: [{ output: { status: 3 } }],
    },
    // The guards read the failure count and the creator flag; tickets, messages and media switches only multiply the walk.
    serialize: (snapshot) => {
      const { failures, creator } = snapshot.context as { failures: number; creator: boolean };
      return json([snapshot.value, failures, creator]);
    },
  };
}

const builders: Record<string, () => CoverageModel> = {
  trackViewer: trackViewerModel,
  session: sessionModel,
  tagsView: tagsViewModel,
  resourceList: resourceListModel,
  resourceForm: resourceFormModel,
  approvalFlow: approvalFlowModel,
  approvalPage: approvalPageModel,
  socketHeartbeat: socketHeartbeatModel,
  videoRoom: videoRoomModel,
  yearRange: yearRangeModel,
};

export function coverageModelFor(id: string): CoverageModel | undefined {
  return builders[id]?.();
}
