import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

interface Tally { raw: number; gzip: number; sent: number; files: number; requests: number }

/** Issue 17's first-load budgets: JS+CSS as sent (compressed), and every request of the load. */
const BUDGETS: Record<string, { kib: number; requests?: number }> = {
  '/login': { kib: 150 },
  '/system/zhgl/yhgl': { kib: 250, requests: 30 },
};

/**
 * The body's size on the wire: content-length when the server sent one (precompressed files), else (a
 * small file compressed on the fly, chunked) the body compressed as its content-encoding says.
 */
async function sentBytes(res: Response, body: Buffer): Promise<number> {
  const headers = await res.allHeaders();
  const length = Number(headers['content-length']);
  if (Number.isFinite(length) && length > 0) return length;
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliCompressSync(body).length;
  if (encoding === 'gzip') return gzipSync(body).length;
  return body.length;
}

/**
 * JS and CSS a first load fetches (raw, gzip -9, and as sent by the server) and its request count, for
 * /login, /dashboard and the list screen 用户管理 after logging in. Prints figures beside their budgets.
 */
export async function pageBytes(origin: string, account: string, password: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** `ready`: what the page shows once drawn; networkidle alone can fire while the entry still runs. */
  const measure = async (path: string, login: boolean, ready: string) => {
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
    // Every reply's body is read before the context closes (a reply still being read would be lost).
    const reading: Promise<void>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      reading.push(
        (async () => {
          const body = await res.body();
          tally.raw += body.length;
          tally.gzip += gzipSync(body, { level: 9 }).length;
          // Awaited before adding: `tally.sent += await …` would add to a stale total while replies overlap.
          const sent = await sentBytes(res, body);
          tally.sent += sent;
          tally.files++;
        })().catch(() => {
          /* redirected or aborted */
        }),
      );
    });
    await page.goto(`${origin}${path}`);
    await page.getByTestId(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    await context.close();
    const kib = (n: number) => (n / 1024).toFixed(1);
    const budget = BUDGETS[path];
    const within = (value: number, limit?: number) => (limit === undefined ? '' : ` (budget ${limit}: ${value <= limit ? 'within' : 'over'})`);
    console.log(
      `${path.padEnd(18)} ${tally.requests} requests${within(tally.requests, budget?.requests)}  ${tally.files} JS+CSS files  raw ${kib(tally.raw)} KiB  gzip ${kib(tally.gzip)} KiB  sent ${kib(tally.sent)} KiB${within(tally.sent / 1024, budget?.kib)}`,
    );
  };
  await measure('/login', false, 'login-form');
  await measure('/dashboard', true, 'dashboard');
  await measure('/system/zhgl/yhgl', true, 'data-table');
  await browser.close();
}
