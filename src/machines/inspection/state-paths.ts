/** A state value as the dot paths of its active leaves: what the statechart drawing highlights. */
import type { StateValue } from 'xstate';

/** 'ready' → ['ready']; { ready: 'reminderOpen' } → ['ready.reminderOpen']; parallel regions give one path each. */
export function statePaths(value: StateValue | undefined, prefix = ''): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return child === undefined ? [path] : statePaths(child as StateValue, path);
  });
}

/** 'ready.reminderOpen', or 'ready.reminderOpen, other.leaf' for parallel states. */
export function stateText(value: StateValue | undefined): string {
  return statePaths(value).join(', ');
}
