// @vitest-environment jsdom
import {
  clearUserLocal,
  getToken,
  readUserLocal,
  removeToken,
  saveUserLocal,
  setToken,
} from '../../src/lib/auth-storage';
import { readSidebarOpen, saveSidebarOpen } from '../../src/lib/sidebar-storage';

const user = { userId: 'u-1', name: '张三', userCode: 'zhangsan', zgdwid: 'org-9' };

beforeEach(() => {
  removeToken();
  localStorage.clear();
  document.cookie = 'sidebarStatus=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('token cookie', () => {
  it('is absent at first, then set, then removed', () => {
    expect(getToken()).toBeUndefined();
    setToken('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
    expect(document.cookie).toContain('token=abc.def.ghi');
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});

describe('user in localStorage', () => {
  it('saves the four keys of the spec', () => {
    saveUserLocal(user);
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(localStorage.getItem('name')).toBe('张三');
    expect(localStorage.getItem('userCode')).toBe('zhangsan');
    expect(localStorage.getItem('zgdwid')).toBe('org-9');
    expect(readUserLocal()).toEqual(user);
  });

  it('reads nothing when a key is missing', () => {
    saveUserLocal(user);
    localStorage.removeItem('zgdwid');
    expect(readUserLocal()).toBeUndefined();
  });

  it('clears only its own keys', () => {
    saveUserLocal(user);
    localStorage.setItem('other', 'kept');
    clearUserLocal();
    expect(readUserLocal()).toBeUndefined();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });
});

describe('sidebar cookie', () => {
  it('remembers open as 1 and closed as 0', () => {
    expect(readSidebarOpen()).toBeUndefined();
    saveSidebarOpen(false);
    expect(document.cookie).toContain('sidebarStatus=0');
    expect(readSidebarOpen()).toBe(false);
    saveSidebarOpen(true);
    expect(document.cookie).toContain('sidebarStatus=1');
    expect(readSidebarOpen()).toBe(true);
  });
});
