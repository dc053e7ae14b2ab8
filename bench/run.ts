/** `npm run bench`: prints figures; nothing here is asserted (budgets are in ARCHITECTURE.md). */
import { gatewayVsRest } from './gateway-vs-rest';
import { heatmapFirstFrame } from './heatmap-first-frame';
import { lighthouseBench } from './lighthouse';
import { noticeFanout } from './notice-fanout';
import { pageBytes } from './page-bytes';
import { startServer } from './server-process';
import { statisticsBench } from './statistics';

const PASSWORD = 'Fire@2026';

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8282));
  try {
    console.log(`bench against ${server.origin}\n`);
    console.log('— first-load bytes —');
    await pageBytes(server.origin, 'admin', PASSWORD);
    console.log('\n— Lighthouse (performance; mobile and desktop presets) —');
    await lighthouseBench(server.origin, 'admin', PASSWORD);
    console.log('\n— gateway vs REST —');
    const r = await fetch(`${server.origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: PASSWORD }) });
    const { data } = (await r.json()) as { data: { token: string } };
    await gatewayVsRest(server.origin, data.token);
    console.log('\n— heat map first frame (Chromium) —');
    await heatmapFirstFrame(server.origin);
  } finally {
    await server.stop();
  }
  console.log('\n— one notice to 1,000 connected clients (in-process server) —');
  await noticeFanout();
  // `npm run bench -- --skip-statistics` (or BENCH_SKIP_STATISTICS=1) when there is no PostgreSQL for the large seed.
  if (!process.argv.includes('--skip-statistics') && process.env.BENCH_SKIP_STATISTICS !== '1') {
    console.log('\n— every statistics view over the large seed (PostgreSQL) —');
    await statisticsBench();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
