import WebSocket from 'ws';
import { createLocalNoticeBus } from '../../server/notice/bus';
import { countingBus, openRealtimeServer, subscribeNotices, until, type RealtimeServer } from './support/realtime-server';

const bus = countingBus(createLocalNoticeBus());
let s: RealtimeServer;
let ids: Record<'dadui' | 'fazhi' | 'admin', string>;
let tokens: Record<'dadui' | 'fazhi' | 'admin', string>;

beforeAll(async () => {
  s = await openRealtimeServer(bus);
  ids = { dadui: await s.userId('dadui'), fazhi: await s.userId('fazhi'), admin: await s.userId('admin') };
  tokens = { dadui: await s.login('dadui'), fazhi: await s.login('fazhi'), admin: await s.login('admin') };
});
afterAll(async () => {
  await s.close();
  await bus.close();
});

describe('Subscription.noticeReceived over graphql-ws', () => {
  it('delivers a flow notice with the spec fields to its receiver and nobody else', async () => {
    const fazhi = subscribeNotices(s.wsOrigin, tokens.fazhi);
    const dadui = subscribeNotices(s.wsOrigin, tokens.dadui);
    const admin = subscribeNotices(s.wsOrigin, tokens.admin);
    try {
      await until(() => bus.listeners(ids.fazhi) === 1 && bus.listeners(ids.dadui) === 1 && bus.listeners(ids.admin) === 1);
      const sent = await s.rest<{ id: string }>('POST', '/api/flow/runtime/work/business/send', {
        token: tokens.dadui,
        body: { busiTypeCode: 'fzsh', busiInstId: 'sub-1', title: '订阅测试案件', assigneeId: ids.fazhi, comment: '请审核。' },
      });
      expect(sent).toMatchObject({ code: 0 });
      await until(() => fazhi.received.data.length === 1);
      expect(fazhi.received.data[0]).toMatchObject({
        receiverId: ids.fazhi,
        title: expect.stringContaining('订阅测试案件'),
        visited: false,
        category: 'flow',
        templateCategory: 'approval',
        busiTypeCode: 'fzsh',
        busiInstId: 'sub-1',
        flowWorkId: sent.data.id,
        approveAction: 'send',
        hasNextTask: true,
        taskId: expect.any(String),
        caseTransId: null,
      });
      expect(Date.parse(String(fazhi.received.data[0].time))).not.toBeNaN();
      await new Promise((r) => setTimeout(r, 150));
      expect(dadui.received.data).toEqual([]);
      expect(admin.received.data).toEqual([]);
      expect(fazhi.received.errors).toEqual([]);
    } finally {
      await Promise.all([fazhi.stop(), dadui.stop(), admin.stop()]);
    }
  });

  it('releases the bus listener when the client unsubscribes or the socket closes', async () => {
    const a = subscribeNotices(s.wsOrigin, tokens.admin);
    await until(() => bus.listeners(ids.admin) === 1);
    await a.stop();
    await until(() => bus.listeners(ids.admin) === 0);

    const b = subscribeNotices(s.wsOrigin, tokens.admin);
    await until(() => bus.listeners(ids.admin) === 1);
    b.client.terminate();
    await until(() => bus.listeners(ids.admin) === 0);
    await b.stop();
  });

  it('refuses a bad, missing or logged-out token with SESSION_EXPIRED', async () => {
    const loggedOut = await s.login('jiedao');
    expect((await s.rest('POST', '/api/logout', { token: loggedOut })).code).toBe(0);
    for (const token of ['not-a-token', '', loggedOut]) {
      const sub = subscribeNotices(s.wsOrigin, token);
      await until(() => sub.received.closed);
      expect(sub.received.errors[0]?.extensions?.code).toBe('SESSION_EXPIRED');
      expect(sub.received.errors[0]?.message).toMatch(/登录/);
      expect(sub.received.data).toEqual([]);
      await sub.stop();
    }
  });

  it('checks the session again for each notice: logged out elsewhere, the next notice is SESSION_EXPIRED', async () => {
    const token = await s.login('zhidui');
    const zhiduiId = await s.userId('zhidui');
    const sub = subscribeNotices(s.wsOrigin, token);
    try {
      await until(() => bus.listeners(zhiduiId) === 1);
      expect((await s.rest('POST', '/api/logout', { token })).code).toBe(0);
      await bus.publish({ id: 'n-revoked', receiverId: zhiduiId, title: '退出后的通知', content: '不应送达', createdAt: new Date().toISOString(), visited: false });
      await until(() => sub.received.errors.length > 0);
      expect(sub.received.errors[0]?.extensions?.code).toBe('SESSION_EXPIRED');
      expect(sub.received.data).toEqual([]);
    } finally {
      await sub.stop();
    }
  });

  it('feeds the raw /notice socket from the same bus and refuses a bad token there too', async () => {
    const refused = await new Promise<number>((resolve) => {
      new WebSocket(`${s.wsOrigin}/notice?token=bad&clientType=0`).on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    });
    expect(refused).toBe(401);

    const raw = new WebSocket(`${s.wsOrigin}/notice?token=${tokens.admin}&clientType=0`);
    const messages: { type: string; data?: { id?: string } }[] = [];
    raw.on('message', (m) => messages.push(JSON.parse(m.toString())));
    const gql = subscribeNotices(s.wsOrigin, tokens.admin);
    try {
      await until(() => messages.some((m) => m.type === 'connected') && bus.listeners(ids.admin) === 2);
      await bus.publish({ id: 'n-both', receiverId: ids.admin, title: '两个通道', createdAt: new Date().toISOString(), visited: false, payload: { caseTransId: 'ct-9' } });
      await until(() => gql.received.data.length === 1 && messages.some((m) => m.type === 'notice'));
      expect(messages.find((m) => m.type === 'notice')?.data?.id).toBe('n-both');
      expect(gql.received.data[0]).toMatchObject({ id: 'n-both', caseTransId: 'ct-9', content: '', hasNextTask: null });
    } finally {
      raw.close();
      await gql.stop();
    }
  });
});
