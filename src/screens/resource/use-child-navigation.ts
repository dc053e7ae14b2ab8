/** Opening a definition's child pages (detail, form) with this page as their parent. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { openChild } from '../../app/layout/navigation';
import { findRouteByName, type FlatRoute } from '../../catalogue';

/** Opens a child page; `id` travels as the `id` query parameter, or as `param` (e.g. 'parentId'). */
export function useOpenChild(parent: FlatRoute): (routeName: string, id?: string, param?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (routeName: string, id?: string, param = 'id') => {
      const target = findRouteByName(routeName);
      if (!target) return;
      openChild(navigate, target.fullPath, { name: parent.title, path: location.pathname + location.search }, id ? { [param]: id } : undefined);
    },
    [navigate, location.pathname, location.search, parent.title],
  );
}
