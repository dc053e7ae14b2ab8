/** The route guard's decision as a pure function (document 2 §2 "Navigation guard"). */
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, normalisePath } from '../../catalogue';
import { REDIRECT_QUERY } from '../../constants/layout';
import type { PathResolution } from '../routing/route-table';

/** anonymous: no token; loading: token but no user info yet (or leaving); ready: grants loaded. */
export type SessionPhase = 'anonymous' | 'loading' | 'ready';

export interface NavigationRequest {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  phase: SessionPhase;
  /** Paths open without a token (/login, /bigscreen-normal). */
  publicPaths: readonly string[];
  /** What the path opens for the signed-in user; consulted only when ready. */
  resolve: (pathname: string) => PathResolution;
  /**
   * Where a person on an initial or expired password must go before anything else (the server refuses
   * every other call until the change); absent when the password is current.
   */
  changePasswordPath?: string;
}

export type NavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

/** A redirect target from the query, accepted only when it is a path of this site. */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (normalisePath(value) === LOGIN_PATH) return undefined;
  return value;
}

export function loginRedirect(pathname: string, search: string): string {
  const target = pathname + search;
  if (normalisePath(pathname) === HOME_PATH && !search) return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_QUERY}=${encodeURIComponent(target)}`;
}

export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const path = normalisePath(request.pathname);
  const isPublic = request.publicPaths.includes(path);

  if (request.phase === 'anonymous') {
    return isPublic ? { kind: 'allow' } : { kind: 'redirect', to: loginRedirect(request.pathname, request.search) };
  }
  if (path === LOGIN_PATH) {
    const target = safeRedirectTarget(new URLSearchParams(request.search).get(REDIRECT_QUERY));
    return { kind: 'redirect', to: target ?? HOME_PATH };
  }
  if (isPublic) return { kind: 'allow' };
  if (request.phase === 'loading') return { kind: 'wait' };
  if (request.changePasswordPath && path !== normalisePath(request.changePasswordPath)) return { kind: 'redirect', to: request.changePasswordPath };
  if (path === NOT_FOUND_PATH) return { kind: 'allow' };

  const resolution = request.resolve(path);
  switch (resolution.kind) {
    case 'page':
    case 'standalone':
      return { kind: 'allow' };
    case 'redirect':
      return { kind: 'redirect', to: resolution.to + request.search };
    case 'unknown':
      return { kind: 'redirect', to: NOT_FOUND_PATH };
  }
}
