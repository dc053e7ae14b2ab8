/** The session actor for the whole app, and selectors the shell and screens use. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { sessionMachine, type SessionContext } from '../../machines/session';
import type { Grants } from '../../components/grants-context';
import type { SessionPhase } from '../guard/decide-navigation';

export const SessionActorContext = createActorContext(sessionMachine);

type SessionSnapshot = ReturnType<ReturnType<typeof SessionActorContext.useActorRef>['getSnapshot']>;

export function phaseOf(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.matches('ready')) return 'ready';
  if (!snapshot.context.token) return 'anonymous';
  return 'loading';
}

export function useSessionPhase(): SessionPhase {
  return SessionActorContext.useSelector(phaseOf);
}

export function useSessionContext<T>(select: (context: SessionContext) => T): T {
  return SessionActorContext.useSelector((snapshot) => select(snapshot.context));
}

/** Menu and button grants as sets, rebuilt only when the session's lists change. */
export function useSessionGrants(): Grants {
  const menuIds = useSessionContext((context) => context.menuIds);
  const buttons = useSessionContext((context) => context.buttons);
  return useMemo(() => ({ menuIds: new Set(menuIds), buttons: new Set(buttons) }), [menuIds, buttons]);
}
