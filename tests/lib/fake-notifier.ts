/** A notifier that records what would have been shown. */
import type { Notifier, NotifyOptions } from '../../src/lib/notify';

export interface Notice {
  level: keyof Notifier;
  message: string;
  durationMs: number;
  options?: NotifyOptions;
}

export function createFakeNotifier(): Notifier & { notices: Notice[] } {
  const notices: Notice[] = [];
  const record = (level: keyof Notifier) => (message: string, durationMs: number, options?: NotifyOptions) => {
    notices.push({ level, message, durationMs, ...(options ? { options } : {}) });
  };
  return { notices, error: record('error'), success: record('success'), info: record('info'), warning: record('warning') };
}
