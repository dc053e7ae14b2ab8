/**
 * A resource form: (edit) loading → editing → validating → submitting → done; a failed submit shows
 * the server's message and keeps the form (error), a version conflict (409) keeps the user's input and
 * says so (conflict; the user may reload the latest record or submit again). Calls live in the actors
 * `loadRecord`, `validate` and `submit`, provided by the screen from the resource definition.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '../../lib/notify';
import { common } from '../../messages/common';
import { fieldErrorsOf, isConflict, messageOf } from './failure';
import type {
  FormValues,
  LoadedRecord,
  ResourceFormContext,
  ResourceFormEvent,
  ResourceFormInput,
  SubmitInput,
  SubmitResult,
} from './types';

function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`resource-form actor "${name}" must be provided`);
  };
}

export const resourceFormMachine = setup({
  types: {
    context: {} as ResourceFormContext,
    events: {} as ResourceFormEvent,
    input: {} as ResourceFormInput,
  },
  actors: {
    loadRecord: fromPromise<LoadedRecord, { id: string }>(notProvided('loadRecord')),
    /** Resolves with the values to send (cast by the schema), rejects with the field messages. */
    validate: fromPromise<FormValues, FormValues>(notProvided('validate')),
    submit: fromPromise<SubmitResult, SubmitInput>(notProvided('submit')),
  },
  actions: {
    takeValues: assign(({ event }) =>
      event.type === 'form.submit' ? { values: event.values, fieldErrors: {}, error: undefined } : {},
    ),
    notifySuccess: () => notify.success(common.operationSuccess),
  },
  guards: {
    isEdit: ({ context }) => context.mode === 'edit',
  },
}).createMachine({
  id: 'resourceForm',
  context: ({ input }) => ({ mode: input.mode, id: input.id, values: { ...input.defaults }, fieldErrors: {} }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      invoke: {
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            row: event.output.row,
            values: { ...context.values, ...event.output.values },
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    loadFailed: {
      on: { 'form.retry': { target: 'loading' } },
    },
    editing: {
      on: { 'form.submit': { target: 'validating', actions: 'takeValues' } },
    },
    validating: {
      invoke: {
        src: 'validate',
        input: ({ context }) => context.values,
        // The schema's cast (trimmed strings, numbers) is what gets sent.
        onDone: { target: 'submitting', actions: assign(({ event }) => ({ values: event.output })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ fieldErrors: fieldErrorsOf(event.error) })) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ mode: context.mode, id: context.id, row: context.row, values: context.values }),
        onDone: { target: 'done', actions: ['notifySuccess', assign(({ event }) => ({ notice: event.output?.notice }))] },
        onError: [
          {
            guard: ({ event }) => isConflict(event.error),
            target: 'conflict',
            actions: assign(({ event }) => ({ error: messageOf(event.error) })),
          },
          { target: 'error', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        ],
      },
    },
    /** The server refused: its message is shown above the form, every value is still there. */
    error: {
      on: {
        'form.submit': { target: 'validating', actions: 'takeValues' },
        'form.dismiss': { target: 'editing', actions: assign({ error: undefined }) },
      },
    },
    /** Someone else saved first: the input is kept; reloading fetches the latest version. */
    conflict: {
      on: {
        'form.submit': { target: 'validating', actions: 'takeValues' },
        'form.reload': { target: 'loading' },
        'form.dismiss': { target: 'editing', actions: assign({ error: undefined }) },
      },
    },
    done: { type: 'final' },
  },
});
