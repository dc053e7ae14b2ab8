/**
 * The video signalling socket /video/signal?ticket=…: relays between the sockets of one room and to no
 * other room, refuses forged, foreign and stale tickets, tells peers who joined and left, and closes every
 * socket of a room that ends.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { flowWorks } from '../../server/db/schema';
import { createVideoSignalServer, SIGNAL_CLOSE, type VideoSignalServer } from '../../server/video/signal-server';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowPeople, type Person } from './support/flow-runtime';
import { connectSignal } from './support/signal-socket';

type Ticket = { roomId: string; wsUrl: string };

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
let server: Server;
let signal: VideoSignalServer;
let origin: string;
let taskId: string;

beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
  [{ id: taskId }] = await t.db.select({ id: flowWorks.id }).from(flowWorks).where(eq(flowWorks.busiTypeCode, 'fzsh')).limit(1);
  signal = createVideoSignalServer({ db: t.db, config: { tokenSecret: undefined } });
  server = createServer();
  server.on('upgrade', (req, socket, head) => void signal.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  signal.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

const call = <T>(who: Person, url: string, body: Record<string, unknown>) => t.call<T>('POST', `/approval/${url}`, { token: who.token, body });
async function openRoom(creator: Person, invitees: Person[]): Promise<Ticket> {
  const res = await call<Ticket>(creator, 'lawEnforcement', { subjectType: 'task', subjectId: taskId, userIds: invitees.map((i) => i.id) });
  expect(res.code).toBe(0);
  return res.data;
}
const ticketOf = async (who: Person, roomId: string) => (await call<Ticket>(who, 'getWSUrl', { roomId })).data.wsUrl;

const connect = (wsUrl: string) => connectSignal(origin, wsUrl);

describe('video signalling socket', () => {
  it('relays offers, answers and candidates between two sockets of one room and never to another room', async () => {
    const roomA = await openRoom(p.zhidui, [p.dadui]);
    const roomB = await openRoom(p.admin, [p.fazhi]);
    const commander = connect(roomA.wsUrl);
    expect(await commander.next('welcome')).toMatchObject({ userId: p.zhidui.id, peers: [] });
    const officer = connect(await ticketOf(p.dadui, roomA.roomId));
    expect(await officer.next('welcome')).toMatchObject({ userId: p.dadui.id, peers: [{ userId: p.zhidui.id, name: p.zhidui.name }] });
    expect(await commander.next('peer.joined')).toMatchObject({ userId: p.dadui.id, name: p.dadui.name });

    const outsider = connect(roomB.wsUrl);
    await outsider.next('welcome');
    const outsiderPeer = connect(await ticketOf(p.fazhi, roomB.roomId));
    await outsiderPeer.next('welcome');

    const offer = { sdp: { type: 'offer', sdp: 'v=0 offer' } };
    officer.send({ type: 'signal', to: p.zhidui.id, data: offer });
    expect(await commander.next('signal')).toEqual({ type: 'signal', from: p.dadui.id, data: offer });
    commander.send({ type: 'signal', to: p.dadui.id, data: { sdp: { type: 'answer', sdp: 'v=0 answer' } } });
    expect(await officer.next('signal')).toMatchObject({ from: p.zhidui.id, data: { sdp: { type: 'answer' } } });
    officer.send({ type: 'signal', to: p.zhidui.id, data: { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } } });
    expect(await commander.next('signal')).toMatchObject({ data: { candidate: { candidate: expect.stringContaining('candidate:1') } } });

    // A socket of room A cannot reach a member of room B, even by naming them.
    officer.send({ type: 'signal', to: p.fazhi.id, data: offer });
    officer.send({ type: 'signal', to: p.admin.id, data: offer });
    officer.send({ type: 'ping' });
    await officer.next('pong');
    expect([...outsider.inbox, ...outsiderPeer.inbox].filter((m) => m.type === 'signal')).toEqual([]);

    // The officer leaves: their socket closes and the commander hears of it.
    expect((await call(p.dadui, 'lawOffline', { expert: 0, roomId: roomA.roomId, userId: p.dadui.id })).code).toBe(0);
    expect(await officer.closed).toBe(SIGNAL_CLOSE.left);
    expect(await commander.next('peer.left')).toEqual({ type: 'peer.left', userId: p.dadui.id });

    // Ending room B closes both of its sockets with `ended`; room A is untouched.
    expect((await call(p.admin, 'endRoom', { roomId: roomB.roomId })).code).toBe(0);
    expect(await outsider.next('ended')).toEqual({ type: 'ended' });
    expect(await outsiderPeer.closed).toBe(SIGNAL_CLOSE.ended);
    expect(signal.peersOf(roomB.roomId)).toEqual([]);
    expect(signal.peersOf(roomA.roomId)).toEqual([p.zhidui.id]);
    commander.ws.close();
  });

  it('refuses a missing or forged ticket, a session token, a member who left and an ended room', async () => {
    const room = await openRoom(p.zhidui, [p.dadui]);
    expect(await connect('/video/signal').refused).toBe(401);
    expect(await connect('/video/signal?ticket=forged').refused).toBe(401);
    expect(await connect(`/video/signal?ticket=${p.dadui.token}`).refused).toBe(401);
    const officerTicket = await ticketOf(p.dadui, room.roomId);
    await call(p.dadui, 'lawOffline', { expert: 0, roomId: room.roomId, userId: p.dadui.id });
    expect(await connect(officerTicket).refused).toBe(403);
    await call(p.zhidui, 'endRoom', { roomId: room.roomId });
    expect(await connect(room.wsUrl).refused).toBe(403);
  });

  it('replaces an older socket of the same member instead of keeping both', async () => {
    const room = await openRoom(p.zhidui, [p.dadui]);
    const first = connect(room.wsUrl);
    await first.next('welcome');
    const renewed = (await call<Ticket>(p.zhidui, 'replaceWSUrl', { roomId: room.roomId })).data.wsUrl;
    const second = connect(renewed);
    await second.next('welcome');
    expect(await first.closed).toBe(SIGNAL_CLOSE.replaced);
    expect(signal.peersOf(room.roomId)).toEqual([p.zhidui.id]);
    second.ws.close();
    await second.closed;
  });
});
