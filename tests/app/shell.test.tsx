// @vitest-environment jsdom
/**
 * The whole shell against a fake gateway (fetch answering by operation name): guard, login, route
 * building from the menu tree, layout, tags, keep-alive, permission and logout.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { App } from '../../src/app/App';
import { SCREEN_WAIT } from '../helpers/waits';

const menuTree = [
  { menuId: 1, level: 1, children: [{ menuId: 100, level: 2, children: [{ menuId: 111, level: 4 }, { menuId: 114, level: 4 }] }] },
  {
    menuId: 11000,
    level: 1,
    children: [
      {
        menuId: 11100,
        level: 2,
        children: [
          { menuId: 11101, level: 3, children: [{ menuId: 11102, level: 4 }] },
          { menuId: 11110, level: 3 },
        ],
      },
      { menuId: 11400, level: 2, children: [{ menuId: 11410, level: 3 }] },
    ],
  },
  // A page whose screen is not built yet (自动评价设置): the shell shows its placeholder.
  { menuId: 4000, level: 1, children: [{ menuId: 4200, level: 2, children: [{ menuId: 4210, level: 3 }] }] },
];

const personalInfo = {
  __typename: 'PersonalInfo',
  userId: 7,
  userCode: 'zhangsan',
  name: '张三',
  unitId: 100,
  unitName: '深圳市消防救援支队',
  organLevel: 2,
  leader: false,
  phone: null,
  email: null,
  avatar: null,
  roles: [{ __typename: 'Role', roleId: 1, roleName: '监督员', description: null }],
  menuIds: [1, 100, 11000, 11100, 11101, 11110, 11400, 11410],
  buttonIds: [111, 114, 11102],
  needChangePassword: false,
  passwordChangedAt: null,
  lastLoginAt: null,
};

/** The session's REST routes (login, captcha, user loading and logout talk REST; the screens GraphQL). */
const restAnswers: Record<string, unknown> = {
  '/api/getVerifyCode': { enabled: false, key: '', svg: '' },
  '/api/login': { token: 'tok-1', userId: '7', userCode: 'zhangsan', name: '张三', unitId: '100', needChangePassword: false },
  '/api/user/getPersonalInfo': personalInfo,
  '/api/role/getMenuByUser': menuTree,
  '/api/logout': null,
};

const answers: Record<string, unknown> = {
  GetNotVisitedTotal: { getNotVisitedTotal: { notVisitedTotal: 3 } },
  GetStatisticsByBusiType: {
    getStatisticsByBusiType: [
      { busiTypeCode: 'xfjdjc', busiTypeName: '消防监督检查', count: 5 },
      { busiTypeCode: 'ts', busiTypeName: '举报投诉', count: 2 },
    ],
  },
  GetOnlineUser: { getOnlineUser: [{ userId: 8, userCode: 'lisi', name: '李四', unitName: '福田大队', lastSeenAt: null }] },
  GetReceivePage: { getReceivePage: { current: 1, size: 6, total: 0, records: [] } },
};

const calls: string[] = [];

function json(body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

function fakeGateway(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input).split('?')[0];
  if (path.startsWith('/api/')) {
    calls.push(path);
    return path in restAnswers ? json({ code: 0, msg: '操作成功', data: restAnswers[path] }) : json({ code: 404, msg: '接口不存在', data: null });
  }
  const body = JSON.parse(String(init?.body ?? '{}')) as { operationName: string };
  calls.push(body.operationName);
  const data = answers[body.operationName];
  return Promise.resolve(
    new Response(JSON.stringify(data ? { data } : { errors: [{ message: 'unknown operation' }] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  vi.stubGlobal('fetch', vi.fn(fakeGateway));
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList,
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
});

afterEach(cleanup);

describe('client shell', () => {
  it('guards, logs in, builds the granted routes, keeps tabs and logs out', async () => {
    Cookies.remove('token');
    localStorage.clear();
    window.history.pushState({}, '', '/zfjd/jdpj/zdpjsz');
    render(<App />);

    // No token: the guard sends the user to /login, remembering the target.
    await screen.findByTestId('login-form');
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/zfjd/jdpj/zdpjsz');

    fireEvent.input(screen.getByTestId('login-account'), { target: { value: ' zhangsan ' } });
    fireEvent.input(screen.getByTestId('login-password'), { target: { value: 'Fire@2026' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    // After login: the redirect target, a placeholder naming the screen and its menu id.
    const placeholder = await screen.findByTestId('placeholder', {}, SCREEN_WAIT);
    expect(placeholder.textContent).toContain('「自动评价设置」（菜单 4210）页面正在建设中');
    expect(window.location.pathname).toBe('/zfjd/jdpj/zdpjsz');
    expect(Cookies.get('token')).toBe('tok-1');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(document.title).toBe('自动评价设置 - 消防监督执法综合业务平台');

    // Sidebar: the granted pages of 执法监督 only.
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByText('自动评价设置')).toBeTruthy();
    expect(within(sidebar).queryByText('自动评价')).toBeNull();

    // Tags: Dashboard (affix, not closable) and the current page.
    const tags = () => screen.getAllByTestId('tag').map((tag) => tag.getAttribute('data-path'));
    await waitFor(() => expect(tags()).toEqual(['/dashboard', '/zfjd/jdpj/zdpjsz']));

    // Open the dashboard through its tab: real data, buttons 111 and 114 granted, 112 and 113 not.
    fireEvent.click(screen.getAllByTestId('tag')[0]);
    await screen.findByTestId('dashboard');
    expect(await screen.findAllByTestId('pending-card')).toHaveLength(2);
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-notices')).toBeNull();
    expect(screen.queryByTestId('dashboard-quick-links')).toBeNull();
    expect((await screen.findByTestId('bell-count')).textContent).toBe('3');
    // The user-management pane stays mounted (hidden) while the dashboard shows.
    expect(document.querySelector('[data-testid="tab-pane"][data-path="/zfjd/jdpj/zdpjsz"]')).not.toBeNull();

    // Unknown path → /404.
    act(() => {
      window.history.pushState({}, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByTestId('not-found');
    expect(window.location.pathname).toBe('/404');

    // Back to the console and close the user-management tab; the Dashboard cannot close.
    act(() => {
      window.history.pushState({}, '', '/zfjd/jdpj/zdpjsz');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByTestId('placeholder');
    const userTag = screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-path') === '/zfjd/jdpj/zdpjsz')!;
    expect(within(screen.getAllByTestId('tag')[0]).queryByTestId('tag-close')).toBeNull();
    fireEvent.click(within(userTag).getByTestId('tag-close'));
    await waitFor(() => expect(tags()).toEqual(['/dashboard']));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));

    // Logout: cookie and storage cleared, back on /login.
    // zag menus open on pointer down.
    fireEvent.pointerDown(screen.getByTestId('user-menu'), { button: 0, pointerType: 'mouse' });
    fireEvent.click(screen.getByTestId('user-menu'));
    await waitFor(() => expect(screen.getByTestId('user-menu').getAttribute('data-state')).toBe('open'));
    // zag selects the highlighted item: move the pointer onto it first.
    fireEvent.pointerMove(screen.getByTestId('user-menu-logout'), { pointerType: 'mouse' });
    await waitFor(() => expect(screen.getByTestId('user-menu-logout').hasAttribute('data-highlighted')).toBe(true));
    fireEvent.click(screen.getByTestId('user-menu-logout'));
    await screen.findByTestId('login-form', {}, SCREEN_WAIT);
    expect(calls).toContain('/api/logout');
    expect(Cookies.get('token')).toBeUndefined();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
