import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { authenticate } from '../../server/auth/session';
import { createLocalNoticeBus } from '../../server/notice/bus';
import { createRawNoticeServer } from '../../server/notice/raw-socket';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let server: Server;
let origin: string;
const bus = createLocalNoticeBus();

beforeAll(async () => {
  t = await openTestApp();
  const raw = createRawNoticeServer({ bus, authenticate: (token) => authenticate(t.db, token) });
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
    expect(JSON.parse(await nextMessage(a)).type).toBe('connected');
    expect(JSON.parse(await nextMessage(b)).type).toBe('connected');
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
