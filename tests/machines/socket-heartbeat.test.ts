import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS } from '../../src/constants/timings';
import { machineRegistry } from '../../src/machines/registry';
import { socketHeartbeatMachine, type LinkNotice, type SocketCommand, type SocketHeartbeatEmitted, type SocketReport } from '../../src/machines/socket-heartbeat';

interface FakeSocket {
  openedAt: number;
  pings: number[];
  stopped: boolean;
  report(event: SocketReport): void;
}

/** The machine with a fake socket per connect and a simulated clock the test moves. */
function start() {
  const clock = new SimulatedClock();
  const sockets: FakeSocket[] = [];
  const emitted: SocketHeartbeatEmitted[] = [];
  const socket = fromCallback<SocketCommand>(({ sendBack, receive }) => {
    const fake: FakeSocket = { openedAt: clock.now(), pings: [], stopped: false, report: (event) => sendBack(event) };
    receive((command) => {
      if (command.type === 'socket.ping') fake.pings.push(clock.now());
    });
    sockets.push(fake);
    return () => {
      fake.stopped = true;
    };
  });
  const actor = createActor(socketHeartbeatMachine.provide({ actors: { socket } }), { clock });
  for (const type of ['notice.received', 'notice.resync', 'notice.linkClosed', 'notice.sessionExpired'] as const) {
    actor.on(type, (event) => emitted.push(event));
  }
  actor.start();
  const at = (ms: number) => clock.increment(ms - clock.now());
  const pings = () => sockets.flatMap((s) => s.pings);
  return { actor, clock, sockets, emitted, at, pings, state: () => actor.getSnapshot().value };
}

const notice = { id: 'n-1', receiverId: 'u-1', title: '您有一条待办', content: '', time: '2026-01-01T00:00:00.000Z', visited: false } as LinkNotice;

describe('socket-heartbeat machine', () => {
  it('connects, emits resync once open and pings every 28 s while pongs come back', () => {
    const m = start();
    expect(m.state()).toEqual({ link: 'connecting' });
    expect(m.sockets).toHaveLength(1);
    m.sockets[0].report({ type: 'socket.opened' });
    expect(m.state()).toEqual({ link: { open: { heartbeat: 'waiting', notices: {} } } });
    expect(m.emitted).toEqual([{ type: 'notice.resync', reconnect: false }]);

    m.at(HEARTBEAT_INTERVAL_MS - 1);
    expect(m.pings()).toEqual([]);
    m.at(HEARTBEAT_INTERVAL_MS);
    expect(m.pings()).toEqual([28_000]);
    m.at(30_000);
    m.sockets[0].report({ type: 'socket.pong' });
    m.at(30_000 + HEARTBEAT_INTERVAL_MS);
    expect(m.pings()).toEqual([28_000, 58_000]);
    m.sockets[0].report({ type: 'socket.pong' });
    m.at(200_000);
    expect(m.sockets).toHaveLength(1);
    expect(m.sockets[0].stopped).toBe(false);
    m.actor.stop();
    expect(m.sockets[0].stopped).toBe(true);
  });

  it('closes the link at 56 s without a pong, pings no more while closed, and reconnects 5 s later with a resync', () => {
    const m = start();
    m.sockets[0].report({ type: 'socket.opened' });
    m.at(HEARTBEAT_INTERVAL_MS);
    expect(m.pings()).toEqual([28_000]);
    m.at(HEARTBEAT_INTERVAL_MS + HEARTBEAT_TIMEOUT_MS - 1);
    expect(m.sockets[0].stopped).toBe(false);
    m.at(56_000);
    expect(m.sockets[0].stopped).toBe(true);
    expect(m.state()).toEqual({ closed: 'waitingToReconnect' });
    expect(m.emitted.at(-1)).toEqual({ type: 'notice.linkClosed', reason: 'timeout' });

    m.at(56_000 + RECONNECT_DELAY_MS - 1);
    expect(m.sockets).toHaveLength(1);
    expect(m.pings()).toEqual([28_000]);
    m.at(56_000 + RECONNECT_DELAY_MS);
    expect(m.sockets).toHaveLength(2);
    expect(m.sockets[1].openedAt).toBe(61_000);
    expect(m.state()).toEqual({ link: 'connecting' });

    m.sockets[1].report({ type: 'socket.opened' });
    expect(m.emitted.at(-1)).toEqual({ type: 'notice.resync', reconnect: true });
    expect(m.actor.getSnapshot().context.opens).toBe(2);
    m.at(61_000 + HEARTBEAT_INTERVAL_MS);
    expect(m.sockets[1].pings).toEqual([89_000]);
  });

  it('reconnects 5 s after the socket closes or fails', () => {
    const m = start();
    m.sockets[0].report({ type: 'socket.opened' });
    m.at(10_000);
    m.sockets[0].report({ type: 'socket.closed', code: 1006, reason: 'abnormal' });
    expect(m.state()).toEqual({ closed: 'waitingToReconnect' });
    expect(m.emitted.at(-1)).toEqual({ type: 'notice.linkClosed', code: 1006, reason: 'abnormal' });
    // The failed attempt never opens: closed again, 5 s more.
    m.at(15_000);
    expect(m.sockets).toHaveLength(2);
    m.sockets[1].report({ type: 'socket.closed', code: 1006 });
    m.at(19_999);
    expect(m.sockets).toHaveLength(2);
    m.at(20_000);
    expect(m.sockets).toHaveLength(3);
    expect(m.pings()).toEqual([]);
  });

  it('gives up on a connect that gets no answer within 28 s', () => {
    const m = start();
    m.at(HEARTBEAT_TIMEOUT_MS - 1);
    expect(m.state()).toEqual({ link: 'connecting' });
    m.at(HEARTBEAT_TIMEOUT_MS);
    expect(m.sockets[0].stopped).toBe(true);
    expect(m.state()).toEqual({ closed: 'waitingToReconnect' });
    m.at(HEARTBEAT_TIMEOUT_MS + RECONNECT_DELAY_MS);
    expect(m.sockets).toHaveLength(2);
  });

  it('emits each notice that arrives while open', () => {
    const m = start();
    m.sockets[0].report({ type: 'socket.opened' });
    m.sockets[0].report({ type: 'socket.notice', notice });
    m.sockets[0].report({ type: 'socket.notice', notice: { ...notice, id: 'n-2' } });
    expect(m.emitted.filter((e) => e.type === 'notice.received').map((e) => (e.type === 'notice.received' ? e.notice.id : ''))).toEqual(['n-1', 'n-2']);
  });

  it('closes at once when the browser goes offline and reconnects as soon as it is online again', () => {
    const m = start();
    m.sockets[0].report({ type: 'socket.opened' });
    m.at(5_000);
    m.actor.send({ type: 'link.offline' });
    expect(m.sockets[0].stopped).toBe(true);
    expect(m.state()).toEqual({ closed: 'offline' });
    m.at(120_000);
    expect(m.sockets).toHaveLength(1);
    expect(m.pings()).toEqual([]);
    m.actor.send({ type: 'link.online' });
    expect(m.sockets).toHaveLength(2);
    m.sockets[1].report({ type: 'socket.opened' });
    expect(m.emitted.at(-1)).toEqual({ type: 'notice.resync', reconnect: true });
  });

  it('stops reconnecting when the server refuses the session', () => {
    const m = start();
    m.sockets[0].report({ type: 'socket.opened' });
    m.sockets[0].report({ type: 'socket.refused', message: '登录已过期，请重新登录' });
    expect(m.state()).toBe('refused');
    expect(m.sockets[0].stopped).toBe(true);
    expect(m.emitted.at(-1)).toEqual({ type: 'notice.sessionExpired', message: '登录已过期，请重新登录' });
    m.at(600_000);
    expect(m.sockets).toHaveLength(1);
  });

  it('is listed in the machine registry with a Chinese description', () => {
    const entry = machineRegistry.find((e) => e.id === 'socketHeartbeat');
    expect(entry?.machine).toBe(socketHeartbeatMachine);
    expect(entry?.description).toMatch(/28 秒/);
  });
});
