import { coalescedRun } from '../../src/lib/coalesced-run';

function deferredJobs() {
  const pending: (() => void)[] = [];
  const job = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  return { job, finishNext: async () => (pending.shift()?.(), await Promise.resolve(), await Promise.resolve()) };
}

describe('coalescedRun', () => {
  it('runs at once when idle', () => {
    const { job } = deferredJobs();
    void coalescedRun(job)();
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('folds calls made during a run into one run after it', async () => {
    const { job, finishNext } = deferredJobs();
    const run = coalescedRun(job);
    void run();
    void run();
    void run();
    void run();
    expect(job).toHaveBeenCalledTimes(1);
    await finishNext();
    expect(job).toHaveBeenCalledTimes(2);
    await finishNext();
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('starts afresh after it has gone idle, and a failed run does not stop the next', async () => {
    let calls = 0;
    const run = coalescedRun(() => (calls++ === 0 ? Promise.reject(new Error('network')) : Promise.resolve()));
    await run();
    await run();
    expect(calls).toBe(2);
  });

  it('resolves every caller when the runs it joined are over', async () => {
    const { job, finishNext } = deferredJobs();
    const run = coalescedRun(job);
    let done = 0;
    void run().then(() => done++);
    void run().then(() => done++);
    await finishNext();
    expect(done).toBe(0);
    await finishNext();
    await Promise.resolve();
    expect(done).toBe(2);
  });
});
