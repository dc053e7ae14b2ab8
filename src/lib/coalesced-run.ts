/**
 * Runs an async job so that calls arriving while it runs collapse into one more run after it ends. A burst of
 * notices then refetches the counts twice, not once per notice, and the last answer shown is always from a
 * run that started after the last call (parallel refetches could land out of order and leave a stale count).
 */
export function coalescedRun(job: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await job().catch(() => undefined);
    } while (again);
    running = null;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
