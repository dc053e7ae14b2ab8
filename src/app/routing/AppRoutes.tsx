/** The router: static /login and /404, standalone pages, and every granted layout page. */
import { lazy, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { catalogue, LOGIN_PATH, NOT_FOUND_PATH, routeByPath } from '../../catalogue';
import { GrantsProvider } from '../../components/grants-context';
import { screenFor } from '../../screens/registry';
import { LazyApolloScope } from '../apollo/WithApollo';
import { RouteGuard } from '../guard/RouteGuard';
import { ScreenBoundary } from '../layout/ScreenBoundary';
import { useSessionGrants } from '../session/session-context';
import { buildRouteTable } from './route-table';

// The login page does not load the console's shell.
const Layout = lazy(() => import('../layout/Layout').then((module) => ({ default: module.Layout })));

function StaticScreen({ path }: { path: string }) {
  const route = routeByPath(path);
  if (!route) return null;
  const Screen = screenFor(route.name);
  return (
    <ScreenBoundary>
      <Screen route={route} />
    </ScreenBoundary>
  );
}

/** A standalone page (big screens and the like) of a signed-in user: its screens talk GraphQL. */
function StandaloneScreen({ path }: { path: string }) {
  const route = routeByPath(path);
  if (!route) return null;
  const Screen = screenFor(route.name);
  return (
    <ScreenBoundary>
      <LazyApolloScope>
        <Screen route={route} />
      </LazyApolloScope>
    </ScreenBoundary>
  );
}

export function AppRoutes() {
  const grants = useSessionGrants();
  const table = useMemo(() => buildRouteTable(catalogue, grants.menuIds), [grants.menuIds]);
  return (
    <GrantsProvider grants={grants}>
      <RouteGuard table={table}>
        <Routes>
          <Route path={LOGIN_PATH} element={<StaticScreen path={LOGIN_PATH} />} />
          <Route path={NOT_FOUND_PATH} element={<StaticScreen path={NOT_FOUND_PATH} />} />
          {table.standalonePages.map((route) => (
            <Route key={route.fullPath} path={route.fullPath} element={<StandaloneScreen path={route.fullPath} />} />
          ))}
          <Route
            path="*"
            element={
              <ScreenBoundary>
                <Layout table={table} />
              </ScreenBoundary>
            }
          />
        </Routes>
      </RouteGuard>
    </GrantsProvider>
  );
}
