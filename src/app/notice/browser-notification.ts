/**
 * Browser notifications (spec document 2 §9): supported where the browser has them, permission asked when
 * still undecided, a click focuses the window and opens the notice's target.
 */
export interface BrowserNotifier {
  /** Asks for permission when the user has not decided yet; a refusal is respected. */
  requestPermission(): void;
  show(title: string, body: string, onClick: () => void): void;
}

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'> & (new (title: string, options?: NotificationOptions) => Notification);

export function createBrowserNotifier(
  api: NotificationApi | undefined = typeof Notification === 'undefined' ? undefined : Notification,
  focus: () => void = () => window.focus(),
): BrowserNotifier {
  return {
    requestPermission() {
      if (api?.permission !== 'default') return;
      try {
        void Promise.resolve(api.requestPermission()).catch(() => undefined);
      } catch {
        /* an old browser's callback-only API: no notifications then */
      }
    },
    show(title, body, onClick) {
      if (api?.permission !== 'granted') return;
      try {
        const shown = new api(title, { body });
        shown.onclick = () => {
          focus();
          onClick();
          shown.close();
        };
      } catch {
        /* some mobile browsers allow notifications only from a service worker */
      }
    },
  };
}
