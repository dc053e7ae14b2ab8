import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

interface Tally { raw: number; gzip: number; files: number }

/** JS and CSS a first load fetches (raw and gzip), for /login and for /dashboard after logging in. */
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
    const tally: Tally = { raw: 0, gzip: 0, files: 0 };
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        const body = await res.body();
        tally.raw += body.length;
        tally.gzip += gzipSync(body, { level: 9 }).length;
        tally.files++;
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    const kib = (n: number) => (n / 1024).toFixed(1);
    console.log(`${path.padEnd(12)} ${tally.files} files  JS+CSS raw ${kib(tally.raw)} KiB  gzip ${kib(tally.gzip)} KiB`);
  };
  await measure('/login', false);
  await measure('/dashboard', true);
  await browser.close();
}
