/**
 * Apollo for a part of the shell, its code fetched on first use: /login talks REST only, so the first
 * load carries no GraphQL client. The layout imports ApolloScope itself (it is a lazy chunk already).
 */
import { lazy, Suspense, type ReactNode } from 'react';

/** ApolloScope behind React.lazy: suspends while its code loads. */
export const LazyApolloScope = lazy(() => import('./ApolloScope'));

/** LazyApolloScope with nothing shown while it loads (for parts of the shell that show nothing at first). */
export function WithApollo({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyApolloScope>{children}</LazyApolloScope>
    </Suspense>
  );
}
