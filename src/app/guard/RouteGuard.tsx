/**
 * The navigation guard: progress bar, document.title, and the redirect decision of
 * decideNavigation (no token → /login, token + /login → target, loading → wait, unknown → /404).
 */
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import NProgress from '../progress';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { EDIT_PASSWORD_ROUTE_NAME, findRouteByName, publicPaths, routeByPath } from '../../catalogue';
import { layout } from '../../messages/layout';
import { resolvePath, type RouteTable } from '../routing/route-table';
import { SessionActorContext, useSessionContext, useSessionPhase } from '../session/session-context';
import { decideNavigation } from './decide-navigation';
import { documentTitle } from './document-title';

function SessionLoading() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return (
    <Center h="100dvh" data-testid="session-loading">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.500" />
        <Text color="fg.muted">{layout.loadingSession}</Text>
      </Stack>
    </Center>
  );
}

export function RouteGuard({ table, children }: { table: RouteTable; children: ReactNode }) {
  const location = useLocation();
  const phase = useSessionPhase();
  const session = SessionActorContext.useActorRef();
  const open = useMemo(() => publicPaths(), []);
  const mustChangePassword = useSessionContext((context) => context.needChangePassword);
  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    phase,
    publicPaths: open,
    resolve: (pathname) => resolvePath(table, pathname),
    changePasswordPath: mustChangePassword ? findRouteByName(EDIT_PASSWORD_ROUTE_NAME)?.fullPath : undefined,
  });

  // A short progress pulse on every navigation; lazy screens keep it running while they load.
  useEffect(() => {
    NProgress.start();
    const frame = requestAnimationFrame(() => NProgress.done());
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  useEffect(() => {
    document.title = documentTitle(routeByPath(location.pathname)?.title);
  }, [location.pathname]);

  // The password reminder is due on every page while the password must change (the machine throttles).
  useEffect(() => {
    if (phase === 'ready') session.send({ type: 'session.remindPassword' });
  }, [phase, location.pathname, session]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <SessionLoading />;
  return <>{children}</>;
}
