import type { FastifyInstance } from 'fastify';
import { INTERNAL_ORIGIN } from './upstreams';

type FetchFn = typeof fetch;

/** A fetch that serves INTERNAL_ORIGIN from the Fastify app itself and everything else from the network. */
export function createInjectFetch(app: FastifyInstance, network: FetchFn = fetch): FetchFn {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(INTERNAL_ORIGIN)) return network(input, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => { headers[k] = v; });
    // In process there is nothing to save: the gateway reads the reply as it is, never compressed.
    delete headers['accept-encoding'];
    const body = init?.body;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.slice(INTERNAL_ORIGIN.length),
      headers,
      payload: body == null ? undefined : typeof body === 'string' ? body : Buffer.from(await new Response(body).arrayBuffer()),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, String(v));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  }) as FetchFn;
}
