import { fmt, summarize } from './stats';

interface Call { name: string; run: () => Promise<void> }

/** Sequential calls for latency, then a fixed number of calls at a fixed concurrency for throughput. */
async function measure(call: Call, latencyN: number, throughputN: number, concurrency: number) {
  for (let i = 0; i < 50; i++) await call.run();
  const samples: number[] = [];
  for (let i = 0; i < latencyN; i++) {
    const t = performance.now();
    await call.run();
    samples.push(performance.now() - t);
  }
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next++ < throughputN) await call.run();
  }));
  const seconds = (performance.now() - t0) / 1000;
  return { ...summarize(samples), rps: throughputN / seconds };
}

export async function gatewayVsRest(origin: string, token: string) {
  const rest: Call = {
    name: 'REST  GET /api/organization/getFullOrganTreeInclude',
    run: async () => {
      const r = await fetch(`${origin}/api/organization/getFullOrganTreeInclude`, { headers: { token } });
      const body = (await r.json()) as { code: number };
      if (body.code !== 0) throw new Error(`REST call failed: ${JSON.stringify(body)}`);
    },
  };
  const query = '{ getFullOrganTreeInclude { organId organName level children { organId organName level children { organId organName } } } }';
  const gql: Call = {
    name: 'GraphQL getFullOrganTreeInclude via /graphql',
    run: async () => {
      const r = await fetch(`${origin}/graphql`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      const body = (await r.json()) as { errors?: unknown };
      if (body.errors) throw new Error(`GraphQL call failed: ${JSON.stringify(body.errors)}`);
    },
  };
  const results = [];
  for (const c of [rest, gql]) {
    const m = await measure(c, 300, 2000, 16);
    results.push(m);
    console.log(`${c.name}\n  latency ms: median ${fmt(m.median)}  p95 ${fmt(m.p95)}  p99 ${fmt(m.p99)}   throughput: ${fmt(m.rps, 0)} req/s (16 concurrent)`);
  }
  console.log(`  gateway / REST: median latency ${fmt(results[1].median / results[0].median)}x, throughput ${fmt(results[1].rps / results[0].rps)}x`);
}
