import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import { onNotice, onResync, type AppNotice } from '../../src/app/notice/notice-events';
import { connectNoticeLink, refreshNoticeQueries } from '../../src/app/notice/notice-link';
import { resetSessionExpiredThrottle, setSessionExpiredHandler } from '../../src/lib/error-catalogue';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { socketHeartbeatMachine, type SocketCommand, type SocketReport } from '../../src/machines/socket-heartbeat';
import { createFakeNotifier } from '../lib/fake-notifier';

const notice = { id: 'n-1', receiverId: 'u-1', title: '您有一条待办', content: '', time: '2026-01-01T00:00:00.000Z', visited: false } as AppNotice;

function start() {
  const sockets: { report(e: SocketReport): void; stopped: boolean }[] = [];
  const socket = fromCallback<SocketCommand>(({ sendBack }) => {
    const s = { report: (e: SocketReport) => sendBack(e), stopped: false };
    sockets.push(s);
    return () => {
      s.stopped = true;
    };
  });
  const link = createActor(socketHeartbeatMachine.provide({ actors: { socket } })).start();
  const refetches: unknown[] = [];
  const client = { refetchQueries: vi.fn((options: unknown) => (refetches.push(options), Promise.resolve([])) as never) };
  const alerts: string[] = [];
  const network = new EventTarget() as unknown as Window;
  const disconnect = connectNoticeLink(link, { client, alert: (n) => alerts.push(n.id), network });
  return { link, sockets, client, alerts, network, disconnect };
}

let fake: ReturnType<typeof createFakeNotifier>;
beforeEach(() => {
  fake = createFakeNotifier();
  setNotifier(fake);
  resetSessionExpiredThrottle();
});
afterEach(() => {
  resetNotifier();
  setSessionExpiredHandler(() => {});
});

describe('the notice link in the app', () => {
  it('passes notices and resyncs on, alerts each notice and refreshes counts and lists', async () => {
    const s = start();
    const notices: string[] = [];
    const resyncs: boolean[] = [];
    const offs = [onNotice((n) => notices.push(n.id)), onResync((r) => resyncs.push(r.reconnect))];

    s.sockets[0].report({ type: 'socket.opened' });
    expect(resyncs).toEqual([false]);
    expect(s.client.refetchQueries).toHaveBeenCalledTimes(1);
    s.sockets[0].report({ type: 'socket.notice', notice });
    expect(notices).toEqual(['n-1']);
    expect(s.alerts).toEqual(['n-1']);
    // The notice came while the resync's refresh ran: one more refresh follows it.
    await vi.waitFor(() => expect(s.client.refetchQueries).toHaveBeenCalledTimes(2));

    s.disconnect();
    s.sockets[0].report({ type: 'socket.notice', notice: { ...notice, id: 'n-2' } });
    expect(s.alerts).toEqual(['n-1']);
    offs.forEach((off) => off());
    s.link.stop();
    expect(s.sockets[0].stopped).toBe(true);
  });

  it('evicts the cached unread count and received pages so that their queries refetch', async () => {
    const evicted: string[] = [];
    const client = { refetchQueries: (o: { updateCache: (cache: { evict(o: { fieldName: string }): boolean }) => void }) => (o.updateCache({ evict: ({ fieldName }) => (evicted.push(fieldName), true) }), []) };
    await refreshNoticeQueries(client as never);
    expect(evicted).toEqual(['getNotVisitedTotal', 'getReceivePage', 'getStatisticsByBusiType', 'getUserTodoTaskPage']);
  });

  it('follows the browser offline and online', () => {
    const s = start();
    s.sockets[0].report({ type: 'socket.opened' });
    s.network.dispatchEvent(new Event('offline'));
    expect(s.sockets[0].stopped).toBe(true);
    expect(s.link.getSnapshot().value).toEqual({ closed: 'offline' });
    s.network.dispatchEvent(new Event('online'));
    expect(s.sockets).toHaveLength(2);
    s.disconnect();
    s.link.stop();
  });

  it('logs out through the error catalogue when the server refuses the session', () => {
    const s = start();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    s.sockets[0].report({ type: 'socket.refused', message: '登录已过期，请重新登录' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(fake.notices).toEqual([expect.objectContaining({ level: 'error', message: '登录已过期，请重新登录' })]);
    expect((s.link.getSnapshot().children as Record<string, AnyActorRef | undefined>).socket).toBeUndefined();
    s.disconnect();
    s.link.stop();
  });
});
