/**
 * Bounds how many statistics computations run at once. The PostgreSQL pool holds 10 connections; a
 * statistics view scans facts for hundreds of milliseconds, so 16 concurrent views would hold every
 * connection and list calls would queue behind them. Views past the bound wait here, in order, and
 * leave the rest of the pool to everything else.
 */
export const STATISTICS_CONCURRENCY = 3;

export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Computations running now and waiting now (for tests and the bench). */
  readonly running: number;
  readonly waiting: number;
}

export function createGate(limit: number): Gate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`gate limit must be a positive integer, got ${limit}`);
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // A slot handed over by release() keeps `running` unchanged: the finishing one leaves, the next enters.
      if (running < limit) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The one gate every statistics view, drill-down and export passes through in this process. */
export const statisticsGate = createGate(STATISTICS_CONCURRENCY);
