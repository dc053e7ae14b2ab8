import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

interface Tally { raw: number; gzip: number; sent: number; files: number; requests: number }

/** Issue 17's first-load budgets: JS+CSS as sent (compressed), and every request of the load. */
const BUDGETS: Record<string, { kib: number; requests?: number }> = {
  '/login': { kib: 150 },
  '/system/zhgl/yhgl': { kib: 250, requests: 30 },
};

/**
 * JS and CSS a first load fetches (raw, gzip -9, and as sent by the server) and its request count, for
 * /login, /dashboard and the list screen 用户管理 after logging in. Prints figures beside their budgets.
 */
export async function pageBytes(origin: string, account: string, password: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const measure = async (path: string, login: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (login) {
      const r = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
      const { data } = (await r.json()) as { data: { token: string } };
      await context.addCookies([{ name: 'token', value: data.token, url: origin }]);
    }
    const tally: Tally = { raw: 0, gzip: 0, sent: 0, files: 0, requests: 0 };
    page.on('request', () => {
      tally.requests++;
    });
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        const body = await res.body();
        tally.raw += body.length;
        tally.gzip += gzipSync(body, { level: 9 }).length;
        // The server sends hashed assets whole (precompressed), so content-length is the size on the wire.
        const sent = Number((await res.allHeaders())['content-length']);
        tally.sent += Number.isFinite(sent) && sent > 0 ? sent : body.length;
        tally.files++;
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    const kib = (n: number) => (n / 1024).toFixed(1);
    const budget = BUDGETS[path];
    const within = (value: number, limit?: number) => (limit === undefined ? '' : ` (budget ${limit}: ${value <= limit ? 'within' : 'over'})`);
    console.log(
      `${path.padEnd(18)} ${tally.requests} requests${within(tally.requests, budget?.requests)}  ${tally.files} JS+CSS files  raw ${kib(tally.raw)} KiB  gzip ${kib(tally.gzip)} KiB  sent ${kib(tally.sent)} KiB${within(tally.sent / 1024, budget?.kib)}`,
    );
  };
  await measure('/login', false);
  await measure('/dashboard', true);
  await measure('/system/zhgl/yhgl', true);
  await browser.close();
}
