/** The signed-in user's grants (menu ids and button ids), provided by the shell from the session. */
import { createContext, useContext, type ReactNode } from 'react';

export interface Grants {
  menuIds: ReadonlySet<number>;
  buttons: ReadonlySet<number>;
}

const EMPTY_GRANTS: Grants = { menuIds: new Set(), buttons: new Set() };

const GrantsContext = createContext<Grants>(EMPTY_GRANTS);

export function GrantsProvider({ grants, children }: { grants: Grants; children: ReactNode }) {
  return <GrantsContext.Provider value={grants}>{children}</GrantsContext.Provider>;
}

export function useGrants(): Grants {
  return useContext(GrantsContext);
}
