/**
 * The Apollo Client of the SPA: error link (the error catalogue) → auth link (token header) →
 * HTTP to /graphql, or graphql-ws for subscriptions.
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { OperationTypeNode } from 'graphql';
import { GRAPHQL_PATH } from '../constants/api';
import { createAuthLink } from './links/auth-link';
import { createErrorLink } from './links/error-link';
import { createWsLink, getWsClient, resetWsClient } from './links/ws-link';
import { onGraphqlSessionReset } from './session-reset';

export interface ApolloClientOptions {
  uri?: string;
  fetch?: typeof fetch;
  /** Link used for subscriptions; defaults to the shared graphql-ws socket. */
  subscriptionLink?: ApolloLink;
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const http = new HttpLink({ uri: options.uri ?? GRAPHQL_PATH, fetch: options.fetch });
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    options.subscriptionLink ?? createWsLink(),
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(), createAuthLink(), transport]),
    cache: new InMemoryCache(),
  });
}

let sharedClient: ApolloClient | undefined;

/** The app's client, for providers and for machine actors outside React. */
export function getApolloClient(): ApolloClient {
  sharedClient ??= createApolloClient();
  return sharedClient;
}

/** After logout: forget cached data and close the socket so the next user starts clean. */
export async function resetApolloSession(): Promise<void> {
  await Promise.all([sharedClient?.clearStore(), resetWsClient()]);
}

onGraphqlSessionReset(() => sharedClient?.clearStore());

export { getWsClient, resetWsClient };
