import { createThrottle } from '../../src/lib/throttle';

describe('createThrottle', () => {
  it('runs on the leading edge and refuses calls inside the window', () => {
    let now = 1_000;
    const gate = createThrottle(2_000, () => now);
    const fn = vi.fn();
    expect(gate(fn)).toBe(true);
    now += 1_999;
    expect(gate(fn)).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    now += 1;
    expect(gate(fn)).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('measures the window from the last run, not the last refused call', () => {
    let now = 0;
    const gate = createThrottle(2_000, () => now);
    const fn = vi.fn();
    gate(fn);
    now = 1_500;
    gate(fn);
    now = 2_100;
    expect(gate(fn)).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('uses the real clock by default', () => {
    vi.useFakeTimers();
    try {
      const gate = createThrottle(2_000);
      const fn = vi.fn();
      gate(fn);
      gate(fn);
      vi.advanceTimersByTime(2_000);
      gate(fn);
      expect(fn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps separate windows for separate throttles', () => {
    const now = () => 0;
    const a = createThrottle(2_000, now);
    const b = createThrottle(2_000, now);
    expect(a(() => {})).toBe(true);
    expect(b(() => {})).toBe(true);
  });
});
