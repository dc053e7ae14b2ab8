import type { NoticeBus, NoticeEvent } from './bus';

/**
 * The bus the running server delivers notices on (main.ts attaches it). Services publish only after
 * their transaction committed; without a bus (seed, CLI, most tests) the rows in `notices` are all.
 */
let current: NoticeBus | null = null;

export function attachNoticeBus(bus: NoticeBus | null): void {
  current = bus;
}

/** Delivery is best effort: the notice rows are already stored, a socket error must not fail the call. */
export async function publishNotices(events: readonly NoticeEvent[]): Promise<void> {
  const bus = current;
  if (!bus) return;
  await Promise.all(events.map((event) => bus.publish(event).catch(() => undefined)));
}
