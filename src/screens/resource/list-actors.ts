/** The list machine's calls, from a resource definition and the Apollo client. */
import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { ActionResult, ListRow, PageData } from '../../machines/resource-list';
import type { AnyResource, ListQuery } from '../../resources/types';

export function fetchPageFor(client: ApolloClient, definition: AnyResource) {
  return async (query: ListQuery): Promise<PageData> => {
    const { list } = definition;
    const result = await client.query({ query: list.document, variables: list.variables(query), fetchPolicy: 'network-only' });
    const page = list.select(result.data);
    const rows = (page?.records ?? []).filter((row: unknown): row is ListRow => row !== null && row !== undefined);
    return { rows, total: page?.total ?? 0 };
  };
}

interface ActionRun {
  key: string;
  rows: ListRow[];
  comment?: string;
}

export function runActionFor(client: ApolloClient, definition: AnyResource) {
  return async ({ key, rows, comment }: ActionRun): Promise<ActionResult> => {
    const action = definition.actions?.find((each) => each.key === key);
    if (!action) throw new Error(`unknown action "${key}"`);
    if (action.run) {
      await action.run(rows, { comment });
      return;
    }
    if (!action.document) return;
    const result = await client.mutate({ mutation: action.document, variables: action.variables?.(rows, { comment }) ?? {} });
    return { notice: action.resultNotice?.(result.data, rows) };
  };
}

export function listActors(client: ApolloClient, definition: AnyResource) {
  return {
    fetchPage: fromPromise(({ input }: { input: ListQuery }) => fetchPageFor(client, definition)(input)),
    runAction: fromPromise(({ input }: { input: ActionRun }) => runActionFor(client, definition)(input)),
  };
}
