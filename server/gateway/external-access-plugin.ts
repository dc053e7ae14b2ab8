import type { MeshPlugin } from '@graphql-mesh/types';
import { businessError, upstreamError } from './error-codes';
import type { Upstreams } from './upstreams';

type FetchFn = typeof fetch;

/**
 * The xxj figures the public cockpit (/bigscreen-normal) shows without a login: aggregates only. Every
 * other xxj call (the registered companies with their managers' phones) and every Blade call needs a
 * valid session, checked against this server's REST API with the caller's own token.
 */
export const PUBLIC_XXJ_PATHS: readonly string[] = [
  '/statistics/enforcementCount',
  '/statistics/keyHazards',
  '/statistics/temporaryPenalties',
  '/statistics/summary',
  '/statistics/topCaseCauses',
  '/statistics/safetyCheckCases',
];

/** A cheap call that answers only to a valid session (the caller's unit). */
const SESSION_PROBE = '/user/getUserOrgan';
const NOT_LOGGED_IN = '您尚未登录或登录已过期，请重新登录';

const pathOf = (url: string, base: string) => new URL(url.slice(base.length) || '/', 'http://x').pathname;

export function externalAccessPlugin(up: Upstreams, fetchFn: FetchFn): MeshPlugin<Record<string, unknown>> {
  return {
    async onFetch({ url, context }) {
      const source = url.startsWith(`${up.xxj}/`) ? up.xxj : url.startsWith(`${up.blade}/`) ? up.blade : undefined;
      if (!source) return;
      if (source === up.xxj && PUBLIC_XXJ_PATHS.includes(pathOf(url, source))) return;
      const token = (context as { headers?: Record<string, string> } | undefined)?.headers?.token;
      if (!token) throw businessError(NOT_LOGGED_IN, 408);
      const res = await fetchFn(`${up.api}${SESSION_PROBE}`, { headers: { token } });
      if (!res.ok) throw upstreamError();
      const env = (await res.json()) as { code?: number; msg?: string };
      if (env.code !== 0) throw businessError(env.msg ?? NOT_LOGGED_IN, env.code ?? 408);
    },
  };
}
