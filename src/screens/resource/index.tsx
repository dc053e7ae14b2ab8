/**
 * The generic resource screens, code-split: one lazy screen per resource loads the screens' code and
 * the definition (or group of definitions) together (so neither is in the first load), and is reused for the resource's routes.
 */
import { lazy } from 'react';
import { loadResource, resourceForRoute, resourceRouteNames } from '../../resources/registry';
import type { ScreenComponent, ScreenProps } from '../types';

const screens = new Map<string, ScreenComponent>();

function screenOf(listRoute: string): ScreenComponent {
  let screen = screens.get(listRoute);
  if (!screen) {
    screen = lazy(async () => {
      const [resource, { ResourceRouteScreen }] = await Promise.all([loadResource(listRoute), import('./ResourceRouteScreen')]);
      return { default: (props: ScreenProps) => <ResourceRouteScreen {...props} resource={resource} /> };
    });
    screens.set(listRoute, screen);
  }
  return screen;
}

export function resourceScreenFor(routeName: string): ScreenComponent | undefined {
  const listRoute = resourceForRoute(routeName);
  return listRoute ? screenOf(listRoute) : undefined;
}

export { resourceRouteNames };
