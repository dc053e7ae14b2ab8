import { createActor } from 'xstate';
import { tagsViewMachine, type TagsEmitted, type TabInput } from '../../src/machines/tags-view';

const dashboard: TabInput = { fullPath: '/dashboard', name: 'Dashboard', title: '首页' };
const users: TabInput = { fullPath: '/system/zhgl/users', name: 'users', title: '用户管理' };
const roles: TabInput = { fullPath: '/system/zhgl/roles', name: 'roles', title: '角色管理' };
const wwjrw: TabInput = { fullPath: '/xfjdjc/brjcrw/wwjrw', name: 'wwjrw', title: '未完成任务' };
const ywjrw: TabInput = { fullPath: '/xfjdjc/brjcrw/ywjrw', name: 'ywjrw', title: '已完成任务' };

function start(...open: TabInput[]) {
  const actor = createActor(tagsViewMachine, { input: { affixTabs: [dashboard] } });
  const navigations: TagsEmitted[] = [];
  actor.on('tags.navigate', (event) => navigations.push(event));
  actor.start();
  for (const tab of open) actor.send({ type: 'tags.open', tab });
  return { actor, navigations, paths: () => actor.getSnapshot().context.tabs.map((tab) => tab.fullPath) };
}

describe('tags view: opening', () => {
  it('starts in browsing with only the Dashboard tab and nothing active', () => {
    const { actor, paths } = start();
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(paths()).toEqual(['/dashboard']);
    expect(actor.getSnapshot().context.activePath).toBeUndefined();
  });

  it('open appends a new tab and activates it; reopening updates query and keeps position', () => {
    const { actor, paths } = start(users, roles);
    expect(paths()).toEqual(['/dashboard', users.fullPath, roles.fullPath]);
    expect(actor.getSnapshot().context.activePath).toBe(roles.fullPath);
    actor.send({ type: 'tags.open', tab: { ...users, query: '?page=3' } });
    expect(paths()).toEqual(['/dashboard', users.fullPath, roles.fullPath]);
    const tab = actor.getSnapshot().context.tabs[1];
    expect(tab).toMatchObject({ query: '?page=3', pinned: false, title: '用户管理' });
    expect(actor.getSnapshot().context.activePath).toBe(users.fullPath);
  });

  it('remembers the back path of a child page until the tab is reopened with another', () => {
    const { actor } = start({ ...users, backPath: '/system/zhgl/roles' });
    actor.send({ type: 'tags.open', tab: users });
    expect(actor.getSnapshot().context.tabs[1].backPath).toBe('/system/zhgl/roles');
    actor.send({ type: 'tags.open', tab: { ...users, backPath: '/dashboard' } });
    expect(actor.getSnapshot().context.tabs[1].backPath).toBe('/dashboard');
  });

  it('activate switches to an existing tab only', () => {
    const { actor } = start(users, roles);
    actor.send({ type: 'tags.activate', fullPath: users.fullPath });
    expect(actor.getSnapshot().context.activePath).toBe(users.fullPath);
    actor.send({ type: 'tags.activate', fullPath: '/nowhere' });
    expect(actor.getSnapshot().context.activePath).toBe(users.fullPath);
  });
});

describe('tags view: closing', () => {
  it('the Dashboard tab cannot close', () => {
    const { actor, paths, navigations } = start(users);
    actor.send({ type: 'tags.close', fullPath: '/dashboard' });
    expect(paths()).toContain('/dashboard');
    expect(navigations).toEqual([]);
  });

  it('closing the active tab activates its right neighbour, else its left one, and navigates there', () => {
    const { actor, paths, navigations } = start(users, roles, wwjrw);
    actor.send({ type: 'tags.activate', fullPath: roles.fullPath });
    actor.send({ type: 'tags.close', fullPath: roles.fullPath });
    expect(paths()).toEqual(['/dashboard', users.fullPath, wwjrw.fullPath]);
    expect(actor.getSnapshot().context.activePath).toBe(wwjrw.fullPath);
    actor.send({ type: 'tags.close', fullPath: wwjrw.fullPath });
    expect(actor.getSnapshot().context.activePath).toBe(users.fullPath);
    expect(navigations.map((event) => event.fullPath)).toEqual([wwjrw.fullPath, users.fullPath]);
  });

  it('the navigation carries the query of the tab it lands on', () => {
    const { actor, navigations } = start({ ...users, query: '?page=2' }, roles);
    actor.send({ type: 'tags.close', fullPath: roles.fullPath });
    expect(navigations).toEqual([{ type: 'tags.navigate', fullPath: users.fullPath, query: '?page=2' }]);
  });

  it('closing an inactive tab keeps the active one and does not navigate', () => {
    const { actor, paths, navigations } = start(users, roles);
    actor.send({ type: 'tags.close', fullPath: users.fullPath });
    expect(paths()).toEqual(['/dashboard', roles.fullPath]);
    expect(actor.getSnapshot().context.activePath).toBe(roles.fullPath);
    expect(navigations).toEqual([]);
  });

  it('close with returnTo lands on that tab (going back to the parent page)', () => {
    const { actor, navigations } = start(users, roles, wwjrw);
    actor.send({ type: 'tags.close', fullPath: wwjrw.fullPath, returnTo: users.fullPath });
    expect(actor.getSnapshot().context.activePath).toBe(users.fullPath);
    expect(navigations.map((event) => event.fullPath)).toEqual([users.fullPath]);
  });

  it('a silent close does not navigate (the caller navigates itself)', () => {
    const { actor, navigations, paths } = start(users, roles);
    actor.send({ type: 'tags.close', fullPath: roles.fullPath, silent: true });
    expect(paths()).toEqual(['/dashboard', users.fullPath]);
    expect(navigations).toEqual([]);
  });

  it('close others keeps the Dashboard, pinned tabs and the chosen one, and activates it', () => {
    const { actor, paths, navigations } = start(users, roles, wwjrw, ywjrw);
    actor.send({ type: 'tags.pin', fullPath: wwjrw.fullPath });
    actor.send({ type: 'tags.closeOthers', fullPath: users.fullPath });
    expect(paths()).toEqual(['/dashboard', wwjrw.fullPath, users.fullPath]);
    expect(actor.getSnapshot().context.activePath).toBe(users.fullPath);
    expect(navigations.map((event) => event.fullPath)).toEqual([users.fullPath]);
  });

  it('close left removes closable tabs before the chosen one', () => {
    const { actor, paths } = start(users, roles, wwjrw);
    actor.send({ type: 'tags.closeLeft', fullPath: wwjrw.fullPath });
    expect(paths()).toEqual(['/dashboard', wwjrw.fullPath]);
    expect(actor.getSnapshot().context.activePath).toBe(wwjrw.fullPath);
  });

  it('close right removes tabs after the chosen one; a removed active tab hands over to it', () => {
    const { actor, paths, navigations } = start(users, roles, wwjrw);
    actor.send({ type: 'tags.closeRight', fullPath: users.fullPath });
    expect(paths()).toEqual(['/dashboard', users.fullPath]);
    expect(actor.getSnapshot().context.activePath).toBe(users.fullPath);
    expect(navigations.map((event) => event.fullPath)).toEqual([users.fullPath]);
  });

  it('close all keeps the Dashboard and pinned tabs; the Dashboard becomes active', () => {
    const { actor, paths, navigations } = start(users, roles, wwjrw);
    actor.send({ type: 'tags.pin', fullPath: users.fullPath });
    actor.send({ type: 'tags.closeAll' });
    expect(paths()).toEqual(['/dashboard', users.fullPath]);
    expect(actor.getSnapshot().context.activePath).toBe('/dashboard');
    expect(navigations.map((event) => event.fullPath)).toEqual(['/dashboard']);
  });

  it('close all keeps a pinned active tab active', () => {
    const { actor, navigations } = start(users, roles);
    actor.send({ type: 'tags.pin', fullPath: roles.fullPath });
    actor.send({ type: 'tags.closeAll' });
    expect(actor.getSnapshot().context.activePath).toBe(roles.fullPath);
    expect(navigations).toEqual([]);
  });

  it('close operations on an unknown path change nothing', () => {
    const { actor } = start(users);
    const before = actor.getSnapshot().context;
    for (const type of ['tags.closeOthers', 'tags.closeLeft', 'tags.closeRight', 'tags.close'] as const) {
      actor.send({ type, fullPath: '/nowhere' });
    }
    expect(actor.getSnapshot().context.tabs).toEqual(before.tabs);
  });
});

describe('tags view: refresh, pin, reset', () => {
  it('refresh bumps the key of that tab only; closing drops its key', () => {
    const { actor } = start(users, roles);
    actor.send({ type: 'tags.refresh', fullPath: users.fullPath });
    actor.send({ type: 'tags.refresh', fullPath: users.fullPath });
    actor.send({ type: 'tags.refresh', fullPath: '/nowhere' });
    expect(actor.getSnapshot().context.refreshKeys).toEqual({ [users.fullPath]: 2 });
    actor.send({ type: 'tags.close', fullPath: users.fullPath });
    expect(actor.getSnapshot().context.refreshKeys).toEqual({});
  });

  it('a pinned tab cannot close until unpinned; pinned tabs move next to the Dashboard', () => {
    const { actor, paths } = start(users, roles);
    actor.send({ type: 'tags.pin', fullPath: roles.fullPath });
    expect(paths()).toEqual(['/dashboard', roles.fullPath, users.fullPath]);
    actor.send({ type: 'tags.close', fullPath: roles.fullPath });
    expect(paths()).toContain(roles.fullPath);
    actor.send({ type: 'tags.unpin', fullPath: roles.fullPath });
    expect(actor.getSnapshot().context.tabs.find((tab) => tab.fullPath === roles.fullPath)?.pinned).toBe(false);
    actor.send({ type: 'tags.close', fullPath: roles.fullPath });
    expect(paths()).toEqual(['/dashboard', users.fullPath]);
  });

  it('reset (logout) closes every tab, pinned ones too, and keeps only the Dashboard', () => {
    const { actor, paths } = start(users, roles);
    actor.send({ type: 'tags.pin', fullPath: users.fullPath });
    actor.send({ type: 'tags.refresh', fullPath: roles.fullPath });
    actor.send({ type: 'tags.reset' });
    expect(paths()).toEqual(['/dashboard']);
    expect(actor.getSnapshot().context.activePath).toBeUndefined();
    expect(actor.getSnapshot().context.refreshKeys).toEqual({});
  });
});
