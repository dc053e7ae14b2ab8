// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useSidebar } from '../../src/app/layout/use-sidebar';

/** A window whose width is set by the test: matchMedia answers it and tells listeners when it crosses. */
function fakeWindowWidth(initialMobile: boolean) {
  let mobile = initialMobile;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return mobile;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  return {
    setMobile(next: boolean) {
      mobile = next;
      listeners.forEach((l) => l());
    },
  };
}

/** Every render's state, so a state shown for one render only is seen too. */
function renderSidebar() {
  const seen: { opened: boolean; isMobile: boolean }[] = [];
  let latest!: ReturnType<typeof useSidebar>;
  function Probe() {
    latest = useSidebar();
    seen.push({ opened: latest.opened, isMobile: latest.isMobile });
    return null;
  }
  render(<Probe />);
  return { seen, get state() {
    return latest;
  } };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'sidebarStatus=; max-age=0; path=/';
});

describe('useSidebar', () => {
  it('never shows the drawer open when the window shrinks to a phone, not even for one render', () => {
    const width = fakeWindowWidth(false);
    const sidebar = renderSidebar();
    expect(sidebar.state.opened).toBe(true);
    act(() => width.setMobile(true));
    const mobileRenders = sidebar.seen.filter((s) => s.isMobile);
    expect(mobileRenders.length).toBeGreaterThan(0);
    expect(mobileRenders.every((s) => !s.opened)).toBe(true);
  });

  it('opens and closes the drawer on a phone, and comes back closed to a wide window as the cookie says', () => {
    const width = fakeWindowWidth(true);
    const sidebar = renderSidebar();
    expect(sidebar.state.opened).toBe(false);
    act(() => sidebar.state.toggle());
    expect(sidebar.state.opened).toBe(true);
    act(() => sidebar.state.close());
    expect(sidebar.state.opened).toBe(false);
    act(() => width.setMobile(false));
    expect(sidebar.state).toMatchObject({ isMobile: false, opened: false });
    act(() => sidebar.state.toggle());
    expect(sidebar.state.opened).toBe(true);
  });
});
