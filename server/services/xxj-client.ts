import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createInjectFetch } from '../gateway/inject-fetch';
import { withUpstreamAuth } from '../gateway/upstream-auth';
import { resolveUpstreams } from '../gateway/upstreams';

/**
 * Calls the xxj statistics service from the server the way the gateway does: the bundled stand-in
 * in-process unless XXJ_BASE_URL names the real one, with its bearer token fetched and cached.
 */
export function xxjClient(app: FastifyInstance, config: Config) {
  const upstreams = resolveUpstreams(config);
  const fetchFn = withUpstreamAuth(createInjectFetch(app), upstreams, config);
  return {
    async get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
      const search = new URLSearchParams(query).toString();
      const res = await fetchFn(`${upstreams.xxj}${path}${search ? `?${search}` : ''}`);
      if (!res.ok) throw new Error(`xxj ${path} answered ${res.status}`);
      return (await res.json()) as T;
    },
  };
}
