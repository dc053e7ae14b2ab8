/**
 * The resource form machine run for a flow-definition page: it loads the definition (edit), validates,
 * submits, and on a 409 keeps the user's input and says so. Each page gives its own values and mutation.
 */
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { useGoBack } from '../../../app/layout/navigation';
import { dataText } from '../../../components/data/messages';
import type { FlowDefinitionDetailQuery } from '../../../graphql/generated/graphql';
import { flowDefinitionCalls } from '../../../resources/flow-definition-form';
import { inspect } from '../../../machines/inspection';
import { resourceFormMachine, type FormValues, type LoadedRecord, type SubmitInput, type SubmitResult } from '../../../machines/resource-form';
import { resourceChanged } from '../../resource/resource-events';

export type FlowRow = NonNullable<FlowDefinitionDetailQuery['flowDefinitionDetail']>;

/** The definition name of lcgl.resource.ts: its list reloads after a save. */
const RESOURCE_NAME = 'flowDefinition';

export interface FlowFormOptions<V extends FieldValues> {
  id?: string;
  defaults: V;
  toValues: (row: FlowRow) => V;
  validate: (values: V) => Promise<V>;
  submit: (values: V, row: FlowRow | undefined) => Promise<unknown>;
  /** The page's react-hook-form reset: the loaded definition replaces the defaults once. */
  reset: UseFormReset<V>;
}

export function useFlowForm<V extends FieldValues>({ id, defaults, toValues, validate, submit, reset }: FlowFormOptions<V>) {
  const client = useApolloClient();
  const goBack = useGoBack();
  const mode = id ? 'edit' : 'create';
  const calls = useRef({ toValues, validate, submit });
  calls.current = { toValues, validate, submit };
  const logic = useMemo(
    () =>
      resourceFormMachine.provide({
        actors: {
          loadRecord: fromPromise(async ({ input }: { input: { id: string } }): Promise<LoadedRecord> => {
            const { detail } = flowDefinitionCalls;
            const { data } = await client.query({ query: detail.document, variables: detail.variables(input.id), fetchPolicy: 'network-only' });
            const row = data ? detail.select(data) : undefined;
            if (!row) throw new Error(dataText.notFound);
            return { row, values: calls.current.toValues(row) as FormValues };
          }),
          validate: fromPromise(async ({ input }: { input: FormValues }) => (await calls.current.validate(input as V)) as FormValues),
          submit: fromPromise(async ({ input }: { input: SubmitInput }): Promise<SubmitResult> => {
            await calls.current.submit(input.values as V, input.row as FlowRow | undefined);
          }),
        },
      }),
    [client],
  );
  const [state, send] = useMachine(logic, { input: { mode, id, defaults: defaults as FormValues }, inspect });
  const row = state.context.row as FlowRow | undefined;

  // The loaded definition fills the form once; a reload after a conflict only refreshes the row version,
  // so the user's input stays.
  const [filled, setFilled] = useState(!id);
  useEffect(() => {
    if (!row || filled) return;
    reset(toValues(row));
    setFilled(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row]);

  const done = state.matches('done');
  useEffect(() => {
    if (!done) return;
    resourceChanged(RESOURCE_NAME);
    goBack();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  return {
    row,
    state,
    /** The definition is not in the form yet (a reload after a conflict keeps the form on screen). */
    loading: !filled,
    busy: state.matches('validating') || state.matches('submitting'),
    save: (values: V) => send({ type: 'form.submit', values: values as FormValues }),
    reload: () => send({ type: 'form.reload' }),
    retry: () => send({ type: 'form.retry' }),
    goBack,
  };
}
