/** The app's Apollo client for what a signed-in user sees; loaded lazily (see ./WithApollo). */
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getApolloClient } from '../../graphql/client';

export default function ApolloScope({ children }: { children: ReactNode }) {
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}
