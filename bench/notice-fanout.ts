/**
 * One notice to 1,000 connected clients (budget p99 ≤ 500 ms, ARCHITECTURE.md): 1,000 graphql-ws clients
 * subscribed to noticeReceived, then 1,000 raw /notice sockets, all as one user, against an in-process
 * server. Each round publishes one notice and times its arrival at every client; clients and server share
 * this process (and its two cores), so the figures include the clients' own work.
 */
import { pathToFileURL } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startNoticeServer, type NoticeBenchServer } from './notice-server';
import { fmt, summarize } from './stats';

const CLIENTS = Number(process.env.BENCH_NOTICE_CLIENTS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_NOTICE_ROUNDS ?? 20);
const CONNECT_BATCH = 100;
const QUERY = 'subscription { noticeReceived { id title time } }';

interface Receiver {
  /** Called with the notice id when it arrives. */
  onNotice?: (id: string) => void;
  close(): void;
}

async function waitFor(check: () => boolean, what: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function graphqlWsReceiver(server: NoticeBenchServer): Receiver {
  const client: Client = createClient({ url: `${server.wsOrigin}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: server.token }, retryAttempts: 0 });
  const receiver: Receiver = { close: () => void client.dispose() };
  client.subscribe<{ noticeReceived: { id: string } }>(
    { query: QUERY },
    { next: (v) => v.data && receiver.onNotice?.(v.data.noticeReceived.id), error: () => undefined, complete: () => undefined },
  );
  return receiver;
}

function rawReceiver(server: NoticeBenchServer): Receiver {
  const ws = new WebSocket(`${server.wsOrigin}/notice?token=${server.token}&clientType=0`);
  const receiver: Receiver = { close: () => ws.close() };
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; data?: { id: string } };
    if (message.type === 'notice' && message.data) receiver.onNotice?.(message.data.id);
  });
  return receiver;
}

async function connect(server: NoticeBenchServer, make: (s: NoticeBenchServer) => Receiver, base: number): Promise<Receiver[]> {
  const receivers: Receiver[] = [];
  for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
    for (let j = i; j < Math.min(CLIENTS, i + CONNECT_BATCH); j++) receivers.push(make(server));
    await waitFor(() => server.listeners() >= base + receivers.length, 'clients subscribing');
  }
  await server.bus.settled();
  return receivers;
}

async function rounds(server: NoticeBenchServer, receivers: Receiver[]) {
  const latencies: number[] = [];
  const toAll: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const id = `bench-${round}`;
    let arrived = 0;
    let last = 0;
    const t0 = performance.now();
    for (const r of receivers) {
      r.onNotice = (got) => {
        if (got !== id) return;
        const t = performance.now() - t0;
        latencies.push(t);
        last = t;
        arrived++;
      };
    }
    await server.bus.publish({ id, receiverId: server.userId, title: '性能测试通知', createdAt: new Date().toISOString(), visited: false });
    await waitFor(() => arrived === receivers.length, `round ${round}`, 30_000);
    toAll.push(last);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { perClient: summarize(latencies), toAll: summarize(toAll) };
}

function report(label: string, r: Awaited<ReturnType<typeof rounds>>) {
  console.log(
    `${label}: ${CLIENTS} 个客户端 × ${ROUNDS} 轮 — 每个客户端收到 中位数 ${fmt(r.perClient.median)} ms, p99 ${fmt(r.perClient.p99)} ms；` +
      `全部收到 中位数 ${fmt(r.toAll.median)} ms, p99 ${fmt(r.toAll.p99)} ms`,
  );
}

export async function noticeFanout(): Promise<void> {
  const server = await startNoticeServer();
  try {
    console.log(`通知总线: ${server.busKind}`);
    const gql = await connect(server, graphqlWsReceiver, 0);
    report('graphql-ws noticeReceived', await rounds(server, gql));
    for (const r of gql) r.close();
    await waitFor(() => server.listeners() === 0, 'graphql-ws clients leaving');

    const raw = await connect(server, rawReceiver, 0);
    report('原始 /notice 套接字      ', await rounds(server, raw));
    for (const r of raw) r.close();
  } finally {
    await server.close();
  }
}

// `npx tsx bench/notice-fanout.ts` runs it alone; `npm run bench` runs it after the others.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  noticeFanout().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
