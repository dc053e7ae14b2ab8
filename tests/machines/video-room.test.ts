import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { ROOM_STATUS_POLL_MS } from '../../src/constants/timings';
import { ROOM_POLL_MAX_FAILURES, VIDEO_RECONNECT_DELAY_MS } from '../../src/constants/video';
import { videoText } from '../../src/messages/video';
import { machineRegistry } from '../../src/machines/registry';
import { videoRoomMachine, type CallReport, type VideoRoomInput } from '../../src/machines/video-room';

/** Each call the fakes received, with the simulated time it was made at. */
interface Calls {
  polls: number[];
  leaves: { roomId: string; userId: string; expert: number }[];
  ends: string[];
  renewals: number[];
  sockets: { wsUrl: string; stopped: boolean; report(event: CallReport): void }[];
  media: string[];
}

/**
 * The machine with fake calls and a simulated clock. `statuses` answers the polls in order (an Error
 * rejects); resolved promises settle on the microtask queue, so `tick` flushes it after moving the clock.
 */
function start(options: { input?: Partial<VideoRoomInput>; statuses?: (number | Error)[]; joinError?: Error; endError?: Error; renewError?: Error } = {}) {
  const clock = new SimulatedClock();
  const calls: Calls = { polls: [], leaves: [], ends: [], renewals: [], sockets: [], media: [] };
  const statuses = [...(options.statuses ?? [])];
  const logic = videoRoomMachine.provide({
    actors: {
      join: fromPromise(async ({ input }) => {
        if (options.joinError) throw options.joinError;
        return { wsUrl: input.wsUrl ?? `/video/signal?ticket=t-${input.userId}` };
      }),
      fetchStatus: fromPromise(async () => {
        calls.polls.push(clock.now());
        const next = statuses.shift() ?? 2;
        if (next instanceof Error) throw next;
        return { status: next };
      }),
      renewTicket: fromPromise(async () => {
        calls.renewals.push(clock.now());
        if (options.renewError) throw options.renewError;
        return { wsUrl: `/video/signal?ticket=renewed-${calls.renewals.length}` };
      }),
      leave: fromPromise(async ({ input }) => {
        calls.leaves.push(input);
        return { status: 1 };
      }),
      end: fromPromise(async ({ input }) => {
        calls.ends.push(input.roomId);
        if (options.endError) throw options.endError;
        return { status: 3 };
      }),
      call: fromCallback(({ input, sendBack }) => {
        const socket = { wsUrl: input.wsUrl, stopped: false, report: (event: CallReport) => sendBack(event) };
        calls.sockets.push(socket);
        return () => {
          socket.stopped = true;
        };
      }),
    },
    actions: {
      applyMedia: ({ context }) => void calls.media.push(`mic:${context.micOn} camera:${context.cameraOn}`),
      releaseMedia: () => void calls.media.push('released'),
    },
  });
  const input: VideoRoomInput = { roomId: 'room-1', userId: 'u-officer', expert: 0, creator: false, ...options.input };
  const actor = createActor(logic, { input, clock }).start();
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, calls, clock, tick, flush, snapshot: () => actor.getSnapshot() };
}

describe('video-room machine', () => {
  it('joins, then polls the room status every 2 s while live', async () => {
    const m = start();
    expect(m.snapshot().value).toBe('joining');
    await m.flush();
    expect(m.snapshot().matches({ live: { poll: 'waiting', call: { session: 'connecting' } } })).toBe(true);
    expect(m.calls.sockets.map((s) => s.wsUrl)).toEqual(['/video/signal?ticket=t-u-officer']);
    m.calls.sockets[0].report({ type: 'call.opened' });
    expect(m.snapshot().matches({ live: { call: { session: 'connected' } } })).toBe(true);

    await m.tick(ROOM_STATUS_POLL_MS - 1);
    expect(m.calls.polls).toEqual([]);
    await m.tick(1);
    expect(m.calls.polls).toEqual([2_000]);
    for (let i = 0; i < 4; i++) await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.calls.polls).toEqual([2_000, 4_000, 6_000, 8_000, 10_000]);
    expect(m.snapshot().context.status).toBe(2);
  });

  it('closes at the first poll that reads status 3, stopping the call and the media', async () => {
    const m = start({ statuses: [1, 2, 3] });
    await m.flush();
    await m.tick(ROOM_STATUS_POLL_MS);
    await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.snapshot().status).toBe('active');
    await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.snapshot().value).toBe('closed');
    expect(m.snapshot().status).toBe('done');
    expect(m.snapshot().output).toEqual({ reason: 'ended' });
    expect(m.calls.sockets[0].stopped).toBe(true);
    expect(m.calls.media).toEqual(['released']);
    await m.tick(10 * ROOM_STATUS_POLL_MS);
    expect(m.calls.polls).toHaveLength(3);
  });

  it('closes at once when the socket says the room ended', async () => {
    const m = start();
    await m.flush();
    m.calls.sockets[0].report({ type: 'call.ended' });
    expect(m.snapshot().output).toEqual({ reason: 'ended' });
  });

  it('leaves by calling lawOffline with expert, roomId and userId, then closes', async () => {
    const m = start({ input: { expert: 1 } });
    await m.flush();
    m.actor.send({ type: 'room.leave' });
    expect(m.snapshot().value).toBe('leaving');
    expect(m.calls.sockets[0].stopped).toBe(true);
    await m.flush();
    expect(m.calls.leaves).toEqual([{ roomId: 'room-1', userId: 'u-officer', expert: 1 }]);
    expect(m.snapshot().output).toEqual({ reason: 'left' });
    expect(m.calls.media).toEqual(['released']);
  });

  it('lets only the creator end the room; a failed end keeps the call with the message', async () => {
    const officer = start();
    await officer.flush();
    officer.actor.send({ type: 'room.end' });
    expect(officer.calls.ends).toEqual([]);
    expect(officer.snapshot().matches({ live: { control: 'idle' } })).toBe(true);

    const failing = start({ input: { creator: true, wsUrl: '/video/signal?ticket=creator' }, endError: new Error('网络异常') });
    await failing.flush();
    expect(failing.calls.sockets[0].wsUrl).toBe('/video/signal?ticket=creator');
    failing.actor.send({ type: 'room.end' });
    await failing.flush();
    expect(failing.snapshot().matches({ live: { control: 'idle' } })).toBe(true);
    expect(failing.snapshot().context.error).toBe('网络异常');
    expect(failing.calls.sockets[0].stopped).toBe(false);

    const creator = start({ input: { creator: true } });
    await creator.flush();
    creator.actor.send({ type: 'room.end' });
    await creator.flush();
    expect(creator.calls.ends).toEqual(['room-1']);
    expect(creator.snapshot().output).toEqual({ reason: 'ended' });
  });

  it('retries failed polls and shows the error state after the limit of consecutive failures', async () => {
    const fail = () => new Error('网络异常');
    const m = start({ statuses: [fail(), 2, ...Array.from({ length: ROOM_POLL_MAX_FAILURES }, fail)] });
    await m.flush();
    await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.snapshot().context.failures).toBe(1);
    await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.snapshot().context.failures).toBe(0);
    for (let i = 1; i < ROOM_POLL_MAX_FAILURES; i++) await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.snapshot().matches('live')).toBe(true);
    await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.snapshot().value).toBe('failed');
    expect(m.snapshot().context.error).toBe(videoText.pollFailed);
    expect(videoText.pollFailed).toBe('连续3次无法获取视频调度状态，请检查网络后重试');
    expect(m.calls.sockets[0].stopped).toBe(true);
    const polls = m.calls.polls.length;
    await m.tick(5 * ROOM_STATUS_POLL_MS);
    expect(m.calls.polls).toHaveLength(polls);

    // 重试 joins again (a fresh ticket) and polling resumes.
    m.actor.send({ type: 'room.retry' });
    await m.flush();
    expect(m.snapshot().matches('live')).toBe(true);
    expect(m.snapshot().context.error).toBeUndefined();
    await m.tick(ROOM_STATUS_POLL_MS);
    expect(m.calls.polls).toHaveLength(polls + 1);
    m.actor.send({ type: 'room.leave' });
    await m.flush();
    expect(m.snapshot().output).toEqual({ reason: 'left' });
  });

  it('shows why joining failed and closes on request', async () => {
    const m = start({ joinError: new Error('视频调度已结束') });
    await m.flush();
    expect(m.snapshot().value).toBe('failed');
    expect(m.snapshot().context.error).toBe('视频调度已结束');
    m.actor.send({ type: 'room.close' });
    expect(m.snapshot().output).toEqual({ reason: 'dismissed' });
  });

  it('reconnects a dropped socket with a renewed ticket after the delay, polling all along', async () => {
    const m = start({ renewError: undefined });
    await m.flush();
    m.calls.sockets[0].report({ type: 'call.lost' });
    expect(m.calls.sockets[0].stopped).toBe(true);
    expect(m.snapshot().matches({ live: { call: 'reconnecting' } })).toBe(true);
    await m.tick(VIDEO_RECONNECT_DELAY_MS);
    expect(m.calls.renewals).toEqual([VIDEO_RECONNECT_DELAY_MS]);
    expect(m.calls.sockets.map((s) => s.wsUrl)).toEqual(['/video/signal?ticket=t-u-officer', '/video/signal?ticket=renewed-1']);
    expect(m.calls.polls).toEqual([ROOM_STATUS_POLL_MS]);
  });

  it('toggles microphone and camera through the app action', async () => {
    const m = start();
    await m.flush();
    m.actor.send({ type: 'media.toggleMic' });
    m.actor.send({ type: 'media.toggleCamera' });
    m.actor.send({ type: 'media.toggleMic' });
    expect(m.calls.media).toEqual(['mic:false camera:true', 'mic:false camera:false', 'mic:true camera:false']);
  });

  it('is in the registry for the inspector', () => {
    expect(machineRegistry.some((entry) => entry.id === 'videoRoom' && entry.machine === videoRoomMachine)).toBe(true);
  });
});
