/** Chakra (theme), the session and tags-view actors, and the toaster. */
import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { DASHBOARD_ROUTE_NAME, findRouteByName } from '../catalogue';
import { Toaster } from '../components/ui/toaster';
import { getToken, readUserLocal } from '../lib/auth-storage';
import { inspect } from '../machines/inspection';
import { sessionMachine } from '../machines/session';
import type { TabInput } from '../machines/tags-view';
import { InspectionGate } from './inspection/InspectionGate';
import { NoticeLink } from './notice/NoticeLink';
import { VideoDispatchMount } from '../components/video/VideoDispatchMount';
import { createSessionActors } from './session/session-actors';
import { SessionActorContext } from './session/session-context';
import { ShellEffects } from './session/ShellEffects';
import { TagsActorContext } from './tags/tags-context';
import { system } from './theme';

function affixTabs(): TabInput[] {
  const dashboard = findRouteByName(DASHBOARD_ROUTE_NAME);
  return dashboard ? [{ fullPath: dashboard.fullPath, name: dashboard.name, title: dashboard.title }] : [];
}

export function AppProviders({ children }: { children: ReactNode }) {
  const sessionLogic = useMemo(() => sessionMachine.provide({ actors: createSessionActors() }), []);
  const sessionInput = useMemo(() => {
    const token = getToken();
    return { token, user: token ? readUserLocal() : undefined };
  }, []);
  const tagsInput = useMemo(() => ({ affixTabs: affixTabs() }), []);
  return (
    <ChakraProvider value={system}>
      <SessionActorContext.Provider logic={sessionLogic} options={{ input: sessionInput, inspect }}>
        <TagsActorContext.Provider options={{ input: tagsInput, inspect }}>
          <ShellEffects />
          <NoticeLink />
          <VideoDispatchMount />
          <InspectionGate />
          {children}
        </TagsActorContext.Provider>
      </SessionActorContext.Provider>
      <Toaster />
    </ChakraProvider>
  );
}
