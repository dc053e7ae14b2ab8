/** "This resource changed" (a form saved): open lists of it reload even though their tab stayed alive. */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

export function onResourceChanged(name: string, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

export function resourceChanged(name: string): void {
  for (const listener of listeners.get(name) ?? []) listener();
}
