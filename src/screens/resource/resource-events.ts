/**
 * "This resource changed" (a form saved): lists of it reload. A list in a hidden tab has its effects
 * paused (React Activity), so besides live listeners every resource keeps a change count; a list that
 * becomes visible again reloads when the count moved while it was away.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
const changes = new Map<string, number>();

export function changeCount(name: string): number {
  return changes.get(name) ?? 0;
}

/** Calls `listener` on every change from now on, and at once if one happened since `seen`. */
export function onResourceChanged(name: string, listener: Listener, seen?: number): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  if (seen !== undefined && changeCount(name) !== seen) listener();
  return () => set.delete(listener);
}

export function resourceChanged(name: string): void {
  changes.set(name, changeCount(name) + 1);
  for (const listener of listeners.get(name) ?? []) listener();
}
