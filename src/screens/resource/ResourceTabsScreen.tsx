/**
 * The list route of a resource group: one tab per definition, each the generic list with its own filters,
 * paging and actions. The open tab is kept in the URL (`?tab=<name>`, so going back from a child page
 * returns to it) and in the session (so opening the menu again does too).
 */
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { FlatRoute } from '../../catalogue';
import type { ResourceGroup } from '../../resources/group';
import { ResourceListScreen } from './ResourceListScreen';

export const TAB_QUERY = 'tab';
const storageKey = (routeName: string) => `resourceTab:${routeName}`;

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

export interface ResourceTabsScreenProps {
  group: ResourceGroup;
  route: FlatRoute;
}

export function ResourceTabsScreen({ group, route }: ResourceTabsScreenProps) {
  const [params, setParams] = useSearchParams();
  const names = group.tabs.map((tab) => tab.name);
  const wanted = params.get(TAB_QUERY) ?? storage()?.getItem(storageKey(group.routeName));
  const active = wanted && names.includes(wanted) ? wanted : names[0];

  const choose = (name: string) => {
    storage()?.setItem(storageKey(group.routeName), name);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_QUERY, name);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Tabs.Root value={active} onValueChange={(details) => choose(details.value)} lazyMount variant="line" data-testid={`resource-tabs-${group.routeName}`}>
      <Tabs.List px={{ base: '3', md: '5' }} pt="2">
        {group.tabs.map((tab) => (
          <Tabs.Trigger key={tab.name} value={tab.name} data-testid={`resource-tab-${tab.name}`}>
            {tab.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {group.tabs.map((tab) => (
        <Tabs.Content key={tab.name} value={tab.name} p="0">
          <ResourceListScreen definition={tab} route={route} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
