/**
 * The visited tabs of the main area. Pure: the shell sends tags.open on every navigation to a page and
 * navigates when the machine emits tags.navigate (a close moved the active tab elsewhere).
 */
import { assign, enqueueActions, setup } from 'xstate';
import {
  activateTab,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  findTab,
  initialTagsState,
  openTab,
  orderTabs,
  refreshTab,
  setPinned,
  type TabInput,
  type TagsState,
} from './rules';

export interface TagsInput {
  /** Tabs that are always there and cannot close (the Dashboard). */
  affixTabs: TabInput[];
}

export type TagsEvent =
  | { type: 'tags.open'; tab: TabInput }
  | { type: 'tags.activate'; fullPath: string }
  /** returnTo: the path that becomes active instead of the neighbour (going back to a parent page). */
  | { type: 'tags.close'; fullPath: string; returnTo?: string; silent?: boolean }
  | { type: 'tags.closeOthers'; fullPath: string }
  | { type: 'tags.closeLeft'; fullPath: string }
  | { type: 'tags.closeRight'; fullPath: string }
  | { type: 'tags.closeAll' }
  | { type: 'tags.refresh'; fullPath: string }
  | { type: 'tags.pin'; fullPath: string }
  | { type: 'tags.unpin'; fullPath: string }
  /** Logout: every tab closes, the affix tabs remain. */
  | { type: 'tags.reset' };

export type TagsEmitted = { type: 'tags.navigate'; fullPath: string; query: string };

type CloseEvent = Extract<
  TagsEvent,
  { type: 'tags.close' | 'tags.closeOthers' | 'tags.closeLeft' | 'tags.closeRight' | 'tags.closeAll' }
>;

function applyClose(state: TagsState, event: CloseEvent): TagsState {
  switch (event.type) {
    case 'tags.close':
      return closeTab(state, event.fullPath, event.returnTo);
    case 'tags.closeOthers':
      return closeOthers(state, event.fullPath);
    case 'tags.closeLeft':
      return closeLeft(state, event.fullPath);
    case 'tags.closeRight':
      return closeRight(state, event.fullPath);
    case 'tags.closeAll':
      return closeAll(state);
  }
}

export const tagsViewMachine = setup({
  types: {
    context: {} as TagsState,
    events: {} as TagsEvent,
    input: {} as TagsInput,
    emitted: {} as TagsEmitted,
  },
  actions: {
    closeAndAnnounce: enqueueActions(({ context, event, enqueue }) => {
      const next = applyClose(context, event as CloseEvent);
      enqueue.assign(next);
      const silent = event.type === 'tags.close' && event.silent;
      if (silent || !next.activePath || next.activePath === context.activePath) return;
      const target = findTab(next, next.activePath);
      if (target) enqueue.emit({ type: 'tags.navigate', fullPath: target.fullPath, query: target.query });
    }),
  },
}).createMachine({
  id: 'tagsView',
  context: ({ input }) => initialTagsState(input.affixTabs),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'tags.open': { actions: assign(({ context, event }) => openTab(context, event.tab)) },
        'tags.activate': { actions: assign(({ context, event }) => activateTab(context, event.fullPath)) },
        'tags.close': { actions: 'closeAndAnnounce' },
        'tags.closeOthers': { actions: 'closeAndAnnounce' },
        'tags.closeLeft': { actions: 'closeAndAnnounce' },
        'tags.closeRight': { actions: 'closeAndAnnounce' },
        'tags.closeAll': { actions: 'closeAndAnnounce' },
        'tags.refresh': { actions: assign(({ context, event }) => refreshTab(context, event.fullPath)) },
        'tags.pin': {
          actions: assign(({ context, event }) => orderTabs(setPinned(context, event.fullPath, true))),
        },
        'tags.unpin': {
          actions: assign(({ context, event }) => orderTabs(setPinned(context, event.fullPath, false))),
        },
        'tags.reset': {
          actions: assign(({ context }) => ({
            ...initialTagsState(context.tabs.filter((tab) => context.affixPaths.includes(tab.fullPath))),
          })),
        },
      },
    },
  },
});
