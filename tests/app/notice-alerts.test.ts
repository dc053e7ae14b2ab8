import { createBrowserNotifier } from '../../src/app/notice/browser-notification';
import { createNoticeAlerts } from '../../src/app/notice/notice-alerts';
import type { AppNotice } from '../../src/app/notice/notice-events';
import { NOTICE_TOAST_DURATION_MS, NOTICE_TOAST_THROTTLE_MS } from '../../src/constants/timings';
import type { NotifyOptions } from '../../src/lib/notify';

const notice = (id: string): AppNotice => ({ id, receiverId: 'u-1', title: `您有一条待办 ${id}`, content: '', time: '2026-01-01T00:00:00.000Z', visited: false }) as AppNotice;

function setup() {
  let now = 0;
  const toasts: { message: string; durationMs: number; options: NotifyOptions }[] = [];
  const shown: { title: string; body: string; onClick: () => void }[] = [];
  const opened: string[] = [];
  const alert = createNoticeAlerts({
    toast: (message, durationMs, options) => toasts.push({ message, durationMs, options }),
    browser: { requestPermission: () => undefined, show: (title, body, onClick) => shown.push({ title, body, onClick }) },
    open: (n) => opened.push(n.id),
    now: () => now,
  });
  return { alert, toasts, shown, opened, advance: (ms: number) => (now += ms) };
}

describe('new-notice alerts', () => {
  it('shows 您有新的消息，赶紧去查看吧！ for 10 s and a browser notification; both open the notice', () => {
    const s = setup();
    expect(s.alert(notice('n-1'))).toBe(true);
    expect(s.toasts).toHaveLength(1);
    expect(s.toasts[0].options.title).toBe('您有新的消息，赶紧去查看吧！');
    expect(s.toasts[0].message).toBe('您有一条待办 n-1');
    expect(s.toasts[0].durationMs).toBe(NOTICE_TOAST_DURATION_MS);
    expect(NOTICE_TOAST_DURATION_MS).toBe(10_000);
    expect(s.shown[0].body).toContain('您有新的消息，赶紧去查看吧！');
    s.toasts[0].options.onClick?.();
    s.shown[0].onClick();
    expect(s.opened).toEqual(['n-1', 'n-1']);
  });

  it('shows at most one per 2 s however many arrive', () => {
    const s = setup();
    for (let i = 0; i < 5; i++) {
      s.alert(notice(`n-${i}`));
      s.advance(200);
    }
    expect(s.toasts).toHaveLength(1);
    expect(s.shown).toHaveLength(1);
    s.advance(NOTICE_TOAST_THROTTLE_MS - 1_000);
    expect(s.alert(notice('n-5'))).toBe(true);
    expect(s.alert(notice('n-6'))).toBe(false);
    expect(s.toasts.map((t) => t.message)).toEqual(['您有一条待办 n-0', '您有一条待办 n-5']);
  });
});

describe('browser notifications', () => {
  function fakeApi(permission: NotificationPermission) {
    const created: { title: string; options?: NotificationOptions; onclick: (() => void) | null; closed: boolean }[] = [];
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    class FakeNotification {
      static permission = permission;
      static requestPermission = requestPermission;
      onclick: (() => void) | null = null;
      closed = false;
      constructor(
        public title: string,
        public options?: NotificationOptions,
      ) {
        created.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    return { api: FakeNotification as unknown as typeof Notification, created, requestPermission };
  }

  it('asks for permission only while undecided', () => {
    for (const [permission, asks] of [['default', 1], ['granted', 0], ['denied', 0]] as const) {
      const f = fakeApi(permission);
      createBrowserNotifier(f.api, () => undefined).requestPermission();
      expect(f.requestPermission).toHaveBeenCalledTimes(asks);
    }
    expect(() => createBrowserNotifier(undefined).requestPermission()).not.toThrow();
  });

  it('shows only when granted; a click focuses the window and opens the target', () => {
    const denied = fakeApi('denied');
    createBrowserNotifier(denied.api).show('标题', '内容', () => undefined);
    expect(denied.created).toEqual([]);

    const granted = fakeApi('granted');
    const focus = vi.fn();
    const open = vi.fn();
    createBrowserNotifier(granted.api, focus).show('消防监督执法综合业务平台', '您有新的消息', open);
    expect(granted.created[0]).toMatchObject({ title: '消防监督执法综合业务平台', options: { body: '您有新的消息' } });
    granted.created[0].onclick?.();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(granted.created[0].closed).toBe(true);
  });
});
