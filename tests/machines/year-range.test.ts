import { createActor } from 'xstate';
import { panelsOf, yearRangeMachine, type YearRangeEmitted, type YearRangeEvent, type YearRangeInput } from '../../src/machines/year-range';

function start(input: YearRangeInput = { currentYear: 2026 }, ...events: YearRangeEvent[]) {
  const actor = createActor(yearRangeMachine, { input });
  const changes: YearRangeEmitted[] = [];
  actor.on('range.changed', (event) => changes.push(event));
  actor.start();
  for (const event of events) actor.send(event);
  const snapshot = () => actor.getSnapshot();
  return { actor, changes, snapshot, value: () => snapshot().value, context: () => snapshot().context };
}

const pick = (year: number): YearRangeEvent => ({ type: 'year.pick', year });
const type = (field: 'start' | 'end', text: string): YearRangeEvent => ({ type: 'input.change', field, text });
const commit = (field: 'start' | 'end'): YearRangeEvent => ({ type: 'input.commit', field });

describe('year range: clicking', () => {
  it('starts unselected, showing the 20 years whose right panel holds this year', () => {
    const { value, context } = start();
    expect(value()).toBe('unselected');
    expect(context()).toMatchObject({ start: undefined, end: undefined, pageStart: 2010, focusYear: 2026, startText: '', endText: '' });
    expect(panelsOf(context().pageStart)).toEqual([
      [2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019],
      [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029],
    ]);
  });

  it('the first click selects, the second completes; the range is ordered and announced once', () => {
    const { actor, value, context, changes } = start();
    actor.send(pick(2025));
    expect(value()).toBe('selecting');
    expect(context()).toMatchObject({ anchor: 2025, start: undefined });
    expect(changes).toEqual([]);
    actor.send(pick(2021));
    expect(value()).toBe('selected');
    expect(context()).toMatchObject({ start: 2021, end: 2025, anchor: undefined, startText: '2021', endText: '2025' });
    expect(changes).toEqual([{ type: 'range.changed', start: 2021, end: 2025 }]);
  });

  it('the same year twice is a range of one year', () => {
    const { context } = start(undefined, pick(2024), pick(2024));
    expect(context()).toMatchObject({ start: 2024, end: 2024 });
  });

  it('a click after a range starts a new one; Escape keeps the old range', () => {
    const { actor, value, context } = start(undefined, pick(2020), pick(2022));
    actor.send(pick(2026));
    expect(value()).toBe('selecting');
    actor.send({ type: 'selection.cancel' });
    expect(value()).toBe('selected');
    expect(context()).toMatchObject({ start: 2020, end: 2022, anchor: undefined });
  });

  it('Escape during the first selection goes back to unselected', () => {
    const { actor, value, context } = start(undefined, pick(2020));
    actor.send({ type: 'selection.cancel' });
    expect(value()).toBe('unselected');
    expect(context().anchor).toBeUndefined();
  });

  it('starts selected when given a range, ordered', () => {
    const { value, context } = start({ currentYear: 2026, start: 2025, end: 2019 });
    expect(value()).toBe('selected');
    expect(context()).toMatchObject({ start: 2019, end: 2025, pageStart: 2000, focusYear: 2019 });
  });

  it('clear empties the range and announces it; set from outside does not announce', () => {
    const { actor, value, context, changes } = start(undefined, { type: 'range.set', start: 2026, end: 2023 });
    expect(value()).toBe('selected');
    expect(context()).toMatchObject({ start: 2023, end: 2026, startText: '2023', endText: '2026' });
    expect(changes).toEqual([]);
    actor.send({ type: 'range.set' });
    expect(value()).toBe('unselected');
    actor.send({ type: 'range.set', start: 2024, end: 2024 });
    actor.send({ type: 'range.clear' });
    expect(value()).toBe('unselected');
    expect(context()).toMatchObject({ start: undefined, end: undefined, startText: '', endText: '' });
    expect(changes).toEqual([{ type: 'range.changed', start: undefined, end: undefined }]);
  });
});

describe('year range: paging', () => {
  it('pages by 20 years both ways and the focus follows', () => {
    const { actor, context } = start();
    actor.send({ type: 'page.next' });
    expect(context()).toMatchObject({ pageStart: 2030, focusYear: 2046 });
    actor.send({ type: 'page.previous' });
    actor.send({ type: 'page.previous' });
    expect(context()).toMatchObject({ pageStart: 1990, focusYear: 2006 });
    expect(panelsOf(context().pageStart)[1]).toEqual([2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009]);
  });

  it('a range can span pages: first click on one page, second on another', () => {
    const { actor, context } = start(undefined, pick(2012));
    actor.send({ type: 'page.next' });
    actor.send(pick(2035));
    expect(context()).toMatchObject({ start: 2012, end: 2035 });
  });
});

describe('year range: keyboard', () => {
  it('arrows move the focus, Enter picks it twice into an ordered range', () => {
    const { actor, value, context } = start();
    actor.send({ type: 'focus.move', delta: -1 });
    actor.send({ type: 'focus.pick' });
    expect(value()).toBe('selecting');
    expect(context().anchor).toBe(2025);
    actor.send({ type: 'focus.move', delta: -5 });
    actor.send({ type: 'focus.move', delta: -1 });
    actor.send({ type: 'focus.pick' });
    expect(context()).toMatchObject({ start: 2019, end: 2025 });
  });

  it('the window follows a focus moved off the page, and the pointer sets the focus', () => {
    const { actor, context } = start();
    actor.send({ type: 'year.focus', year: 2011 });
    actor.send({ type: 'focus.move', delta: -5 });
    expect(context()).toMatchObject({ focusYear: 2006, pageStart: 1990 });
    actor.send({ type: 'focus.move', delta: 30 });
    expect(context()).toMatchObject({ focusYear: 2036, pageStart: 2030 });
  });
});

describe('year range: typing', () => {
  it('only digits can be typed: a non-numeric keystroke leaves the last valid text', () => {
    const { actor, context } = start();
    actor.send(type('start', '20'));
    actor.send(type('start', '20a'));
    expect(context().startText).toBe('20');
    actor.send(type('start', '20245'));
    expect(context().startText).toBe('20');
  });

  it('a whole typed year is committed with the other end, swapped when needed, and announced', () => {
    const { actor, value, context, changes } = start(undefined, pick(2020), pick(2022));
    actor.send(type('start', '2025'));
    actor.send(commit('start'));
    expect(value()).toBe('selected');
    expect(context()).toMatchObject({ start: 2022, end: 2025, startText: '2022', endText: '2025' });
    expect(changes.at(-1)).toEqual({ type: 'range.changed', start: 2022, end: 2025 });
  });

  it('a typed year with nothing selected makes a one-year range', () => {
    const { value, context } = start(undefined, type('end', '2023'), commit('end'));
    expect(value()).toBe('selected');
    expect(context()).toMatchObject({ start: 2023, end: 2023 });
  });

  it('an incomplete or out-of-range year reverts to the last valid year and changes nothing', () => {
    const { actor, context, changes } = start(undefined, pick(2020), pick(2022));
    const before = changes.length;
    actor.send(type('end', '20'));
    actor.send(commit('end'));
    expect(context()).toMatchObject({ start: 2020, end: 2022, endText: '2022' });
    actor.send(type('start', '1800'));
    actor.send(commit('start'));
    expect(context()).toMatchObject({ start: 2020, startText: '2020' });
    expect(changes).toHaveLength(before);
  });

  it('typing while selecting completes with the typed year and drops the first click', () => {
    const { actor, value, context } = start(undefined, pick(2020), pick(2022), pick(2010));
    expect(value()).toBe('selecting');
    actor.send(type('end', '2024'));
    actor.send(commit('end'));
    expect(value()).toBe('selected');
    expect(context()).toMatchObject({ start: 2020, end: 2024, anchor: undefined });
  });

  it('with nothing typed, clearing the text reverts to empty', () => {
    const { actor, value, context } = start(undefined, type('start', ''), commit('start'));
    expect(value()).toBe('unselected');
    expect(context().startText).toBe('');
    actor.send(type('start', 'x'));
    expect(context().startText).toBe('');
  });
});
