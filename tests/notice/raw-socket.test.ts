import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { authenticate } from '../../server/auth/session';
import { createSessionCheck } from '../../server/auth/session-check';
import { users } from '../../server/db/schema';
import { createLocalNoticeBus } from '../../server/notice/bus';
import { createRawNoticeServer } from '../../server/notice/raw-socket';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let server: Server;
let origin: string;
const bus = createLocalNoticeBus();

beforeAll(async () => {
  t = await openTestApp();
  const raw = createRawNoticeServer({ bus, authenticate: (token) => authenticate(t.db, token), checkSession: createSessionCheck(t.db) });
  server = createServer();
  server.on('upgrade', (req, socket, head) => void raw.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

const open = (query: string) => new WebSocket(`${origin}/notice?${query}`);
const refused = (ws: WebSocket) => new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
const nextMessage = (ws: WebSocket) => new Promise<string>((resolve) => ws.once('message', (m) => resolve(m.toString())));

describe('raw notice socket /notice?token=…&clientType=0', () => {
  it('refuses a missing or bad token', async () => {
    expect(await refused(open('clientType=0'))).toBe(401);
    expect(await refused(open('token=bad&clientType=0'))).toBe(401);
  });

  it('answers ping with pong and delivers a notice only to its receiver', async () => {
    const admin = await t.login('admin');
    const other = await t.login('dadui');
    const a = open(`token=${admin}&clientType=0`);
    const b = open(`token=${other}&clientType=0`);
    // Both listeners before either wait: b's greeting may come first and would otherwise be missed (a CI hang).
    const [greetA, greetB] = [nextMessage(a), nextMessage(b)];
    expect(JSON.parse(await greetA).type).toBe('connected');
    expect(JSON.parse(await greetB).type).toBe('connected');
    a.send('ping');
    expect(await nextMessage(a)).toBe('pong');

    const got: string[] = [];
    b.on('message', (m) => got.push(m.toString()));
    const arrived = nextMessage(a);
    await bus.publish({ id: 'n-test', receiverId: 'u-0001', title: '测试通知', createdAt: new Date().toISOString(), visited: false });
    expect(JSON.parse(await arrived)).toMatchObject({ type: 'notice', data: { id: 'n-test', title: '测试通知' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([]);
    a.close();
    b.close();
  });
});

describe('raw notice socket after the session ended elsewhere', () => {
  it('closes with 4408 instead of handing over the next notice', async () => {
    const token = await t.login('zhidui');
    const ws = open(`token=${token}&clientType=0`);
    expect(JSON.parse(await nextMessage(ws)).type).toBe('connected');
    const [receiver] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'zhidui'));
    expect((await t.call('POST', '/logout', { token })).code).toBe(0);
    const got: string[] = [];
    ws.on('message', (m) => got.push(m.toString()));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    await bus.publish({ id: 'n-after-logout', receiverId: receiver.id, title: '退出后的通知', createdAt: new Date().toISOString(), visited: false });
    expect(await closed).toEqual({ code: 4408, reason: '您已退出登录，请重新登录' });
    expect(got).toEqual([]);
  });
});
