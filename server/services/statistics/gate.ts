import { config } from '../../config';

/**
 * Bounds how many statistics computations run at once. The PostgreSQL pool holds 10 connections and a
 * view's rows are shaped on the one event loop that also answers list calls: views past the bound wait
 * here, in order, costing nothing. Measured with 16 callers of one view over 1 M tasks
 * (`npx tsx bench/statistics.ts`, three rounds on the 2-core machine): a list call's p50 was 1.9–2.7× idle
 * with one at a time, 2.0–3.2× with two, 1.9–6.7× with three. One keeps the console responsive; a
 * deployment with more cores may raise it with STATISTICS_CONCURRENCY.
 */
export const STATISTICS_CONCURRENCY = 1;

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

/** The one gate every statistics view, drill-down and export passes through in this process (STATISTICS_CONCURRENCY sets its bound). */
export const statisticsGate = createGate(config.statisticsConcurrency || STATISTICS_CONCURRENCY);
