import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { PLAYBACK_TICK_MS } from '../../src/constants/track';
import { notify } from '../../src/lib/notify';
import { trackViewerMachine, type TrackPoint, type TrackQuery } from '../../src/machines/track-viewer';

const points: TrackPoint[] = [0, 1, 2, 3].map((i) => ({ longitude: 114 + i / 1000, latitude: 22.5, time: new Date(Date.UTC(2026, 4, 4, 12, 0, i * 30)).toISOString() }));
const QUERY = { userId: 'u-1', date: '2026-05-04 20:00:00', dateEnd: '2026-05-04 22:00:00' };

/** The machine with a fake loader (resolved by the test) and a simulated clock. */
function start() {
  const clock = new SimulatedClock();
  const asked: TrackQuery[] = [];
  let answer: (points: TrackPoint[]) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loadTrack = fromPromise<TrackPoint[], TrackQuery>(({ input }) => {
    asked.push(input);
    return new Promise((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  });
  const actor = createActor(trackViewerMachine.provide({ actors: { loadTrack } }), { clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    asked,
    tick: (n = 1) => {
      for (let i = 0; i < n; i += 1) clock.increment(PLAYBACK_TICK_MS);
    },
    answer: async (p: TrackPoint[]) => (answer(p), settle()),
    fail: async (e: Error) => (fail(e), settle()),
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('track-viewer machine', () => {
  it('asks for an officer before loading anything (请选择执法人员)', () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
    const m = start();
    m.actor.send({ type: 'track.query', query: { date: QUERY.date, dateEnd: QUERY.dateEnd } });
    expect(m.state()).toBe('idle');
    expect(m.asked).toEqual([]);
    expect(m.context().missingOfficer).toBe(true);
    expect(warning).toHaveBeenCalledWith('请选择执法人员');
    m.actor.send({ type: 'track.query', query: QUERY });
    expect(m.state()).toBe('loading');
    expect(m.asked).toEqual([QUERY]);
    expect(m.context().missingOfficer).toBe(false);
    warning.mockRestore();
  });

  it('shows 暂无轨迹 for an empty range, and keeps the error to retry', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => undefined);
    const m = start();
    m.actor.send({ type: 'track.query', query: QUERY });
    await m.answer([]);
    expect(m.state()).toBe('empty');
    expect(info).toHaveBeenCalledWith('暂无轨迹');
    m.actor.send({ type: 'track.query', query: QUERY });
    await m.fail(new Error('网络连接异常'));
    expect(m.state()).toBe('failed');
    expect(m.context().error).toBe('网络连接异常');
    m.actor.send({ type: 'track.retry' });
    await m.answer(points);
    expect(m.state()).toEqual({ shown: 'paused' });
    info.mockRestore();
  });

  it('replays one position per tick, pauses at the last, and starts again from the first', async () => {
    const m = start();
    m.actor.send({ type: 'track.query', query: QUERY });
    await m.answer(points);
    expect(m.context().index).toBe(0);
    m.actor.send({ type: 'playback.play' });
    m.tick();
    expect(m.context().index).toBe(1);
    m.actor.send({ type: 'playback.pause' });
    m.tick(5);
    expect(m.context().index).toBe(1);
    m.actor.send({ type: 'playback.play' });
    m.tick(2);
    expect(m.context().index).toBe(3);
    expect(m.state()).toEqual({ shown: 'playing' });
    m.tick();
    expect(m.state()).toEqual({ shown: 'paused' });
    m.actor.send({ type: 'playback.play' });
    expect(m.context().index).toBe(0);
    m.actor.send({ type: 'playback.seek', index: 99 });
    expect(m.context().index).toBe(3);
    m.actor.send({ type: 'playback.seek', index: -4 });
    expect(m.context().index).toBe(0);
  });
});
