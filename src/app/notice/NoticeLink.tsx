/**
 * The live notice link of a signed-in user: runs the socket-heartbeat machine with the real graphql-ws
 * socket from login to logout (leaving 'ready' unmounts it, which stops the machine and closes the socket).
 */
import { lazy } from 'react';
import { WithApollo } from '../apollo/WithApollo';
import { useSessionPhase } from '../session/session-context';

// Its code (graphql-ws, the Apollo client) loads after login.
const ActiveNoticeLink = lazy(() => import('./ActiveNoticeLink'));

export function NoticeLink() {
  if (useSessionPhase() !== 'ready') return null;
  return (
    <WithApollo>
      <ActiveNoticeLink />
    </WithApollo>
  );
}
