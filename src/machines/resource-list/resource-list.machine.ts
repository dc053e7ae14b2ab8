/**
 * A resource list: loading → ready | empty | error, with filters, paging (remembered per resource as
 * dspsx), sorting, selection, and actions that may ask first (confirming) and then run (acting); a
 * successful action says 操作成功 and reloads, keeping any notice its reply gave (`notice`) until dismissed. Calls live in the actors `fetchPage` and `runAction`,
 * which the screen provides from the resource definition and tests replace with `.provide`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE } from '../../constants/paging';
import { notify } from '../../lib/notify';
import { common } from '../../messages/common';
import type { ListQuery } from '../../resources/types';
import { cleanFilters, contextFromInput, failureMessage, lastPage, pageBeyondEnd, rowId, toggled } from './context';
import { writePaging } from './paging-memory';
import type { ActionResult, ListRow, PageData, PendingAction, ResourceListContext, ResourceListEvent, ResourceListInput } from './types';

function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`resource-list actor "${name}" must be provided`);
  };
}

type RequestEvent = Extract<ResourceListEvent, { type: 'action.request' }>;

function pendingFrom(event: ResourceListEvent): PendingAction {
  const { type: _type, ...pending } = event as RequestEvent;
  return pending;
}

/** Events that change what is shown: accepted whenever the list is not busy with an action. */
const queryEvents = {
  'list.reload': { target: '#resourceList.loading', reenter: true },
  'filters.apply': { target: '#resourceList.loading', reenter: true, actions: 'applyFilters' },
  'filters.reset': { target: '#resourceList.loading', reenter: true, actions: 'resetFilters' },
  'page.change': { target: '#resourceList.loading', reenter: true, actions: 'changePage' },
  'page.resize': { target: '#resourceList.loading', reenter: true, actions: 'resizePage' },
  'sort.change': { target: '#resourceList.loading', reenter: true, actions: 'changeSort' },
} as const;

export const resourceListMachine = setup({
  types: {
    context: {} as ResourceListContext,
    events: {} as ResourceListEvent,
    input: {} as ResourceListInput,
  },
  actors: {
    fetchPage: fromPromise<PageData, ListQuery>(notProvided('fetchPage')),
    runAction: fromPromise<ActionResult, { key: string; rows: ListRow[]; comment?: string }>(notProvided('runAction')),
  },
  actions: {
    applyFilters: assign(({ context, event }) => {
      if (event.type !== 'filters.apply') return {};
      return { query: { ...context.query, current: DEFAULT_PAGE, filters: cleanFilters(event.filters) } };
    }),
    resetFilters: assign(({ context }) => ({
      query: { ...context.query, current: DEFAULT_PAGE, filters: { ...context.defaultFilters }, sort: context.defaultSort },
    })),
    changePage: assign(({ context, event }) => {
      if (event.type !== 'page.change') return {};
      return { query: { ...context.query, current: Math.max(DEFAULT_PAGE, Math.floor(event.current)) } };
    }),
    resizePage: assign(({ context, event }) => {
      if (event.type !== 'page.resize' || !context.pageSizes.includes(event.size)) return {};
      return { query: { ...context.query, current: DEFAULT_PAGE, size: event.size } };
    }),
    changeSort: assign(({ context, event }) => {
      if (event.type !== 'sort.change') return {};
      return { query: { ...context.query, current: DEFAULT_PAGE, sort: event.sort } };
    }),
    rememberPaging: ({ context }) => writePaging(context.storage, context.name, context.query),
    stepBack: assign(({ context }) => ({
      query: { ...context.query, current: Math.min(context.query.current - 1, lastPage(context.total, context.query.size)) },
    })),
    toggleRow: assign(({ context, event }) =>
      event.type === 'selection.toggle' ? { selected: toggled(context.selected, event.id) } : {},
    ),
    selectAll: assign(({ context }) => ({ selected: context.rows.map((row) => rowId(row, context.rowKey)) })),
    clearSelection: assign({ selected: [] as string[] }),
    holdAction: assign(({ event }) => ({ pending: pendingFrom(event) })),
    dropAction: assign({ pending: undefined }),
    keepComment: assign(({ context, event }) =>
      event.type === 'confirm.accept' && context.pending ? { pending: { ...context.pending, comment: event.comment?.trim() || undefined } } : {},
    ),
    keepNotice: assign(({ event }) => ({ notice: (event as { output?: ActionResult }).output?.notice })),
    notifySuccess: ({ context }) => notify.success(context.pending?.successMessage ?? common.operationSuccess),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    pageBeyondEnd: ({ context }) => pageBeyondEnd(context),
    needsConfirm: ({ event }) => event.type === 'action.request' && (Boolean(event.confirm) || Boolean(event.prompt)),
    promptAnswered: ({ context, event }) =>
      event.type === 'confirm.accept' && (!context.pending?.prompt?.required || (event.comment ?? '').trim() !== ''),
  },
}).createMachine({
  id: 'resourceList',
  context: ({ input }) => contextFromInput(input),
  initial: 'loading',
  // The notice dialog closes whatever the list is doing meanwhile (it reloads right after the action).
  on: { 'notice.dismiss': { actions: assign({ notice: undefined }) } },
  states: {
    loading: {
      entry: 'rememberPaging',
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'settling',
          actions: assign(({ event }) => ({ rows: event.output.rows, total: event.output.total, selected: [], error: undefined })),
        },
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({ error: failureMessage(event.error), rows: [], total: 0, selected: [] })),
        },
      },
      on: queryEvents,
    },
    settling: {
      always: [
        { guard: 'pageBeyondEnd', target: 'loading', actions: 'stepBack' },
        { guard: 'hasRows', target: 'ready' },
        { target: 'empty' },
      ],
    },
    ready: {
      on: {
        ...queryEvents,
        'selection.toggle': { actions: 'toggleRow' },
        'selection.all': { actions: 'selectAll' },
        'selection.clear': { actions: 'clearSelection' },
        'action.request': [
          { guard: 'needsConfirm', target: 'confirming', actions: 'holdAction' },
          { target: 'acting', actions: 'holdAction' },
        ],
      },
    },
    empty: {
      on: {
        ...queryEvents,
        // Toolbar actions need no rows.
        'action.request': [
          { guard: 'needsConfirm', target: 'confirming', actions: 'holdAction' },
          { target: 'acting', actions: 'holdAction' },
        ],
      },
    },
    error: { on: queryEvents },
    confirming: {
      on: {
        'confirm.accept': { guard: 'promptAnswered', target: 'acting', actions: 'keepComment' },
        'confirm.cancel': { target: 'settling', actions: 'dropAction' },
      },
    },
    acting: {
      invoke: {
        src: 'runAction',
        input: ({ context }) => ({ key: context.pending?.key ?? '', rows: context.pending?.rows ?? [], comment: context.pending?.comment }),
        onDone: { target: 'loading', actions: ['notifySuccess', 'keepNotice', 'dropAction'] },
        // The Apollo error link and the REST helper have already shown the server's message.
        onError: { target: 'settling', actions: 'dropAction' },
      },
    },
  },
});
