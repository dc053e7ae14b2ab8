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

/** A parent that only records what the socket actor reports. */
function run(token: string) {
  const client = createClient({ url: `${s.wsOrigin}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, lazy: true, retryAttempts: 0 });
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
});
