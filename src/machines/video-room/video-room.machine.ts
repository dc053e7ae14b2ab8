/**
 * One participant's side of a video dispatch room (spec document 2 §4, §7, §9): join (a ticket and the
 * local camera), then, while live, poll the room status every 2 s — status 3 closes the dialog — and keep
 * the signalling call up (reconnecting with a renewed ticket when it drops). Leaving calls lawOffline and
 * closes; the creator may end the room for everyone. After ROOM_POLL_MAX_FAILURES failed polls in a row the
 * error state shows a Chinese message. The calls and the call itself are invoked actors the app provides.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { ROOM_STATUS_POLL_MS } from '../../constants/timings';
import { ROOM_POLL_MAX_FAILURES, VIDEO_RECONNECT_DELAY_MS, VIDEO_ROOM_STATUS } from '../../constants/video';
import { videoText } from '../../messages/video';
import type { CallReport, CloseReason, JoinOutput, StatusOutput, VideoRoomContext, VideoRoomEvent, VideoRoomInput, VideoRoomOutput } from './types';

const unprovided = (name: string) => () => Promise.reject(new Error(`video-room actor "${name}" must be provided`));
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export const videoRoomMachine = setup({
  types: {
    context: {} as VideoRoomContext,
    events: {} as VideoRoomEvent,
    input: {} as VideoRoomInput,
    output: {} as VideoRoomOutput,
  },
  actors: {
    /** Gets a ticket (getWSUrl, unless the input has one) and the local media. */
    join: fromPromise<JoinOutput, VideoRoomInput>(unprovided('join')),
    /** /approval/getRoomStatus. */
    fetchStatus: fromPromise<StatusOutput, { roomId: string }>(unprovided('fetchStatus')),
    /** /approval/replaceWSUrl: a new ticket for the reconnecting socket. */
    renewTicket: fromPromise<JoinOutput, { roomId: string }>(unprovided('renewTicket')),
    /** /approval/lawOffline. */
    leave: fromPromise<unknown, { roomId: string; userId: string; expert: 0 | 1 }>(unprovided('leave')),
    /** /approval/endRoom (creator). */
    end: fromPromise<unknown, { roomId: string }>(unprovided('end')),
    /** The signalling socket and the peer connections, while invoked; reports `call.*`. */
    call: fromCallback<{ type: 'none' }, { wsUrl: string }, CallReport>(() => undefined),
  },
  delays: {
    pollInterval: ROOM_STATUS_POLL_MS,
    reconnectDelay: VIDEO_RECONNECT_DELAY_MS,
  },
  guards: {
    ended: ({ event }) => (event as unknown as { output: StatusOutput }).output.status === VIDEO_ROOM_STATUS.ended,
    tooManyFailures: ({ context }) => context.failures + 1 >= ROOM_POLL_MAX_FAILURES,
    isCreator: ({ context }) => context.creator,
  },
  actions: {
    /** Turns the local tracks on or off (provided by the app). */
    applyMedia: () => undefined,
    /** Stops the camera and microphone (provided by the app). */
    releaseMedia: () => undefined,
    toggleMic: assign({ micOn: ({ context }) => !context.micOn }),
    toggleCamera: assign({ cameraOn: ({ context }) => !context.cameraOn }),
    keepTicket: assign({ wsUrl: ({ event }) => (event as unknown as { output: JoinOutput }).output.wsUrl }),
    recordStatus: assign({ status: ({ event }) => (event as unknown as { output: StatusOutput }).output.status, failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    failPolling: assign({ failures: ({ context }) => context.failures + 1, error: videoText.pollFailed }),
    failJoin: assign({ error: ({ event }) => messageOf((event as unknown as { error: unknown }).error, videoText.joinFailed) }),
    failEnd: assign({ error: ({ event }) => messageOf((event as unknown as { error: unknown }).error, videoText.endFailed) }),
    clearError: assign({ error: undefined, failures: 0 }),
    markEnded: assign({ status: VIDEO_ROOM_STATUS.ended, closeReason: 'ended' as const }),
    markLeft: assign({ closeReason: 'left' as CloseReason }),
    markDismissed: assign({ closeReason: 'dismissed' as CloseReason }),
  },
}).createMachine({
  id: 'videoRoom',
  context: ({ input }) => ({ ...input, failures: 0, micOn: true, cameraOn: true }),
  initial: 'joining',
  states: {
    joining: {
      invoke: {
        src: 'join',
        input: ({ context }) => ({ roomId: context.roomId, userId: context.userId, expert: context.expert, creator: context.creator, wsUrl: context.wsUrl }),
        onDone: { target: 'live', actions: 'keepTicket' },
        onError: { target: 'failed', actions: 'failJoin' },
      },
      on: { 'room.close': { target: 'closed', actions: 'markDismissed' } },
    },
    live: {
      type: 'parallel',
      entry: 'clearError',
      on: {
        'room.leave': 'leaving',
        'call.ended': { target: 'closed', actions: 'markEnded' },
        'media.toggleMic': { actions: ['toggleMic', 'applyMedia'] },
        'media.toggleCamera': { actions: ['toggleCamera', 'applyMedia'] },
      },
      states: {
        poll: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                src: 'fetchStatus',
                input: ({ context }) => ({ roomId: context.roomId }),
                onDone: [
                  { guard: 'ended', target: '#videoRoom.closed', actions: 'markEnded' },
                  { target: 'waiting', actions: 'recordStatus' },
                ],
                onError: [
                  { guard: 'tooManyFailures', target: '#videoRoom.failed', actions: 'failPolling' },
                  { target: 'waiting', actions: 'countFailure' },
                ],
              },
            },
          },
        },
        call: {
          initial: 'session',
          states: {
            session: {
              invoke: { id: 'call', src: 'call', input: ({ context }) => ({ wsUrl: context.wsUrl ?? '' }) },
              initial: 'connecting',
              on: { 'call.lost': 'reconnecting' },
              states: {
                connecting: { on: { 'call.opened': 'connected' } },
                connected: {},
              },
            },
            reconnecting: { after: { reconnectDelay: 'renewing' } },
            renewing: {
              invoke: {
                src: 'renewTicket',
                input: ({ context }) => ({ roomId: context.roomId }),
                onDone: { target: 'session', actions: 'keepTicket' },
                onError: 'reconnecting',
              },
            },
          },
        },
        /** The creator's 结束 runs alongside the call, which stays up until the room has ended. */
        control: {
          initial: 'idle',
          states: {
            idle: { on: { 'room.end': { guard: 'isCreator', target: 'ending' } } },
            ending: {
              invoke: {
                src: 'end',
                input: ({ context }) => ({ roomId: context.roomId }),
                onDone: { target: '#videoRoom.closed', actions: 'markEnded' },
                onError: { target: 'idle', actions: 'failEnd' },
              },
            },
          },
        },
      },
    },
    /** Polling gave up, or joining failed: the message stays until the user retries, leaves or closes. */
    failed: {
      on: {
        'room.retry': { target: 'joining', actions: 'clearError' },
        'room.leave': 'leaving',
        'room.close': { target: 'closed', actions: 'markDismissed' },
      },
    },
    leaving: {
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ roomId: context.roomId, userId: context.userId, expert: context.expert }),
        // The member is out of the call either way; a failed call leaves the server to the creator's end.
        onDone: { target: 'closed', actions: 'markLeft' },
        onError: { target: 'closed', actions: 'markLeft' },
      },
    },
    closed: {
      type: 'final',
      entry: 'releaseMedia',
    },
  },
  output: ({ context }) => ({ reason: context.closeReason ?? 'dismissed' }),
});

export type VideoRoomMachine = typeof videoRoomMachine;
