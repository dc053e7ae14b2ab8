import { decideNavigation, loginRedirect, safeRedirectTarget, type NavigationRequest } from '../../src/app/guard/decide-navigation';
import { documentTitle } from '../../src/app/guard/document-title';
import type { PathResolution } from '../../src/app/routing/route-table';
import { findRouteByName } from '../../src/catalogue';

const users = findRouteByName('dashboard')!;

const resolutions: Record<string, PathResolution> = {
  '/': { kind: 'redirect', to: '/dashboard' },
  '/system': { kind: 'redirect', to: '/system/a' },
  '/dashboard': { kind: 'page', route: users },
  '/bigscreen-normal-origin': { kind: 'standalone', route: users },
  '/xfjc/editPassword': { kind: 'page', route: findRouteByName('editPassword')! },
};

function decide(pathname: string, phase: NavigationRequest['phase'], search = '', changePasswordPath?: string) {
  return decideNavigation({
    pathname,
    search,
    phase,
    publicPaths: ['/login', '/bigscreen-normal'],
    resolve: (path) => resolutions[path] ?? { kind: 'unknown' },
    changePasswordPath,
  });
}

describe('route guard decision', () => {
  it('without a token only /login and /bigscreen-normal open; everything else goes to /login with the target', () => {
    expect(decide('/login', 'anonymous')).toEqual({ kind: 'allow' });
    expect(decide('/bigscreen-normal', 'anonymous')).toEqual({ kind: 'allow' });
    expect(decide('/dashboard', 'anonymous')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(decide('/system/users', 'anonymous', '?id=3')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fusers%3Fid%3D3',
    });
    expect(decide('/404', 'anonymous')).toEqual({ kind: 'redirect', to: '/login?redirect=%2F404' });
    expect(decide('/', 'anonymous')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('with a token /login goes to the redirect target or /', () => {
    expect(decide('/login', 'ready')).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login', 'loading', '?redirect=%2Fsystem%2Fusers')).toEqual({ kind: 'redirect', to: '/system/users' });
    expect(decide('/login', 'ready', '?redirect=https%3A%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('with a token but no user info yet it waits (except on the public cockpit)', () => {
    expect(decide('/dashboard', 'loading')).toEqual({ kind: 'wait' });
    expect(decide('/nowhere', 'loading')).toEqual({ kind: 'wait' });
    expect(decide('/bigscreen-normal', 'loading')).toEqual({ kind: 'allow' });
  });

  it('when ready: pages open, containers redirect, / goes to /dashboard, unknown paths go to /404', () => {
    expect(decide('/dashboard', 'ready')).toEqual({ kind: 'allow' });
    expect(decide('/bigscreen-normal-origin', 'ready')).toEqual({ kind: 'allow' });
    expect(decide('/', 'ready')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide('/system', 'ready', '?a=1')).toEqual({ kind: 'redirect', to: '/system/a?a=1' });
    expect(decide('/no/such/page', 'ready')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/404', 'ready')).toEqual({ kind: 'allow' });
    expect(decide('/dashboard/', 'ready')).toEqual({ kind: 'allow' });
  });

  it('accepts only same-site redirect targets', () => {
    expect(safeRedirectTarget('/a?b=1')).toBe('/a?b=1');
    expect(safeRedirectTarget('//evil.example')).toBeUndefined();
    expect(safeRedirectTarget('http://evil.example')).toBeUndefined();
    expect(safeRedirectTarget('/login')).toBeUndefined();
    expect(safeRedirectTarget(null)).toBeUndefined();
    expect(loginRedirect('/a', '?x=1')).toBe('/login?redirect=%2Fa%3Fx%3D1');
  });

  it('sets document.title from the route title', () => {
    expect(documentTitle('用户管理')).toBe('用户管理 - 消防监督执法综合业务平台');
    expect(documentTitle(undefined)).toBe('消防监督执法综合业务平台');
  });
});

describe('a password to change first', () => {
  it('sends every page but the change-password page there, until the password is changed', () => {
    const edit = '/xfjc/editPassword';
    expect(decide('/dashboard', 'ready', '', edit)).toEqual({ kind: 'redirect', to: edit });
    expect(decide('/system', 'ready', '', edit)).toEqual({ kind: 'redirect', to: edit });
    expect(decide('/nowhere', 'ready', '', edit)).toEqual({ kind: 'redirect', to: edit });
    expect(decide(edit, 'ready', '', edit)).toEqual({ kind: 'allow' });
    expect(decide('/bigscreen-normal', 'ready', '', edit)).toEqual({ kind: 'allow' });
    expect(decide('/dashboard', 'ready')).toEqual({ kind: 'allow' });
  });
});
