/**
 * Several definitions on one list route, shown as tabs (模板设置: 文书模板 and 文书). Each tab is a normal
 * definition whose `routeName` is the group's route and whose `name` (machine and storage id) is its own;
 * the route's hidden child pages belong to whichever tab names them as detail or form.
 */
import type { AnyResource } from './types';

export interface ResourceGroup {
  kind: 'group';
  /** Catalogue route of the tabbed list screen: must equal the file name. */
  routeName: string;
  title: string;
  tabs: readonly AnyResource[];
}

/** What a `<route>.resource.ts` default-exports: one definition or a group of them. */
export type ResourceEntry = AnyResource | ResourceGroup;

export function defineResourceGroup(group: Omit<ResourceGroup, 'kind'>): ResourceGroup {
  if (group.tabs.length === 0) throw new Error(`resource group ${group.routeName} has no tabs`);
  const names = new Set<string>();
  for (const tab of group.tabs) {
    if (tab.routeName !== group.routeName) throw new Error(`tab ${tab.name} of ${group.routeName} claims route ${tab.routeName}`);
    if (names.has(tab.name)) throw new Error(`resource group ${group.routeName} has two tabs named ${tab.name}`);
    names.add(tab.name);
  }
  return { kind: 'group', ...group };
}

export const isResourceGroup = (entry: ResourceEntry): entry is ResourceGroup => (entry as ResourceGroup).kind === 'group';

/** The definitions of an entry: the group's tabs, or the definition alone. */
export const definitionsOf = (entry: ResourceEntry): readonly AnyResource[] => (isResourceGroup(entry) ? entry.tabs : [entry]);
