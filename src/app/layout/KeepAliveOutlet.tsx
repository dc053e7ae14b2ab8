/**
 * The main area: every visited tab keeps its screen mounted (state, form input, filters, page) and
 * only the active one is shown; React's Activity hides the others and pauses their effects. Each tab
 * is its own scroll container, so its scroll position survives switching. A refresh bumps the key.
 */
import { Box } from '@chakra-ui/react';
import { Activity, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { FlatRoute } from '../../catalogue';
import { screenFor } from '../../screens/registry';
import { TagsActorContext } from '../tags/tags-context';
import { ScreenBoundary } from './ScreenBoundary';

function TabPane({ active, fullPath, children }: { active: boolean; fullPath: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    if (active && ref.current) ref.current.scrollTop = scrollTop.current;
  }, [active]);
  return (
    <Box
      ref={ref}
      flex="1"
      minH="0"
      overflowY="auto"
      display={active ? 'block' : 'none'}
      onScroll={(event) => {
        scrollTop.current = event.currentTarget.scrollTop;
      }}
      data-testid="tab-pane"
      data-path={fullPath}
    >
      {children}
    </Box>
  );
}

export interface KeepAliveOutletProps {
  current: FlatRoute;
  pages: ReadonlyMap<string, FlatRoute>;
}

export function KeepAliveOutlet({ current, pages }: KeepAliveOutletProps) {
  const location = useLocation();
  const { tabs, refreshKeys } = TagsActorContext.useSelector((snapshot) => snapshot.context);
  const panes = tabs.some((tab) => tab.fullPath === current.fullPath)
    ? tabs
    : [...tabs, { fullPath: current.fullPath, query: location.search }];

  return (
    <>
      {panes.map((tab) => {
        const route = pages.get(tab.fullPath);
        if (!route) return null;
        const active = tab.fullPath === current.fullPath;
        const Screen = screenFor(route.name);
        // Each pane sees its own location, so a hidden screen keeps reading its own query.
        const paneLocation = active ? location : { pathname: tab.fullPath, search: tab.query, hash: '', state: null, key: tab.fullPath };
        return (
          <TabPane key={`${tab.fullPath}#${refreshKeys[tab.fullPath] ?? 0}`} active={active} fullPath={tab.fullPath}>
            <Activity mode={active ? 'visible' : 'hidden'}>
              <Routes location={paneLocation}>
                <Route
                  path="*"
                  element={
                    <ScreenBoundary>
                      <Screen route={route} />
                    </ScreenBoundary>
                  }
                />
              </Routes>
            </Activity>
          </TabPane>
        );
      })}
    </>
  );
}
