/** The screen of every route a resource definition (or group of them) claims: its list, tabs, detail or form. */
import type { ResourceEntry } from '../../resources/group';
import { isResourceGroup } from '../../resources/group';
import { ownerOf } from '../../resources/registry';
import Placeholder from '../common/Placeholder';
import type { ScreenProps } from '../types';
import { ResourceDetailScreen } from './ResourceDetailScreen';
import { ResourceFormScreen } from './ResourceFormScreen';
import { ResourceListScreen } from './ResourceListScreen';
import { ResourceTabsScreen } from './ResourceTabsScreen';

export function ResourceRouteScreen({ route, resource }: ScreenProps & { resource: ResourceEntry }) {
  const owner = ownerOf(resource, route.name);
  if (owner?.view === 'tabs' && isResourceGroup(resource)) return <ResourceTabsScreen key={route.name} group={resource} route={route} />;
  if (!owner || owner.view === 'tabs') return <Placeholder route={route} />;
  const { view, definition } = owner;
  if (view === 'list') return <ResourceListScreen key={route.name} definition={definition} route={route} />;
  if (view === 'detail' && definition.detail) return <ResourceDetailScreen definition={definition} route={route} />;
  if ((view === 'create' || view === 'edit' || view === 'form') && definition.form) {
    return <ResourceFormScreen definition={definition} route={route} mode={view === 'form' ? undefined : view} />;
  }
  return <Placeholder route={route} />;
}
