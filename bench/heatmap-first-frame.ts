/**
 * Time to the first heat-map frame for 100,000 points in Chromium (budget ≤ 500 ms, ARCHITECTURE.md): the
 * cockpit opened with ?bench=<n> draws n generated points once its map has loaded, and reports the time from
 * the points' arrival (WGS84 → GCJ-02 conversion included) to deck.gl's first onAfterRender with them.
 * Median of a few fresh page loads. Run alone: `npx tsx bench/heatmap-first-frame.ts [origin]`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

const POINTS = 100_000;
const RUNS = 5;
const TIMEOUT_MS = 60_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function heatmapFirstFrame(origin: string, points = POINTS, runs = RUNS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.goto(`${origin}/bigscreen-normal?bench=${points}`);
      const handle = await page.waitForFunction(() => window.__heatFirstFrame, undefined, { timeout: TIMEOUT_MS });
      const result = (await handle.jsonValue()) as { points: number; ms: number };
      times.push(result.ms);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const fmt = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`heat map, ${points.toLocaleString('en')} points: first frame median ${fmt(median(times))} (runs: ${times.map(fmt).join(', ')})`);
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  heatmapFirstFrame(process.argv[2] ?? 'http://127.0.0.1:8080').catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
