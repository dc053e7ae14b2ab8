/** The screen of every route a resource definition claims: its list, detail or form. */
import type { AnyResource } from '../../resources/types';
import { viewOf } from '../../resources/registry';
import Placeholder from '../common/Placeholder';
import type { ScreenProps } from '../types';
import { ResourceDetailScreen } from './ResourceDetailScreen';
import { ResourceFormScreen } from './ResourceFormScreen';
import { ResourceListScreen } from './ResourceListScreen';

export function ResourceRouteScreen({ route, definition }: ScreenProps & { definition: AnyResource }) {
  const view = viewOf(definition, route.name);
  if (view === 'list') return <ResourceListScreen key={route.name} definition={definition} route={route} />;
  if (view === 'detail' && definition.detail) return <ResourceDetailScreen definition={definition} route={route} />;
  if ((view === 'create' || view === 'edit' || view === 'form') && definition.form) {
    return <ResourceFormScreen definition={definition} route={route} mode={view === 'form' ? undefined : view} />;
  }
  return <Placeholder route={route} />;
}
