/**
 * A leading-edge throttle: the returned gate runs `fn` at once when the window is open and then
 * refuses every call for `ms`. Returns whether `fn` ran.
 */
export type Throttle = (fn: () => void) => boolean;

export function createThrottle(ms: number, now: () => number = Date.now): Throttle {
  let lastRunAt: number | undefined;
  return (fn) => {
    const at = now();
    if (lastRunAt !== undefined && at - lastRunAt < ms) return false;
    lastRunAt = at;
    fn();
    return true;
  };
}
