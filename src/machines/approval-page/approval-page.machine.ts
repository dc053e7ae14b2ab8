/**
 * The guided approval page: loading → ready → choosing a move (its dialog) → submitting → reloading the
 * work (its allowed moves change) → ready. A refused move keeps the dialog and its input with the server's
 * message; a conflict (409: someone acted first) reloads the work and, when the move is still allowed,
 * reopens the dialog with what was typed. The calls are the actors `loadWork` and `runMove`; the screen
 * provides them, and `workChanged` (task lists and counts refresh).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '../../lib/notify';
import { common } from '../../messages/common';
import { isConflict, messageOf } from '../resource-form/failure';
import type { ApprovalPageContext, ApprovalPageEvent, ApprovalPageInput, ApprovalWork, MoveRequest, WorkQuery } from './types';

function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`approval-page actor "${name}" must be provided`);
  };
}

const moveAllowed = (work: ApprovalWork | undefined, move: string | undefined) => Boolean(work && move && work.allowedMoves.includes(move as never));

export const approvalPageMachine = setup({
  types: {
    context: {} as ApprovalPageContext,
    events: {} as ApprovalPageEvent,
    input: {} as ApprovalPageInput,
  },
  actors: {
    loadWork: fromPromise<ApprovalWork, WorkQuery>(notProvided('loadWork')),
    runMove: fromPromise<unknown, MoveRequest>(notProvided('runMove')),
  },
  actions: {
    announceSuccess: () => notify.success(common.operationSuccess),
    /** Lists and counts elsewhere that show this work refresh (provided by the screen). */
    workChanged: () => undefined,
    closeDialog: assign({ move: undefined, draft: {}, error: undefined }),
  },
  guards: {
    canChoose: ({ context, event }) => event.type === 'move.choose' && moveAllowed(context.work, event.move),
  },
}).createMachine({
  id: 'approvalPage',
  context: ({ input }) => ({ query: input.query, draft: {} }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadWork',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ work: event.output, error: undefined })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    failed: {
      on: { 'page.reload': { target: 'loading' } },
    },
    ready: {
      on: {
        'move.choose': {
          guard: 'canChoose',
          target: 'choosing',
          // The opinion typed before a conflict comes back when the same move is chosen again.
          actions: assign(({ context, event }) => ({
            move: event.move,
            draft: event.move === context.move ? context.draft : {},
            error: undefined,
            notice: undefined,
          })),
        },
        'page.reload': { target: 'loading' },
      },
    },
    choosing: {
      on: {
        'move.cancel': { target: 'ready', actions: 'closeDialog' },
        'move.submit': { target: 'submitting', actions: assign(({ event }) => ({ draft: event.values, error: undefined })) },
      },
    },
    submitting: {
      invoke: {
        src: 'runMove',
        input: ({ context }) => ({ work: context.work!, move: context.move!, values: context.draft, query: context.query }),
        onDone: { target: 'reloading', actions: ['announceSuccess', 'workChanged'] },
        onError: [
          { guard: ({ event }) => isConflict(event.error), target: 'conflict', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          { target: 'choosing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        ],
      },
    },
    reloading: {
      invoke: {
        src: 'loadWork',
        input: ({ context }) => ({ ...context.query, ...(context.work?.id ? { flowWorkId: context.work.id } : {}) }),
        onDone: { target: 'ready', actions: [assign(({ event }) => ({ work: event.output })), 'closeDialog'] },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    /** Someone acted first: the latest work is loaded; the message and the typed input stay. */
    conflict: {
      invoke: {
        src: 'loadWork',
        input: ({ context }) => ({ ...context.query, ...(context.work?.id ? { flowWorkId: context.work.id } : {}) }),
        onDone: [
          { guard: ({ context, event }) => moveAllowed(event.output, context.move), target: 'choosing', actions: assign(({ event }) => ({ work: event.output })) },
          { target: 'ready', actions: assign(({ context, event }) => ({ work: event.output, notice: context.error, error: undefined })) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
  },
});

export type ApprovalPageMachine = typeof approvalPageMachine;
