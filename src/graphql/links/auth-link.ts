/** Adds the session token as the `token` header of every GraphQL HTTP request. */
import { ApolloLink } from '@apollo/client/link';
import { TOKEN_HEADER } from '../../constants/api';
import { getToken } from '../../lib/auth-storage';

export function createAuthLink(readToken: () => string | undefined = getToken): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = readToken();
    if (token) {
      operation.setContext(({ headers }) => ({ headers: { ...(headers as Record<string, string>), [TOKEN_HEADER]: token } }));
    }
    return forward(operation);
  });
}
