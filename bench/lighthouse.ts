/**
 * `npx tsx bench/lighthouse.ts`: Lighthouse (the npm package, driving Debian Chromium) on /login and the
 * list screen 用户管理, mobile and desktop presets: score, LCP, TBT and bytes, beside issue 17's budgets.
 * Starts `npm start` on a fresh data dir (BENCH_PORT, default 8285); prints, asserts nothing.
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startServer } from './server-process';

const PAGES = [
  { path: '/login', login: false, budget: { mobile: 95, desktop: 98 } },
  { path: '/system/zhgl/yhgl', login: true, budget: { mobile: 90, desktop: 95 } },
] as const;

export async function lighthouseBench(origin: string, account: string, password: string) {
  const r = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
  const { data } = (await r.json()) as { data: { token: string } };
  // A puppeteer page, so the list screen's run carries the token cookie the client reads (a Cookie header would not).
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const target of PAGES) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const page = await browser.newPage();
        if (target.login) await page.setCookie({ name: 'token', value: data.token, url: origin });
        const flags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
        const result = await lighthouse(`${origin}${target.path}`, flags, preset === 'desktop' ? desktopConfig : undefined, page);
        await page.close();
        const lhr = result?.lhr;
        if (!lhr) continue;
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        const kib = ((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(1);
        const budget = target.budget[preset];
        console.log(`${target.path.padEnd(18)} ${preset.padEnd(7)} score ${score} (budget ≥ ${budget}: ${score >= budget ? 'within' : 'under'})  LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms  bytes ${kib} KiB  (final URL ${new URL(lhr.finalDisplayedUrl).pathname})`);
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8285));
  try {
    await lighthouseBench(server.origin, 'admin', 'Fire@2026');
  } finally {
    await server.stop();
  }
}
