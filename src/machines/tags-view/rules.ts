/** Pure rules of the visited tabs: which can close, what closing does, who becomes active. */

export interface VisitedTab {
  fullPath: string;
  /** Route name (catalogue). */
  name: string;
  title: string;
  /** The query string of the last visit, with its leading '?', or ''. */
  query: string;
  pinned: boolean;
  /** Where "back" returns to from this tab (the parent page of a child page). */
  backPath?: string;
}

export interface TagsState {
  tabs: VisitedTab[];
  activePath?: string;
  /** Paths whose tabs can never close (the Dashboard). */
  affixPaths: string[];
  /** Bumped by refresh so the tab's view remounts. */
  refreshKeys: Record<string, number>;
}

export type TabInput = Omit<VisitedTab, 'pinned' | 'query'> & { query?: string; pinned?: boolean };

export function isClosable(state: Pick<TagsState, 'affixPaths'>, tab: VisitedTab): boolean {
  return !tab.pinned && !state.affixPaths.includes(tab.fullPath);
}

export function findTab(state: TagsState, fullPath: string): VisitedTab | undefined {
  return state.tabs.find((tab) => tab.fullPath === fullPath);
}

export function openTab(state: TagsState, input: TabInput): TagsState {
  const existing = findTab(state, input.fullPath);
  const tab: VisitedTab = {
    fullPath: input.fullPath,
    name: input.name,
    title: input.title,
    query: input.query ?? existing?.query ?? '',
    pinned: input.pinned ?? existing?.pinned ?? false,
    backPath: input.backPath ?? existing?.backPath,
  };
  const tabs = existing
    ? state.tabs.map((current) => (current.fullPath === tab.fullPath ? tab : current))
    : [...state.tabs, tab];
  return { ...state, tabs, activePath: tab.fullPath };
}

export function activateTab(state: TagsState, fullPath: string): TagsState {
  return findTab(state, fullPath) ? { ...state, activePath: fullPath } : state;
}

/** Keeps the tabs that pass `keep`; the active tab, when removed, hands over to `fallback`. */
function keepTabs(state: TagsState, keep: (tab: VisitedTab, index: number) => boolean, fallback?: string): TagsState {
  const tabs = state.tabs.filter((tab, index) => keep(tab, index) || !isClosable(state, tab));
  const activeSurvives = tabs.some((tab) => tab.fullPath === state.activePath);
  const refreshKeys = Object.fromEntries(
    Object.entries(state.refreshKeys).filter(([path]) => tabs.some((tab) => tab.fullPath === path)),
  );
  let activePath = state.activePath;
  if (!activeSurvives) {
    activePath = tabs.some((tab) => tab.fullPath === fallback) ? fallback : tabs.at(-1)?.fullPath;
  }
  return { ...state, tabs, activePath, refreshKeys };
}

/** The neighbour that takes over when `fullPath` closes: the tab to its right, else to its left. */
export function neighbourOf(state: TagsState, fullPath: string): string | undefined {
  const index = state.tabs.findIndex((tab) => tab.fullPath === fullPath);
  if (index < 0) return undefined;
  return (state.tabs[index + 1] ?? state.tabs[index - 1])?.fullPath;
}

export function closeTab(state: TagsState, fullPath: string, returnTo?: string): TagsState {
  const tab = findTab(state, fullPath);
  if (!tab || !isClosable(state, tab)) return state;
  const fallback = returnTo && returnTo !== fullPath ? returnTo : neighbourOf(state, fullPath);
  return keepTabs(state, (current) => current.fullPath !== fullPath, fallback);
}

export function closeOthers(state: TagsState, fullPath: string): TagsState {
  if (!findTab(state, fullPath)) return state;
  return keepTabs({ ...state, activePath: fullPath }, (tab) => tab.fullPath === fullPath, fullPath);
}

function indexOf(state: TagsState, fullPath: string): number {
  return state.tabs.findIndex((tab) => tab.fullPath === fullPath);
}

export function closeLeft(state: TagsState, fullPath: string): TagsState {
  const pivot = indexOf(state, fullPath);
  if (pivot < 0) return state;
  return keepTabs(state, (_, index) => index >= pivot, fullPath);
}

export function closeRight(state: TagsState, fullPath: string): TagsState {
  const pivot = indexOf(state, fullPath);
  if (pivot < 0) return state;
  return keepTabs(state, (_, index) => index <= pivot, fullPath);
}

/** Keeps the Dashboard and pinned tabs. */
export function closeAll(state: TagsState): TagsState {
  return keepTabs(state, () => false, state.affixPaths[0]);
}

export function refreshTab(state: TagsState, fullPath: string): TagsState {
  if (!findTab(state, fullPath)) return state;
  return { ...state, refreshKeys: { ...state.refreshKeys, [fullPath]: (state.refreshKeys[fullPath] ?? 0) + 1 } };
}

export function setPinned(state: TagsState, fullPath: string, pinned: boolean): TagsState {
  if (!findTab(state, fullPath)) return state;
  return { ...state, tabs: state.tabs.map((tab) => (tab.fullPath === fullPath ? { ...tab, pinned } : tab)) };
}

/** Pinned tabs stay together after the affix tabs, in the order they were pinned in the bar. */
export function orderTabs(state: TagsState): TagsState {
  const rank = (tab: VisitedTab) => (state.affixPaths.includes(tab.fullPath) ? 0 : tab.pinned ? 1 : 2);
  const tabs = state.tabs
    .map((tab, index) => ({ tab, index }))
    .sort((a, b) => rank(a.tab) - rank(b.tab) || a.index - b.index)
    .map(({ tab }) => tab);
  return { ...state, tabs };
}

export function initialTagsState(affixTabs: TabInput[]): TagsState {
  const affixPaths = affixTabs.map((tab) => tab.fullPath);
  const tabs = affixTabs.map((tab) => ({ query: '', ...tab, pinned: false }));
  return { tabs, activePath: undefined, affixPaths, refreshKeys: {} };
}

export function backPathOf(state: TagsState, fullPath: string): string | undefined {
  return findTab(state, fullPath)?.backPath;
}
