/** The inspection hub with real actors: what it keeps of each machine actor, bounded, and nothing when off. */
import { createActor, fromPromise } from 'xstate';
import { createInspectionHub, RingBuffer, statePaths, toJson, type InspectionHub } from '../../src/machines/inspection';
import { sessionMachine, type LoadedUser, type LoginResult } from '../../src/machines/session';
import { tagsViewMachine } from '../../src/machines/tags-view';

const DASHBOARD = { fullPath: '/dashboard', name: 'dashboard', title: '首页' };
const tab = (n: number) => ({ fullPath: `/page/${n}`, name: `page${n}`, title: `页面${n}` });

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function startTags(hub: InspectionHub) {
  return createActor(tagsViewMachine, { input: { affixTabs: [DASHBOARD] }, inspect: hub.inspect }).start();
}

const USER = { userId: 'u1', userCode: 'zhang', name: '张三', unitId: 'o1' };
const login: LoginResult = { token: 't1', ...USER, needChangePassword: false };
const loaded: LoadedUser = { userInfo: USER, roles: [], roleList: [], menuIds: [1, 100], buttonIds: [], needChangePassword: false };

function startSession(hub: InspectionHub) {
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async () => login),
      loadUser: fromPromise(async () => loaded),
      logout: fromPromise(async (): Promise<void> => {}),
      clearSession: fromPromise(async (): Promise<void> => {}),
    },
  });
  return createActor(machine, { input: {}, inspect: hub.inspect }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inspection hub', () => {
  it('keeps each machine actor with its state, context and timed events, and not its invoked promise actors', async () => {
    const time = clock();
    const hub = createInspectionHub({ enabled: true, now: time.now });
    const tags = startTags(hub);
    const session = startSession(hub);
    time.advance(500);
    tags.send({ type: 'tags.open', tab: tab(1) });
    session.send({ type: 'login.submit', account: 'zhang', password: 'secret' });
    await settle();
    await settle();

    const actors = hub.getActors();
    expect(actors.map((actor) => actor.machineId)).toEqual(['tagsView', 'session']);
    const [tagsRecord, sessionRecord] = actors;
    expect(tagsRecord.key).not.toBe(sessionRecord.key);
    expect(tagsRecord.value).toBe('browsing');
    expect((tagsRecord.context as { activePath?: string }).activePath).toBe('/page/1');
    const opened = tagsRecord.events.find((event) => event.type === 'tags.open');
    expect(opened).toMatchObject({ at: 1_500, event: { tab: tab(1) } });
    expect(tagsRecord.status).toBe('active');

    expect(sessionRecord.value).toEqual({ ready: 'reminderOpen' });
    expect(statePaths(sessionRecord.value)).toEqual(['ready.reminderOpen']);
    expect((sessionRecord.context as { name?: string }).name).toBe('张三');
    const types = sessionRecord.events.map((event) => event.type);
    expect(types).toContain('login.submit');
    // The invoked actors' ends arrive as events of the session, sent by those actors.
    const done = sessionRecord.events.find((event) => event.type === 'xstate.done.actor.0.session.authenticating');
    expect(done?.sourceId).toBe('0.session.authenticating');
    expect(sessionRecord.events.map((event) => event.seq)).toEqual([...sessionRecord.events.map((event) => event.seq)].sort((a, b) => a - b));
    tags.stop();
    session.stop();
  });

  it('lists an actor once it runs, not one created and dropped unstarted (React StrictMode)', () => {
    const time = clock();
    const hub = createInspectionHub({ enabled: true, now: time.now });
    const dropped = createActor(tagsViewMachine, { input: { affixTabs: [DASHBOARD] }, inspect: hub.inspect });
    const used = createActor(tagsViewMachine, { input: { affixTabs: [DASHBOARD] }, inspect: hub.inspect });
    expect(hub.getActors()).toEqual([]);
    time.advance(200);
    used.start();
    expect(hub.getActors().map((actor) => [actor.value, actor.startedAt])).toEqual([['browsing', 1_000]]);
    expect(dropped.getSnapshot().status).toBe('active');
    used.stop();
  });

  it('keeps only the last events of an actor (a ring), counting all of them', () => {
    const hub = createInspectionHub({ enabled: true, eventLimit: 5 });
    const tags = startTags(hub);
    for (let n = 1; n <= 12; n++) tags.send({ type: 'tags.open', tab: tab(n) });
    const [record] = hub.getActors();
    expect(record.events).toHaveLength(5);
    expect(record.events.map((event) => (event.event as unknown as { tab: { title: string } }).tab.title)).toEqual(['页面8', '页面9', '页面10', '页面11', '页面12']);
    expect(record.eventCount).toBe(13); // xstate.init and twelve opens
    tags.stop();
  });

  it('marks stopped actors, lists them after the live ones and keeps only the newest of them', () => {
    const hub = createInspectionHub({ enabled: true, stoppedLimit: 2 });
    const live = startTags(hub);
    const ended = [startTags(hub), startTags(hub), startTags(hub)];
    for (const actor of ended) actor.stop();
    const actors = hub.getActors();
    expect(actors.map((actor) => actor.status)).toEqual(['active', 'stopped', 'stopped']);
    // The first stopped actor was dropped: the two kept are the last two created.
    expect(actors.slice(1).map((actor) => actor.key)).toEqual(['a3', 'a4']);
    live.stop();
  });

  it('returns the same list until something changes, and tells subscribers once per burst', async () => {
    const hub = createInspectionHub({ enabled: true });
    const listener = vi.fn();
    hub.subscribe(listener);
    const tags = startTags(hub);
    const first = hub.getActors();
    expect(hub.getActors()).toBe(first);
    tags.send({ type: 'tags.open', tab: tab(1) });
    tags.send({ type: 'tags.open', tab: tab(2) });
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    const second = hub.getActors();
    expect(second).not.toBe(first);
    expect(Object.isFrozen(second[0])).toBe(true);
    tags.stop();
  });

  it('keeps nothing while off; turned on, it adopts running actors and picks up the others at their next event', () => {
    const hub = createInspectionHub();
    const session = startSession(hub);
    const tags = startTags(hub);
    tags.send({ type: 'tags.open', tab: tab(1) });
    expect(hub.getActors()).toEqual([]);
    hub.adopt(session);
    expect(hub.getActors()).toEqual([]);

    hub.setEnabled(true);
    hub.adopt(session);
    expect(hub.getActors().map((actor) => [actor.machineId, actor.value])).toEqual([['session', 'noToken']]);
    tags.send({ type: 'tags.open', tab: tab(2) });
    expect(hub.getActors().map((actor) => actor.machineId)).toEqual(['session', 'tagsView']);
    expect(hub.getActors()[1].events.map((event) => event.type)).toEqual(['tags.open']);

    hub.setEnabled(false);
    expect(hub.getActors()).toEqual([]);
    session.stop();
    tags.stop();
  });
});

describe('inspection helpers', () => {
  it('names the active leaves of nested and parallel state values', () => {
    expect(statePaths('idle')).toEqual(['idle']);
    expect(statePaths({ inApproval: 'leader' })).toEqual(['inApproval.leader']);
    expect(statePaths({ link: { open: { heartbeat: 'waiting', notices: {} } } })).toEqual(['link.open.heartbeat.waiting', 'link.open.notices']);
  });

  it('a ring buffer drops its oldest item', () => {
    const ring = new RingBuffer<number>(3);
    [1, 2, 3, 4].forEach((n) => ring.push(n));
    expect(ring.toArray()).toEqual([2, 3, 4]);
    expect(() => new RingBuffer(0)).toThrow(/positive integer/);
  });

  it('writes any context as JSON: cycles, errors, functions and actors by name, shared objects in full', () => {
    const shared = { a: 1 };
    const cyclic: Record<string, unknown> = { name: '环', shared, again: shared, error: new Error('失败'), run: function go() {} };
    cyclic.self = cyclic;
    cyclic.tags = new Set(['x']);
    const actor = createActor(tagsViewMachine, { input: { affixTabs: [] } });
    cyclic.actor = actor;
    expect(JSON.parse(toJson(cyclic))).toEqual({
      name: '环',
      shared: { a: 1 },
      again: { a: 1 },
      error: { name: 'Error', message: '失败' },
      run: '[函数 go]',
      self: '[循环引用]',
      tags: ['x'],
      actor: `[Actor ${actor.id}]`,
    });
    expect(toJson(undefined)).toBe('undefined');
  });
});
