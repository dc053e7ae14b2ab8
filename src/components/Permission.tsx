/**
 * Button permissions (document 1 §6): an element is removed when the user's button list lacks its id;
 * an element with no permission id is always shown.
 */
import { useCallback, type ReactNode } from 'react';
import { useGrants } from './grants-context';

export function hasPermission(buttons: ReadonlySet<number>, id: number | undefined | null): boolean {
  return id === undefined || id === null || buttons.has(id);
}

/** `can(id)` is true when the user holds button `id`, or when there is no id. */
export function usePermission(): (id?: number | null) => boolean {
  const { buttons } = useGrants();
  return useCallback((id?: number | null) => hasPermission(buttons, id), [buttons]);
}

export interface PermissionProps {
  /** The button id; absent means always shown. */
  id?: number | null;
  children: ReactNode;
  /** Rendered instead when the user lacks the id (nothing by default). */
  fallback?: ReactNode;
}

export function Permission({ id, children, fallback = null }: PermissionProps) {
  const can = usePermission();
  return <>{can(id) ? children : fallback}</>;
}
