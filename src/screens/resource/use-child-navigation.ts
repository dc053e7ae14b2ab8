/** Opening a definition's child pages (detail, form) with this page as their parent. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { openChild } from '../../app/layout/navigation';
import { findRouteByName, type FlatRoute } from '../../catalogue';

/** Opens a catalogue route with this page as its parent (breadcrumb and 返回), carrying `query`. */
export function useOpenRoute(parent: FlatRoute): (routeName: string, query?: Record<string, string>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (routeName: string, query?: Record<string, string>) => {
      const target = findRouteByName(routeName);
      if (!target) return;
      openChild(navigate, target.fullPath, { name: parent.title, path: location.pathname + location.search }, query);
    },
    [navigate, location.pathname, location.search, parent.title],
  );
}

/** Opens a child page; `id` travels as the `id` query parameter, or as `param` (e.g. 'parentId'). */
export function useOpenChild(parent: FlatRoute): (routeName: string, id?: string, param?: string) => void {
  const openRoute = useOpenRoute(parent);
  return useCallback((routeName: string, id?: string, param = 'id') => openRoute(routeName, id ? { [param]: id } : undefined), [openRoute]);
}
