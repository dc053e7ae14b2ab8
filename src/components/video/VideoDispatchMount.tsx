/** Mounts the video dispatch dialog host for a signed-in user; its code loads only after login. */
import { lazy, Suspense } from 'react';
import { WithApollo } from '../../app/apollo/WithApollo';
import { useSessionPhase } from '../../app/session/session-context';

const VideoDispatchHost = lazy(() => import('./VideoDispatchHost'));

export function VideoDispatchMount() {
  if (useSessionPhase() !== 'ready') return null;
  return (
    <WithApollo>
      <Suspense fallback={null}>
        <VideoDispatchHost />
      </Suspense>
    </WithApollo>
  );
}
