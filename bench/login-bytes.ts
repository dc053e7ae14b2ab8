/**
 * `npx tsx bench/login-bytes.ts`: the bytes /login's first load transfers for its JS and CSS, as the server
 * sends them compressed (brotli, and gzip for a browser without it), against issue 17's budget of 150 KiB.
 * Starts `npm start` on a fresh data dir (BENCH_PORT, default 8284); prints, asserts nothing.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startServer } from './server-process';

const BUDGET_KIB = 150;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The JS and CSS URLs the browser fetches to show /login. */
async function loginAssets(origin: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const urls: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || req.resourceType() === 'stylesheet') urls.push(req.url());
    });
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    return [...new Set(urls)];
  } finally {
    await browser.close();
  }
}

/** Bytes on the wire for each URL with this Accept-Encoding (the body as sent, before decoding). */
async function transferred(urls: string[], acceptEncoding: string): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
    // fetch decodes what it reads; the length as sent is the header of a file sent whole.
    const sent = Number(res.headers.get('content-length'));
    if (Number.isFinite(sent) && sent > 0) {
      total += sent;
      await res.arrayBuffer();
    } else total += (await res.arrayBuffer()).byteLength;
  }
  return total;
}

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8284));
  try {
    const urls = await loginAssets(server.origin);
    const identity = await transferred(urls, 'identity');
    const gzip = await transferred(urls, 'gzip');
    const br = await transferred(urls, 'br, gzip');
    console.log(`/login JS+CSS: ${urls.length} files`);
    console.log(`  uncompressed ${kib(identity)} KiB`);
    console.log(`  gzip         ${kib(gzip)} KiB`);
    console.log(`  brotli       ${kib(br)} KiB   (budget ${BUDGET_KIB} KiB: ${br / 1024 <= BUDGET_KIB ? 'within' : `over by ${kib(br - BUDGET_KIB * 1024)} KiB`})`);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
