import { findRouteByName } from '../../../src/catalogue';

export interface ScreenGrants<K extends string> {
  menuId: number;
  buttons: Record<K, number>;
}

/**
 * The menu id and button ids of a catalogue screen, so the server enforces exactly the ids the client
 * hides buttons by (never typed twice). Fails at start-up when the catalogue lacks the screen or a button.
 */
export function screenGrants<K extends string>(routeName: string, buttonKeys: readonly K[]): ScreenGrants<K> {
  const route = findRouteByName(routeName);
  if (!route?.menuId) throw new Error(`catalogue route ${routeName} has no menu id`);
  const buttons = {} as Record<K, number>;
  for (const key of buttonKeys) {
    const id = route.buttons[key];
    if (id === undefined) throw new Error(`catalogue route ${routeName} has no button ${key}`);
    buttons[key] = id;
  }
  return { menuId: route.menuId, buttons };
}
