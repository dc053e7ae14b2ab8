/** The form machine's calls, from a resource definition and the Apollo client. */
import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { FormMode, FormValues, LoadedRecord, SubmitInput, SubmitResult } from '../../machines/resource-form';
import type { AnyResource } from '../../resources/types';
import { dataText } from '../../components/data/messages';
import { formValidator } from './form-validator';

/** Without `toValues`, the form takes the detail row's fields named like its values. */
export function valuesFromRow(definition: AnyResource, row: Record<string, unknown>): FormValues {
  const form = definition.form!;
  if (form.toValues) return form.toValues(row) as FormValues;
  const defaults = form.defaults as FormValues;
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, row[key] ?? defaults[key]]));
}

export function formActors(client: ApolloClient, definition: AnyResource, mode: FormMode, query?: URLSearchParams) {
  return {
    loadRecord: fromPromise(async ({ input }: { input: { id: string } }): Promise<LoadedRecord> => {
      const detail = definition.detail;
      if (!detail) throw new Error(dataText.notFound);
      const result = await client.query({ query: detail.document, variables: detail.variables(input.id), fetchPolicy: 'network-only' });
      const row = detail.select(result.data) as Record<string, unknown> | null | undefined;
      if (!row) throw new Error(dataText.notFound);
      return { row, values: valuesFromRow(definition, row) };
    }),
    validate: fromPromise(async ({ input }: { input: FormValues }): Promise<FormValues> => formValidator(definition).validate(input, mode) as Promise<FormValues>),
    submit: fromPromise(async ({ input }: { input: SubmitInput }): Promise<SubmitResult> => {
      const { create, createUnder, update } = definition.form!;
      if (input.mode === 'edit' && update) {
        await client.mutate({ mutation: update.document, variables: update.variables(input.row, input.values) });
        return;
      }
      if (input.mode === 'create' && createUnder && query?.get(createUnder.param)) {
        await client.mutate({ mutation: createUnder.document, variables: createUnder.variables(input.values) });
        return;
      }
      if (input.mode === 'create' && create) {
        const result = await client.mutate({ mutation: create.document, variables: create.variables(input.values) });
        return { notice: create.resultNotice?.(result.data, input.values) };
      }
      throw new Error(dataText.notFound);
    }),
  };
}
