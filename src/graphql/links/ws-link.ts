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
import { onGraphqlSessionReset } from '../session-reset';

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
    // The socket-heartbeat machine decides when to reconnect (5 s after a close) and pings (28 s).
    retryAttempts: 0,
    keepAlive: 0,
    ...options,
  });
}

let wsClient: Client | undefined;
/** The shared client's socket while it is connected (graphql-ws tells only on change). */
let openSocket: unknown = null;

export function getWsClient(): Client {
  if (!wsClient) {
    const client = createWsClient();
    client.on('connected', (socket) => {
      if (wsClient === client) openSocket = socket;
    });
    client.on('closed', () => {
      if (wsClient === client) openSocket = null;
    });
    wsClient = client;
  }
  return wsClient;
}

/** The shared socket when it is already connected (an earlier subscription opened it), else null. */
export function connectedWsSocket(): unknown {
  return openSocket;
}

/** Closes the socket for good (logout, token change); the next subscription opens a fresh one. */
export async function resetWsClient(): Promise<void> {
  const previous = wsClient;
  wsClient = undefined;
  openSocket = null;
  await previous?.dispose();
}

onGraphqlSessionReset(resetWsClient);

/** Sends each operation over the current socket, so that a reset socket is picked up. */
export function createWsLink(getClient: () => Client = getWsClient): ApolloLink {
  return new ApolloLink((operation) => new GraphQLWsLink(getClient()).request(operation));
}
