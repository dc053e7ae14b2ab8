import type { Config } from '../config';

/**
 * Where the gateway's three sources live. The REST API and the bundled stand-ins are reached in-process
 * (the gateway's fetch hands a request for INTERNAL_ORIGIN to Fastify's inject, skipping the socket);
 * XXJ_BASE_URL / BLADE_BASE_URL point the other two sources at the real external services.
 */
export const INTERNAL_ORIGIN = 'http://gateway.internal';

export interface Upstreams { api: string; xxj: string; blade: string }

export function resolveUpstreams(cfg: Pick<Config, 'xxjBaseUrl' | 'bladeBaseUrl'>): Upstreams {
  const strip = (u: string) => u.replace(/\/+$/, '');
  return {
    api: `${INTERNAL_ORIGIN}/api`,
    xxj: strip(cfg.xxjBaseUrl ?? `${INTERNAL_ORIGIN}/standins/xxj`),
    blade: strip(cfg.bladeBaseUrl ?? `${INTERNAL_ORIGIN}/standins/blade`),
  };
}
