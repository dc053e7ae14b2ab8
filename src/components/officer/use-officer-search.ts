/**
 * Officers by name over /tw/lawOfficer/getZhifaryuan, asked AUTOCOMPLETE_DELAY_MS (500 ms, document 2 §9)
 * after the last keystroke; a newer keystroke cancels the pending ask. Used by the track viewer's officer
 * field and the video dispatch invitee picker.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DELAY_MS } from '../../constants/timings';
import { GetZhifaryuanDocument } from '../../graphql/generated/graphql';

export interface OfficerOption {
  userId: string;
  username: string;
  organName?: string | null;
}

export interface OfficerSearch {
  options: OfficerOption[];
  /** An ask is pending or running. */
  busy: boolean;
  /** The shown options answer the typed name (none found is an answer). */
  searched: boolean;
}

export function useOfficerSearch(typed: string, enabled = true): OfficerSearch {
  const client = useApolloClient();
  const [state, setState] = useState<OfficerSearch>({ options: [], busy: false, searched: false });
  useEffect(() => {
    const name = typed.trim();
    if (!enabled || !name) {
      setState({ options: [], busy: false, searched: false });
      return;
    }
    let live = true;
    setState((now) => ({ ...now, busy: true }));
    const timer = setTimeout(async () => {
      const result = await client.query({ query: GetZhifaryuanDocument, variables: { userName: name }, fetchPolicy: 'network-only' }).catch(() => null);
      if (!live) return;
      const options = (result?.data?.getZhifaryuan ?? []).flatMap((o) => (o ? [o] : []));
      setState({ options, busy: false, searched: true });
    }, AUTOCOMPLETE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, enabled, client]);
  return state;
}
