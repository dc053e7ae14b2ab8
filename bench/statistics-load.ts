/**
 * A plain list call's latency idle and while 16 statistics views run at once (the statistics gate should
 * keep most of the pool for it). Budget: p50 under load at most 2× idle. Prints figures; asserts nothing.
 */
import { fmt, summarize } from './stats';

const LIST_PATH = '/api/organization/getFullOrganTreeInclude';
const STATISTICS_CALLERS = 16;
const LIST_RUNS = 40;
/** Long enough that the loaded runs overlap several rounds of statistics calls, not only the first. */
const LIST_MIN_MS = 3_000;
export const LIST_LOAD_BUDGET = 2;

async function listTimes(origin: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (const started = performance.now(); times.length < LIST_RUNS || performance.now() - started < LIST_MIN_MS; ) {
    const t = performance.now();
    const r = await fetch(`${origin}${LIST_PATH}`, { headers: { token } });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${LIST_PATH}: HTTP ${r.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

/** `statisticsUrl` is one heavy view's full URL; 16 callers repeat it until the list runs are done. */
export async function listUnderStatistics(origin: string, token: string, statisticsUrl: string): Promise<void> {
  for (let i = 0; i < 5; i++) await (await fetch(`${origin}${LIST_PATH}`, { headers: { token } })).arrayBuffer();
  const idle = summarize(await listTimes(origin, token));
  let stop = false;
  let statisticsDone = 0;
  const callers = Array.from({ length: STATISTICS_CALLERS }, async () => {
    while (!stop) {
      await (await fetch(statisticsUrl, { headers: { token } })).arrayBuffer();
      statisticsDone++;
    }
  });
  await new Promise((r) => setTimeout(r, 300));
  const loaded = summarize(await listTimes(origin, token));
  stop = true;
  await Promise.all(callers);
  const ratio = loaded.median / idle.median;
  console.log(`  list call ${LIST_PATH}: p50 idle ${fmt(idle.median, 1)} ms, under ${STATISTICS_CALLERS} statistics calls ${fmt(loaded.median, 1)} ms`);
  console.log(`    = ${fmt(ratio, 2)}× idle (budget ≤ ${LIST_LOAD_BUDGET}×) ${ratio <= LIST_LOAD_BUDGET ? 'within' : 'OVER'}; ${statisticsDone} statistics calls completed meanwhile`);
}
