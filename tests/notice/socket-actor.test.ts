/** The app's socket actor (real graphql-ws client) against the real server: opened, pong, notices, refused. */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import { createSocketActor } from '../../src/app/notice/socket-actor';
import { createLocalNoticeBus } from '../../server/notice/bus';
import { countingBus, openRealtimeServer, until, type RealtimeServer } from './support/realtime-server';

const bus = countingBus(createLocalNoticeBus());
let s: RealtimeServer;

beforeAll(async () => {
  s = await openRealtimeServer(bus);
});
afterAll(async () => {
  await s.close();
  await bus.close();
});

const clientFor = (token: string) => createClient({ url: `${s.wsOrigin}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, lazy: true, retryAttempts: 0 });

/** A parent that only records what the socket actor reports (the session's client given, as the machine's reconnect reuses it). */
function run(token: string, client = clientFor(token)) {
  const reports: EventObject[] = [];
  const recorder = setup({ actors: { socket: createSocketActor(() => client, () => null) } }).createMachine({
    invoke: { id: 'socket', src: 'socket' },
    on: { '*': { actions: ({ event }) => reports.push(event) } },
  });
  const actor = createActor(recorder).start();
  const socket = () => (actor.getSnapshot().children as Record<string, AnyActorRef>).socket;
  return { client, reports, actor, socket, types: () => reports.map((r) => r.type) };
}

describe('socket actor over graphql-ws', () => {
  it('reports opened, answers a ping with a pong and passes notices on; stopping closes the socket', async () => {
    const userId = await s.userId('dadui');
    const r = run(await s.login('dadui'));
    await until(() => r.types().includes('socket.opened') && bus.listeners(userId) === 1);
    r.socket().send({ type: 'socket.ping' });
    await until(() => r.types().includes('socket.pong'));

    await bus.publish({ id: 'n-actor', receiverId: userId, title: '实时通知', createdAt: new Date().toISOString(), visited: false, flowWorkId: 'fw-1' });
    await until(() => r.types().includes('socket.notice'));
    expect(r.reports.find((e) => e.type === 'socket.notice')).toMatchObject({ notice: { id: 'n-actor', title: '实时通知', flowWorkId: 'fw-1' } });

    r.actor.stop();
    await until(() => bus.listeners(userId) === 0);
    expect(r.types()).not.toContain('socket.closed');
    await r.client.dispose();
  });

  it('reports refused when the token is not accepted', async () => {
    const r = run('bad-token');
    await until(() => r.types().includes('socket.refused'));
    expect(r.reports.find((e) => e.type === 'socket.refused')).toMatchObject({ message: expect.stringMatching(/登录/) });
    r.actor.stop();
    await r.client.dispose();
  });

  it('after a reconnect reports the notices missed while it was down, each once, then the live ones', async () => {
    const fazhiId = await s.userId('fazhi');
    const client = clientFor(await s.login('fazhi'));
    const first = run('', client);
    await until(() => first.types().includes('socket.opened') && bus.listeners(fazhiId) === 1);
    first.actor.stop();
    await until(() => bus.listeners(fazhiId) === 0);

    const dadui = await s.login('dadui');
    for (const busiInstId of ['actor-missed-1', 'actor-missed-2']) {
      const sent = await s.rest('POST', '/api/flow/runtime/work/business/send', { token: dadui, body: { busiTypeCode: 'fzsh', busiInstId, title: busiInstId, assigneeId: fazhiId } });
      expect(sent.code).toBe(0);
    }
    // The machine invokes a new socket actor on the same client 5 s after a close.
    const second = run('', client);
    const notices = () => second.reports.filter((e) => e.type === 'socket.notice').map((e) => (e as unknown as { notice: { busiInstId: string } }).notice.busiInstId);
    await until(() => notices().length === 2);
    expect(notices()).toEqual(['actor-missed-1', 'actor-missed-2']);
    // A third connection of the same session replays nothing already shown.
    second.actor.stop();
    await until(() => bus.listeners(fazhiId) === 0);
    const third = run('', client);
    await until(() => third.types().includes('socket.opened') && bus.listeners(fazhiId) === 1);
    await bus.publish({ id: 'n-live', receiverId: fazhiId, title: '实时', createdAt: new Date().toISOString(), visited: false, busiInstId: 'actor-live' });
    await until(() => third.types().includes('socket.notice'));
    expect(third.reports.filter((e) => e.type === 'socket.notice')).toHaveLength(1);
    third.actor.stop();
    await client.dispose();
  });
});
