/**
 * What a new notice shows: the toast 您有新的消息，赶紧去查看吧！ for 10 s and a browser notification, at most
 * once per 2 s however many notices arrive (spec document 2 §4, §8, §9). Both open the notice's target.
 */
import { NOTICE_TOAST_DURATION_MS, NOTICE_TOAST_THROTTLE_MS } from '../../constants/timings';
import type { NotifyOptions } from '../../lib/notify';
import { createThrottle } from '../../lib/throttle';
import { errors } from '../../messages/errors';
import { noticeText } from '../../messages/notice';
import type { BrowserNotifier } from './browser-notification';
import type { AppNotice } from './notice-events';

export interface NoticeAlertDeps {
  toast(message: string, durationMs: number, options: NotifyOptions): void;
  browser?: BrowserNotifier;
  open(notice: AppNotice): void;
  now?: () => number;
}

/** Returns the handler for one arriving notice; it returns whether anything was shown. */
export function createNoticeAlerts(deps: NoticeAlertDeps): (notice: AppNotice) => boolean {
  const gate = createThrottle(NOTICE_TOAST_THROTTLE_MS, deps.now);
  return (notice) =>
    gate(() => {
      const open = () => deps.open(notice);
      deps.toast(notice.title, NOTICE_TOAST_DURATION_MS, { title: errors.newMessage, onClick: open });
      deps.browser?.show(noticeText.browserTitle, `${errors.newMessage}\n${notice.title}`, open);
    });
}
