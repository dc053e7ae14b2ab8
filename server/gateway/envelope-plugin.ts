import type { MeshPlugin } from '@graphql-mesh/types';
import { businessError, upstreamError } from './error-codes';
import type { Upstreams } from './upstreams';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * Unwraps `{ code, msg, data }` (the REST API: code 0; Blade: code 0 or 200) so every field returns
 * `data`, and turns any other code into a GraphQL error with the server's message. A failed upstream
 * (non-2xx, not JSON) becomes UPSTREAM_ERROR with no URL, header or body in it.
 */
export function envelopePlugin(up: Upstreams): MeshPlugin<Record<string, unknown>> {
  return {
    onFetch({ url }) {
      const isApi = url.startsWith(up.api);
      const isBlade = url.startsWith(up.blade);
      if (!isApi && !isBlade && !url.startsWith(up.xxj)) return undefined;
      if (url.includes('/token')) return undefined;
      return async ({ response, setResponse }) => {
        if (!response.ok) throw upstreamError();
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          throw upstreamError();
        }
        if (!isApi && !isBlade) {
          setResponse(json(body));
          return;
        }
        const env = body as { code?: number; msg?: string; data?: unknown };
        const okCodes = isBlade ? [0, 200] : [0];
        if (typeof env.code !== 'number') throw upstreamError();
        if (!okCodes.includes(env.code)) throw businessError(env.msg ?? '', env.code);
        // A route whose data is null (Void in the schema) answers "no content"; Mesh rejects a JSON null.
        setResponse(env.data === null || env.data === undefined ? new Response(null, { status: 204 }) : json(env.data));
      };
    },
  };
}
