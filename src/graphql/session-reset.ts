/**
 * What a session's end resets in the GraphQL layer (the Apollo cache, the graphql-ws socket), without
 * importing that layer: /login never loads Apollo, so its modules register here once they load, and the
 * session's actors call resetGraphqlSession whatever has loaded.
 */
type Reset = () => Promise<unknown> | void;

const resets = new Set<Reset>();

export function onGraphqlSessionReset(reset: Reset): void {
  resets.add(reset);
}

export async function resetGraphqlSession(): Promise<void> {
  await Promise.all([...resets].map((reset) => reset()));
}
