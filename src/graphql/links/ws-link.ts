/**
 * The one graphql-ws socket of the browser (subscriptions, notices). Created on first use, connected
 * lazily, with the token sent in connectionParams on every (re)connect. The socket-heartbeat machine
 * owns its life through getWsClient/resetWsClient.
 */
import { ApolloLink } from '@apollo/client/link';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import { GRAPHQL_PATH } from '../../constants/api';
import { getToken } from '../../lib/auth-storage';

/** ws(s)://host/graphql of the page's own origin. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${GRAPHQL_PATH}`;
}

export function createWsClient(options: Partial<ClientOptions> = {}): Client {
  return createClient({
    url: () => graphqlWsUrl(),
    connectionParams: () => ({ token: getToken() }),
    lazy: true,
    ...options,
  });
}

let wsClient: Client | undefined;

export function getWsClient(): Client {
  wsClient ??= createWsClient();
  return wsClient;
}

/** Closes the socket for good (logout, token change); the next subscription opens a fresh one. */
export async function resetWsClient(): Promise<void> {
  const previous = wsClient;
  wsClient = undefined;
  await previous?.dispose();
}

/** Sends each operation over the current socket, so that a reset socket is picked up. */
export function createWsLink(getClient: () => Client = getWsClient): ApolloLink {
  return new ApolloLink((operation) => new GraphQLWsLink(getClient()).request(operation));
}
