import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/**
 * Two servers, each on a fresh embedded database, and one project per server: the specs of a project run
 * one after another against their own server (they share its demo data as they always did), and the
 * two projects run side by side. Specs not listed for the first server run on the second.
 */
const basePort = Number(process.env.E2E_PORT ?? 8181);
const baseDataDir = process.env.E2E_DATA_DIR ?? '.cache/e2e-data';
// Both servers should end together. Measured in one run (seconds of that run, on a loaded machine; idle is
// about a quarter): the sampled accessibility sweep 366 and access 53 on the first server; shared-components
// 193, layout 117, cockpit 85 and the other 13 specs 850 together. The three move to the first server: 815
// against 852. Specs of one server run one after another in file order on its own demo data.
const FIRST_SERVER_SPECS = ['access.spec.ts', 'accessibility.spec.ts', 'cockpit.spec.ts', 'layout.spec.ts', 'shared-components.spec.ts'];
const SERVERS = Number(process.env.E2E_SERVERS ?? 2);

const server = (index: number) => ({ port: basePort + index, dataDir: `${baseDataDir}-${index + 1}` });

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: SERVERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects:
    SERVERS > 1
      ? [
          { name: 'server-1', workers: 1, testMatch: FIRST_SERVER_SPECS, use: { baseURL: `http://127.0.0.1:${server(0).port}` } },
          { name: 'server-2', workers: 1, testIgnore: FIRST_SERVER_SPECS, use: { baseURL: `http://127.0.0.1:${server(1).port}` } },
        ]
      : [{ name: 'server-1', workers: 1, use: { baseURL: `http://127.0.0.1:${server(0).port}` } }],
  // One command starts every server at once (Playwright would start them one after another), after building the
  // web client once when it is stale; it prints `e2e servers ready` when all of them answer.
  webServer: {
    // A fresh embedded database per server every run, so the demo data is exactly the seed's.
    command: 'node scripts/e2e-servers.mjs',
    wait: { stdout: /e2e servers ready/ },
    timeout: 240_000,
    reuseExistingServer: false,
    // The specs log in far more often than a person: the login rate limit has its own vitest test.
    env: {
      E2E_SERVER_LIST: JSON.stringify(Array.from({ length: SERVERS }, (_, index) => server(index))),
      TOKEN_IDLE_MINUTES: '30',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_ADDRESS: '100000',
      LOGIN_RATE_PER_ACCOUNT: '100000',
    },
    stdout: 'pipe' as const,
  },
});
