/**
 * Query time of every statistics view (/tjfx) over the large seed on PostgreSQL: the whole city (深圳支队
 * with subordinates) over the two years before today (the yearly views: last year and this year),
 * GET /api/statistics/view against a started server. Prints median and p95 of N runs; asserts nothing. Creates the bench database and the large seed when
 * missing (`npm run seed -- --scale=large` does the same by hand).
 *   npx tsx bench/statistics.ts            BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/xfjd_bench)
 *   BENCH_STAT_RUNS=20 (runs per view), BENCH_STAT_PORT=8283, BENCH_STAT_VIEWS=a,b (only these views)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/open';
import { prepareDatabase } from '../server/db/seed/prepare';
import { DETACHMENT_ID } from '../server/db/seed/organizations';
import { seedLargeStatistics } from '../server/db/seed/statistics-large';
import { STATISTICS_VIEWS } from '../server/services/statistics/views';
import { chinaStartOfDay } from '../server/db/seed/util';
import { listUnderStatistics } from './statistics-load';
import { fmt, summarize } from './stats';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Fire@2026';
/** Budget per view median over 1 M tasks and over 10 M, issue 17. */
const VIEW_BUDGET_MS = 50;
const VIEW_BUDGET_10M_MS = 100;
const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;

/** Creates the database named in the URL when the server lacks it; false when no PostgreSQL answers. */
async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (err) {
    console.log(`  skipped: no PostgreSQL at ${admin.host} (${err instanceof Error ? err.message : err})`);
    return false;
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.log(`  created database ${name}`);
    }
    return true;
  } finally {
    await client.end();
  }
}

async function ensureLargeSeed(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await prepareDatabase(database.db, { seedDemo: true, adminPassword: undefined });
    await seedLargeStatistics(database.db, chinaStartOfDay(new Date()), undefined, (line) => console.log(`  ${line}`));
  } finally {
    await database.close();
  }
}

/** `tsx server/main.ts` on the bench database (no client build needed for the API). */
async function startApi(port: number, url: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  for (const deadline = Date.now() + 180_000; ; ) {
    if (child.exitCode !== null) throw new Error('bench server exited');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('bench server did not start');
    }
    try {
      if ((await fetch(`${origin}/api/public/download/app/qrcode`)).ok) return { origin, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const chinaDay = (ms: number) => new Date(ms + CHINA_MS).toISOString().slice(0, 10);

export async function statisticsBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/xfjd_bench';
  const runs = Number(process.env.BENCH_STAT_RUNS ?? 20);
  if (!(await ensureDatabase(url))) return;
  await ensureLargeSeed(url);
  const server = await startApi(Number(process.env.BENCH_STAT_PORT ?? 8283), url);
  try {
    const login = await fetch(`${server.origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: PASSWORD }) });
    const { data } = (await login.json()) as { data: { token: string } };
    const today = chinaStartOfDay(new Date()).getTime();
    const query = new URLSearchParams({ organId: DETACHMENT_ID, organRange: '1', startTime: `${chinaDay(today - 730 * DAY_MS)} 00:00:00`, endTime: `${chinaDay(today - DAY_MS)} 23:59:59` });
    const year = Number(chinaDay(today).slice(0, 4));
    const yearly = new URLSearchParams({ organId: DETACHMENT_ID, organRange: '1', startYear: String(year - 1), endYear: String(year) });
    console.log(`  ${query.get('startTime')} – ${query.get('endTime')} (yearly views ${year - 1}–${year}), 深圳支队 with subordinates, ${runs} runs per view (after 3 warm-up runs)`);
    const only = process.env.BENCH_STAT_VIEWS?.split(',');
    for (const def of STATISTICS_VIEWS.filter((v) => !only || only.includes(v.key))) {
      const view = def.key;
      const call = async () => {
        const r = await fetch(`${server.origin}/api/statistics/view?view=${view}&${def.yearly ? yearly : query}`, { headers: { token: data.token } });
        const body = (await r.json()) as { code: number; msg?: string; data?: { rows: unknown[]; measures: { label: string }[]; totals: number[] } };
        if (body.code !== 0 || !body.data) throw new Error(`${view}: ${body.code} ${body.msg}`);
        return body.data;
      };
      let sample;
      try {
        for (let i = 0; i < 3; i++) sample = await call();
      } catch (err) {
        console.log(`  ${view}: not measured (${err instanceof Error ? err.message : err})`);
        continue;
      }
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
      }
      const s = summarize(times);
      const first = sample ? `${sample.rows.length} rows, ${sample.measures[0]?.label} ${sample.totals[0]}` : '';
      console.log(`  ${view.padEnd(22)} median ${fmt(s.median, 1)} ms (budget ≤ ${VIEW_BUDGET_MS} ms at 1 M tasks, ≤ ${VIEW_BUDGET_10M_MS} ms at 10 M)  p95 ${fmt(s.p95, 1)} ms   (${first})`);
    }
    await listUnderStatistics(server.origin, data.token, `${server.origin}/api/statistics/view?view=workloadStatistics&${query}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('— statistics over the large seed (PostgreSQL) —');
  statisticsBench().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
