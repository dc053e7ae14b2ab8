/** What clicking a root menu does: open its first page; wall screens open in a new browser tab. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FlatRoute } from '../../catalogue';
import { notify } from '../../lib/notify';
import { layout } from '../../messages/layout';
import { entryPathOf, type RouteTable } from '../routing/route-table';

export function useOpenRoot(table: RouteTable): (root: FlatRoute) => void {
  const navigate = useNavigate();
  return useCallback(
    (root: FlatRoute) => {
      // The external-link call that gives these addresses is not part of the foundation API yet.
      if (root.external) {
        notify.info(layout.externalUnavailable);
        return;
      }
      const target = entryPathOf(table, root);
      if (!target) return;
      if (root.standalone) window.open(target, '_blank', 'noopener');
      else navigate(target);
    },
    [navigate, table],
  );
}
