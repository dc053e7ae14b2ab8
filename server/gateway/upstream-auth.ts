import type { Config } from '../config';
import type { Upstreams } from './upstreams';

type FetchFn = typeof fetch;
interface Cached { token: string; expiresAt: number }

/** Refresh a little before the upstream says the token expires. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Adds the credentials the two external services want: xxj a bearer token from its /token call
 * (form-urlencoded, client credentials), Blade a `Blade-Auth` token from blade-auth/oauth/token (fixed basic
 * auth and tenant header). Tokens are cached per process and fetched again once on a 401.
 */
export function withUpstreamAuth(base: FetchFn, up: Upstreams, cfg: Config): FetchFn {
  let xxj: Cached | undefined;
  let blade: Cached | undefined;

  const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const fetchToken = async (url: string, headers: Record<string, string>, body: string): Promise<Cached> => {
    const res = await base(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
    if (!res.ok) throw new Error(`upstream token refused (${res.status})`);
    const json = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new Error('upstream token missing');
    return { token: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 600) * 1000 - EXPIRY_MARGIN_MS };
  };
  const xxjToken = async (force: boolean) => {
    if (force || !xxj || xxj.expiresAt < Date.now()) {
      xxj = await fetchToken(`${up.xxj}/token`, {}, form({ client_id: cfg.xxjClientId, client_secret: cfg.xxjClientSecret, grant_type: 'client_credentials' }));
    }
    return xxj.token;
  };
  const bladeToken = async (force: boolean) => {
    if (force || !blade || blade.expiresAt < Date.now()) {
      blade = await fetchToken(`${up.blade}/blade-auth/oauth/token`, { authorization: `Basic ${cfg.bladeBasicAuth}`, 'tenant-id': cfg.bladeTenantId },
        form({ grant_type: 'password', username: cfg.bladeAccount, password: cfg.bladePassword }));
    }
    return blade.token;
  };

  const call = async (url: string, init: RequestInit | undefined, header: string, prefix: string, token: (force: boolean) => Promise<string>) => {
    const send = async (force: boolean) => {
      const headers = new Headers(init?.headers);
      headers.set(header, `${prefix}${await token(force)}`);
      return base(url, { ...init, headers });
    };
    const first = await send(false);
    return first.status === 401 ? send(true) : first;
  };

  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(`${up.xxj}/`) && !url.startsWith(`${up.xxj}/token`)) return call(url, init, 'authorization', 'Bearer ', xxjToken);
    if (url.startsWith(`${up.blade}/`) && !url.includes('/blade-auth/')) return call(url, init, 'blade-auth', 'bearer ', bladeToken);
    return base(input, init);
  }) as FetchFn;
}
