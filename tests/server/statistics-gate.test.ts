import { describe, expect, it, vi } from 'vitest';
import { createGate, STATISTICS_CONCURRENCY, statisticsGate } from '../../server/services/statistics/gate';

/** A promise the test settles by hand, so the order of events is exact without timers. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('statistics gate', () => {
  it('runs at most its limit at once and starts the waiting ones in order as others finish', async () => {
    const gate = createGate(2);
    const jobs = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const done = jobs.map((job, i) => gate.run(async () => (started.push(i), await job.promise, i)));
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 3]);
    jobs[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    jobs[0].reject(new Error('失败'));
    await expect(done[0]).rejects.toThrow('失败');
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    jobs.slice(2).forEach((j) => j.resolve());
    expect(await Promise.all(done.slice(1))).toEqual([1, 2, 3, 4]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('leaves most of the ten-connection pool to other calls', () => {
    expect(STATISTICS_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(STATISTICS_CONCURRENCY).toBeLessThanOrEqual(4);
    expect([statisticsGate.running, statisticsGate.waiting]).toEqual([0, 0]);
    expect(() => createGate(0)).toThrow();
  });
});

describe('STATISTICS_CONCURRENCY', () => {
  it('sets the bound of the process gate', async () => {
    vi.resetModules();
    vi.stubEnv('STATISTICS_CONCURRENCY', '2');
    try {
      const { statisticsGate: gate } = await import('../../server/services/statistics/gate');
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      const jobs = [1, 2, 3].map(() => gate.run(() => held));
      await new Promise((r) => setTimeout(r, 5));
      expect([gate.running, gate.waiting]).toEqual([2, 1]);
      release();
      await Promise.all(jobs);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
