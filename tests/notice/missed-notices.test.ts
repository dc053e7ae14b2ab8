import { createLocalNoticeBus } from '../../server/notice/bus';
import { countingBus, openRealtimeServer, subscribeNotices, until, type RealtimeServer } from './support/realtime-server';

/** No notice lost across a reconnect (issue 23): a socket that was down gets the unread notices it missed first. */
const bus = countingBus(createLocalNoticeBus());
let s: RealtimeServer;
let fazhiId: string;
let tokens: { dadui: string; fazhi: string };

beforeAll(async () => {
  s = await openRealtimeServer(bus);
  fazhiId = await s.userId('fazhi');
  tokens = { dadui: await s.login('dadui'), fazhi: await s.login('fazhi') };
});
afterAll(async () => {
  await s.close();
  await bus.close();
});

const send = (busiInstId: string) =>
  s.rest<{ id: string }>('POST', '/api/flow/runtime/work/business/send', { token: tokens.dadui, body: { busiTypeCode: 'fzsh', busiInstId, title: `补发测试${busiInstId}`, assigneeId: fazhiId } });

describe('notices missed while the socket was down', () => {
  it('come first on the reconnect, oldest first and each once, then the live ones; read ones do not', async () => {
    const first = subscribeNotices(s.wsOrigin, tokens.fazhi);
    await until(() => bus.listeners(fazhiId) === 1);
    const since = first.received.ack?.serverTime;
    expect(since).toMatch(/^\d{4}-\d\d-\d\dT/);
    await first.stop();
    await until(() => bus.listeners(fazhiId) === 0);

    // Written while fazhi has no socket: the bus had nobody to give them to.
    for (const id of ['missed-1', 'missed-2', 'missed-3']) expect((await send(id)).code).toBe(0);
    // One of them read meanwhile on another device: no toast for it.
    const page = await s.rest<{ records: { id: string; title: string }[] }>('POST', '/api/sys/notice/getReceivePage', { token: tokens.fazhi, body: { current: 1, size: 10 } });
    const read = page.data.records.find((n) => n.title.includes('补发测试missed-2'))!;
    expect((await s.rest('POST', '/api/sys/notice/batchMarkAsRead', { token: tokens.fazhi, body: { ids: [read.id] } })).code).toBe(0);

    const again = subscribeNotices(s.wsOrigin, tokens.fazhi, since);
    try {
      await until(() => again.received.data.length === 2);
      expect(again.received.data.map((n) => n.busiInstId)).toEqual(['missed-1', 'missed-3']);
      await until(() => bus.listeners(fazhiId) === 1);
      expect((await send('live-1')).code).toBe(0);
      await until(() => again.received.data.length === 3);
      expect(again.received.data.map((n) => n.busiInstId)).toEqual(['missed-1', 'missed-3', 'live-1']);
      expect(again.received.errors).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  it('a first connection (no since) replays nothing, and a malformed since is refused', async () => {
    const fresh = subscribeNotices(s.wsOrigin, tokens.fazhi);
    const bad = subscribeNotices(s.wsOrigin, tokens.fazhi, 'yesterday');
    try {
      await until(() => bus.listeners(fazhiId) === 1 && bad.received.errors.length === 1);
      expect(fresh.received.data).toEqual([]);
      expect(bad.received.errors[0]).toMatchObject({ message: 'since须为ISO 8601时间' });
    } finally {
      await fresh.stop();
      await bad.stop();
    }
  });
});
