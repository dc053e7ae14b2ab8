import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/**
 * The multi-instance spec (issue 23): nginx in front of two instances of the compiled server on PostgreSQL and
 * Redis, started by scripts/multi-instance.mjs. Needs nginx, PostgreSQL (MULTI_PG_ADMIN_URL) and Redis
 * (REDIS_URL); `.ci/run` runs it when they are there: `npx playwright test -c playwright.multi.config.ts`.
 */
const port = Number(process.env.MULTI_PORT ?? 9180);
export const MULTI_STATE = process.env.MULTI_STATE ?? '.cache/multi-instance.json';

export default defineConfig({
  testDir: 'e2e-multi',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results/multi',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required', '--disable-features=WebRtcHideLocalIpsWithMdns'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/multi-instance.mjs',
    wait: { stdout: /multi-instance ready/ },
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: the script then stops the instances and nginx and drops its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { MULTI_PORT: String(port), MULTI_STATE },
    stdout: 'pipe' as const,
  },
});
