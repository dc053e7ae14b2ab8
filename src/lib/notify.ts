/**
 * One notification sink so that code outside React (request helper, Apollo links, machines) can show
 * toasts. The shell wires the real sink to its toaster with `setNotifier`; until then notices go to the
 * console so that nothing is lost silently.
 */
import { ERROR_NOTICE_DURATION_MS, SUCCESS_NOTICE_DURATION_MS } from '../constants/timings';

export interface NotifyOptions {
  /** Called when the user clicks the notice (e.g. the password reminder leads to editPassword). */
  onClick?: () => void;
  title?: string;
}

export type NotifyFn = (message: string, durationMs: number, options?: NotifyOptions) => void;

export interface Notifier {
  error: NotifyFn;
  success: NotifyFn;
  info: NotifyFn;
  warning: NotifyFn;
}

export const consoleNotifier: Notifier = {
  error: (message) => console.error(message),
  success: (message) => console.info(message),
  info: (message) => console.info(message),
  warning: (message) => console.warn(message),
};

let current: Notifier = consoleNotifier;

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function resetNotifier(): void {
  current = consoleNotifier;
}

export const notify = {
  error: (message: string, durationMs = ERROR_NOTICE_DURATION_MS, options?: NotifyOptions) =>
    current.error(message, durationMs, options),
  success: (message: string, durationMs = SUCCESS_NOTICE_DURATION_MS, options?: NotifyOptions) =>
    current.success(message, durationMs, options),
  info: (message: string, durationMs = SUCCESS_NOTICE_DURATION_MS, options?: NotifyOptions) =>
    current.info(message, durationMs, options),
  warning: (message: string, durationMs = ERROR_NOTICE_DURATION_MS, options?: NotifyOptions) =>
    current.warning(message, durationMs, options),
};
