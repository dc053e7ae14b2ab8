/** Renders a catalogue route's screen with Chakra, a mocked gateway, the tags actor, all grants and a router. */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../../src/app/theme';
import { TagsActorContext } from '../../../src/app/tags/tags-context';
import { allButtonIds, findRouteByName } from '../../../src/catalogue';
import { GrantsProvider } from '../../../src/components/grants-context';
import { screenFor } from '../../../src/screens/registry';
import { createMockLink, type MockOptions, type SentOperation } from './mock-link';

export function renderRoute(routeName: string, options: MockOptions & { search?: string; buttons?: number[] }) {
  const route = findRouteByName(routeName);
  if (!route) throw new Error(`no catalogue route ${routeName}`);
  const sent: SentOperation[] = [];
  const client = new ApolloClient({ link: createMockLink(options, sent), cache: new InMemoryCache() });
  const Screen = screenFor(routeName);
  const grants = { menuIds: new Set<number>(), buttons: new Set(options.buttons ?? allButtonIds()) };
  const view = render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <TagsActorContext.Provider options={{ input: { affixTabs: [] } }}>
          <GrantsProvider grants={grants}>
            <MemoryRouter initialEntries={[route.fullPath + (options.search ?? '')]}>
              <Suspense fallback={<div data-testid="suspended" />}>
                <Screen route={route} />
              </Suspense>
            </MemoryRouter>
          </GrantsProvider>
        </TagsActorContext.Provider>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { ...view, sent, route };
}
