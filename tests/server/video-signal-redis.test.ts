/**
 * Video signalling across instances (issue 23): two signalling servers on one database, each with its own
 * Redis relay of one deployment, as two instances behind a balancer. Commander on one, invitee on the other:
 * peers, offers and answers, a replaced socket, a member let go and an ended room all cross. Runs with REDIS_URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { flowWorks } from '../../server/db/schema';
import { createRedisVideoRelay } from '../../server/video/redis-relay';
import { createVideoSignalServer, SIGNAL_CLOSE, type VideoSignalServer } from '../../server/video/signal-server';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowPeople, type Person } from './support/flow-runtime';
import { connectSignal } from './support/signal-socket';

type Ticket = { roomId: string; wsUrl: string };
const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('video signalling across two instances (Redis)', () => {
  const prefix = `xfjd-test-${process.pid}-${Date.now()}:video:`;
  let t: TestApp;
  let p: Awaited<ReturnType<typeof flowPeople>>;
  let taskId: string;
  const instances: { server: Server; signal: VideoSignalServer; origin: string; close(): Promise<void> }[] = [];

  async function instance() {
    const relay = createRedisVideoRelay(REDIS_URL!, prefix);
    const signal = createVideoSignalServer({ db: t.db, config: { tokenSecret: undefined }, relay });
    const server = createServer();
    server.on('upgrade', (req, socket, head) => void signal.handleUpgrade(req, socket, head));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      server,
      signal,
      origin,
      async close() {
        signal.close();
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
        await relay.close();
      },
    };
  }

  beforeAll(async () => {
    t = await openTestApp();
    p = await flowPeople(t);
    [{ id: taskId }] = await t.db.select({ id: flowWorks.id }).from(flowWorks).where(eq(flowWorks.busiTypeCode, 'fzsh')).limit(1);
    instances.push(await instance(), await instance());
  });
  afterAll(async () => {
    for (const i of instances) await i.close();
    await t.close();
  });

  const call = <T>(who: Person, url: string, body: Record<string, unknown>) => t.call<T>('POST', `/approval/${url}`, { token: who.token, body });
  const ticketOf = async (who: Person, roomId: string) => (await call<Ticket>(who, 'getWSUrl', { roomId })).data.wsUrl;
  async function openRoom(creator: Person, invitees: Person[]): Promise<Ticket> {
    const res = await call<Ticket>(creator, 'lawEnforcement', { subjectType: 'task', subjectId: taskId, userIds: invitees.map((i) => i.id) });
    expect(res.code).toBe(0);
    return res.data;
  }

  it('a call works with the commander on one instance and the officer on the other, and its end reaches both', async () => {
    const [a, b] = instances;
    const room = await openRoom(p.zhidui, [p.dadui, p.fazhi]);
    const commander = connectSignal(a.origin, room.wsUrl);
    expect(await commander.next('welcome')).toMatchObject({ userId: p.zhidui.id, peers: [] });
    const officer = connectSignal(b.origin, await ticketOf(p.dadui, room.roomId));
    expect(await officer.next('welcome')).toMatchObject({ userId: p.dadui.id, peers: [{ userId: p.zhidui.id, name: p.zhidui.name }] });
    expect(await commander.next('peer.joined')).toMatchObject({ userId: p.dadui.id, name: p.dadui.name });

    const offer = { sdp: { type: 'offer', sdp: 'v=0 offer' } };
    officer.send({ type: 'signal', to: p.zhidui.id, data: offer });
    expect(await commander.next('signal')).toEqual({ type: 'signal', from: p.dadui.id, data: offer });
    commander.send({ type: 'signal', to: p.dadui.id, data: { sdp: { type: 'answer', sdp: 'v=0 answer' } } });
    expect(await officer.next('signal')).toMatchObject({ from: p.zhidui.id, data: { sdp: { type: 'answer' } } });

    // The officer's page reconnects through the other instance: the old socket is replaced, not doubled.
    const moved = connectSignal(a.origin, (await call<Ticket>(p.dadui, 'replaceWSUrl', { roomId: room.roomId })).data.wsUrl);
    expect(await moved.next('welcome')).toMatchObject({ peers: [{ userId: p.zhidui.id }] });
    expect(await officer.closed).toBe(SIGNAL_CLOSE.replaced);
    expect(b.signal.peersOf(room.roomId)).toEqual([]);

    // A third member joins on b, then is let go by the room service on a: their socket on b closes.
    const legal = connectSignal(b.origin, await ticketOf(p.fazhi, room.roomId));
    expect((await legal.next('welcome')).peers).toEqual(expect.arrayContaining([expect.objectContaining({ userId: p.zhidui.id }), expect.objectContaining({ userId: p.dadui.id })]));
    expect((await call(p.fazhi, 'lawOffline', { expert: 0, roomId: room.roomId, userId: p.fazhi.id })).code).toBe(0);
    expect(await legal.closed).toBe(SIGNAL_CLOSE.left);
    expect(await commander.next('peer.left')).toEqual({ type: 'peer.left', userId: p.fazhi.id });

    // Ending the room (a REST call answered by either instance) ends every socket at once.
    expect((await call(p.zhidui, 'endRoom', { roomId: room.roomId })).code).toBe(0);
    expect(await commander.next('ended')).toEqual({ type: 'ended' });
    expect(await moved.next('ended')).toEqual({ type: 'ended' });
    expect(await moved.closed).toBe(SIGNAL_CLOSE.ended);
  });
});
