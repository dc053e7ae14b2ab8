/** The walk itself: it counts what a model reaches and names, in words, what it does not. */
import { assign, fromPromise, setup } from 'xstate';
import { doneEventOf } from '../../../src/machines/actor-events';
import { walkMachine } from './walk';

const machine = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'go' } | { type: 'ask'; ok: boolean } | { type: 'never' } },
  actors: { fetch: fromPromise(async () => 1) },
  guards: { ok: ({ event }) => event.type === 'ask' && event.ok },
  delays: { later: 28_000 },
}).createMachine({
  id: 'toy',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading', ask: [{ guard: 'ok', target: 'asked' }, { target: 'idle', actions: assign({ tries: ({ context }) => context.tries + 1 }) }] } },
    loading: { invoke: { src: 'fetch', onDone: 'loaded', onError: 'idle' } },
    loaded: { after: { later: 'idle' } },
    asked: { on: { never: 'lost' } },
    lost: { type: 'final' },
  },
});

describe('coverage walk', () => {
  it('names the unreached states and transitions in the words of the diagram', () => {
    const report = walkMachine(machine, { serialize: (snapshot) => JSON.stringify(snapshot.value) }, { events: { ask: { ok: false } } });
    expect(report.states).toEqual({ covered: 3, total: 5, unreached: ['asked', 'lost'] });
    expect(report.transitions.unreached).toEqual(['idle --ask--> asked', 'asked --never--> lost']);
    expect(report.transitions).toMatchObject({ covered: 5, total: 7 });
  });

  it('covers everything once the model gives the other way of the guard', () => {
    const report = walkMachine(machine, { variants: { ask: [{ ok: true }] }, serialize: (snapshot) => JSON.stringify(snapshot.value) }, { events: { ask: { ok: false } } });
    expect(report.states.unreached).toEqual([]);
    expect(report.transitions.unreached).toEqual([]);
    const toLost = report.walks[0].paths.find((path) => path.state.value === 'lost');
    expect(toLost?.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'ask', 'never']);
    expect(doneEventOf(machine, 'loading')).toBe('xstate.done.actor.0.toy.loading');
  });

  it('stops a walk whose states never repeat, saying why', () => {
    expect(() => walkMachine(machine, { limit: 50 }, { events: { ask: { ok: false } } })).toThrow(/toy: the walk passed 50 steps/);
  });
});
