/** Opening a definition's child pages (detail, form) with this page as their parent. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { openChild } from '../../app/layout/navigation';
import { findRouteByName, type FlatRoute } from '../../catalogue';

export function useOpenChild(parent: FlatRoute): (routeName: string, id?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (routeName: string, id?: string) => {
      const target = findRouteByName(routeName);
      if (!target) return;
      openChild(navigate, target.fullPath, { name: parent.title, path: location.pathname + location.search }, id ? { id } : undefined);
    },
    [navigate, location.pathname, location.search, parent.title],
  );
}
