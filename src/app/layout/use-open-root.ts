/**
 * What clicking a root menu (or a sidebar item that leads out) does: open its first page; wall screens open in
 * a new browser tab; an external platform opens at the address the external-link call gives, or says it has none.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ExternalLinkType, FlatRoute } from '../../catalogue';
import { ExternalLinkDocument } from '../../graphql/generated/graphql';
import { getApolloClient } from '../../graphql/client';
import { notify } from '../../lib/notify';
import { layout } from '../../messages/layout';
import { entryPathOf, type RouteTable } from '../routing/route-table';

/** Opens the tab inside the click (a tab opened after the reply would be blocked), then points it at the address. */
export async function openExternal(type: ExternalLinkType): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { data } = await getApolloClient().query({ query: ExternalLinkDocument, variables: { type }, fetchPolicy: 'network-only' });
    const url = data?.externalLink?.url;
    if (!url) {
      tab?.close();
      notify.info(layout.externalUnavailable);
      return;
    }
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch {
    tab?.close();
  }
}

export function useOpenRoot(table: RouteTable): (root: FlatRoute) => void {
  const navigate = useNavigate();
  return useCallback(
    (root: FlatRoute) => {
      if (root.external) {
        if (root.externalType) void openExternal(root.externalType);
        else notify.info(layout.externalUnavailable);
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
