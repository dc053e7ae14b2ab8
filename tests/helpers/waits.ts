/**
 * How long a test waits for a screen: the first render of a lazily loaded screen transforms and evaluates
 * its modules, which takes seconds while typecheck, lint and the other worker share the cores. A wait is
 * not a timing assertion; it only bounds how long a failing test hangs.
 */
export const SCREEN_WAIT = { timeout: 20_000 } as const;

/** Testing Library's default for every other wait (findBy…, waitFor) in jsdom tests. */
export const ASYNC_UTIL_TIMEOUT_MS = 10_000;
