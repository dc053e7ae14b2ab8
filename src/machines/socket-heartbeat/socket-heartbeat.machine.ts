/**
 * The notice link (spec document 2 §4 and §9): one socket, a ping every 28 s, closed when no pong comes
 * within 28 s, reconnected 5 s after a close or an error, and a `notice.resync` on every (re)connect.
 * The machine owns the timing; the socket itself is the invoked callback actor `socket` (graphql-ws in
 * the app, src/app/notice/socket-actor.ts; a fake in tests), which reports `socket.*` events and
 * answers the `socket.ping` command.
 */
import { assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS } from '../../constants/timings';
import type { SocketCommand, SocketHeartbeatContext, SocketHeartbeatEmitted, SocketHeartbeatEvent } from './types';

/** Why the machine itself closed the link (in `notice.linkClosed`). */
export const LINK_TIMEOUT_REASON = 'timeout';
export const LINK_OFFLINE_REASON = 'offline';

export const socketHeartbeatMachine = setup({
  types: {
    context: {} as SocketHeartbeatContext,
    events: {} as SocketHeartbeatEvent,
    emitted: {} as SocketHeartbeatEmitted,
  },
  actors: {
    /** Opens the socket and keeps it while invoked; stopping the actor closes it. Provided by the app. */
    socket: fromCallback<SocketCommand>(({ sendBack }) => {
      // Unprovided (the inspector drawing the machine): a link that never opens.
      sendBack({ type: 'socket.closed', reason: 'socket-heartbeat actor "socket" must be provided' });
    }),
  },
  delays: {
    heartbeatInterval: HEARTBEAT_INTERVAL_MS,
    heartbeatTimeout: HEARTBEAT_TIMEOUT_MS,
    reconnectDelay: RECONNECT_DELAY_MS,
  },
  actions: {
    sendPing: sendTo('socket', { type: 'socket.ping' }),
    countOpen: assign({ opens: ({ context }) => context.opens + 1 }),
    emitResync: emit(({ context }) => ({ type: 'notice.resync' as const, reconnect: context.opens > 1 })),
    emitNotice: emit(({ event }) => {
      if (event.type !== 'socket.notice') throw new Error(`unexpected ${event.type}`);
      return { type: 'notice.received' as const, notice: event.notice };
    }),
    recordClose: assign({
      lastClose: ({ event }) => (event.type === 'socket.closed' ? { code: event.code, reason: event.reason } : undefined),
    }),
    recordTimeout: assign({ lastClose: { reason: LINK_TIMEOUT_REASON } }),
    recordOffline: assign({ lastClose: { reason: LINK_OFFLINE_REASON } }),
    emitClosed: emit(({ context }) => ({ type: 'notice.linkClosed' as const, ...context.lastClose })),
    emitSessionExpired: emit(({ event }) => ({
      type: 'notice.sessionExpired' as const,
      message: event.type === 'socket.refused' ? event.message : undefined,
    })),
  },
}).createMachine({
  id: 'socketHeartbeat',
  context: { opens: 0 },
  initial: 'link',
  states: {
    link: {
      invoke: { id: 'socket', src: 'socket' },
      initial: 'connecting',
      on: {
        'socket.closed': { target: 'closed', actions: 'recordClose' },
        'socket.refused': { target: 'refused' },
        'link.offline': { target: 'closed.offline', actions: 'recordOffline' },
      },
      states: {
        connecting: {
          on: { 'socket.opened': 'open' },
          // A connect that hangs is a link with no answer, like a missing pong.
          after: { heartbeatTimeout: { target: '#socketHeartbeat.closed', actions: 'recordTimeout' } },
        },
        open: {
          type: 'parallel',
          entry: ['countOpen', 'emitResync'],
          states: {
            heartbeat: {
              initial: 'waiting',
              states: {
                waiting: { after: { heartbeatInterval: 'awaitingPong' } },
                awaitingPong: {
                  entry: 'sendPing',
                  on: { 'socket.pong': 'waiting' },
                  after: { heartbeatTimeout: { target: '#socketHeartbeat.closed', actions: 'recordTimeout' } },
                },
              },
            },
            notices: {
              on: { 'socket.notice': { actions: 'emitNotice' } },
            },
          },
        },
      },
    },
    closed: {
      entry: 'emitClosed',
      initial: 'waitingToReconnect',
      on: { 'link.online': '#socketHeartbeat.link' },
      states: {
        waitingToReconnect: {
          after: { reconnectDelay: '#socketHeartbeat.link' },
          on: { 'link.offline': 'offline' },
        },
        /** The browser has no network: no attempts until it reports 'online'. */
        offline: {},
      },
    },
    /** The server no longer accepts the session: the app logs out, which stops this machine. */
    refused: {
      entry: 'emitSessionExpired',
    },
  },
});

export type SocketHeartbeatMachine = typeof socketHeartbeatMachine;
