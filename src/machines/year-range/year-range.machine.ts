/**
 * The year-range picker (document 2 §3 and §5): unselected → selecting after the first click → selected after
 * the second, the range ordered so the smaller year is the start; 20 years shown at a time in two panels of
 * 10 with paging; typed years must be numeric, anything else reverts to the last valid year; arrows move a
 * focus year, Enter picks it, Escape cancels a selection in progress. Pure: the picker component sends the
 * events and listens for `range.changed`.
 */
import { assign, emit, setup } from 'xstate';
import { YEARS_PER_PAGE } from '../../constants/year-range';
import { clampYear, isTypable, orderedRange, pageHolding, pageStartFor, parseYear, yearText, type YearRange } from './rules';
import type { YearField, YearRangeContext, YearRangeEmitted, YearRangeEvent, YearRangeInput } from './types';

const withRange = (range: Partial<YearRange>) => ({
  start: range.start,
  end: range.end,
  anchor: undefined,
  startText: yearText(range.start),
  endText: yearText(range.end),
});

const textKey = (field: YearField) => (field === 'start' ? 'startText' : 'endText');

/** The range a committed typed year makes: with the other end when there is one, else that year alone. */
function typedRange(context: YearRangeContext, field: YearField): YearRange {
  const year = parseYear(context[textKey(field)])!;
  const other = field === 'start' ? context.end : context.start;
  return orderedRange(year, other ?? year);
}

const pickedYear = (context: YearRangeContext, event: YearRangeEvent) => (event.type === 'year.pick' ? event.year : context.focusYear);

export const yearRangeMachine = setup({
  types: {
    context: {} as YearRangeContext,
    events: {} as YearRangeEvent,
    input: {} as YearRangeInput,
    emitted: {} as YearRangeEmitted,
  },
  guards: {
    hadRange: ({ context }) => context.start !== undefined && context.end !== undefined,
    typable: ({ event }) => event.type === 'input.change' && isTypable(event.text),
    typedWholeYear: ({ context, event }) => event.type === 'input.commit' && parseYear(context[textKey(event.field)]) !== undefined,
    givesBothYears: ({ event }) => event.type === 'range.set' && event.start !== undefined && event.end !== undefined,
  },
  actions: {
    startSelecting: assign(({ context, event }) => {
      const year = pickedYear(context, event);
      return { anchor: year, focusYear: year };
    }),
    completeSelecting: assign(({ context, event }) => withRange(orderedRange(context.anchor!, pickedYear(context, event)))),
    dropAnchor: assign({ anchor: undefined }),
    focusYear: assign({ focusYear: ({ event }) => (event.type === 'year.focus' ? event.year : 0) }),
    moveFocus: assign(({ context, event }) => {
      const focusYear = clampYear(context.focusYear + (event.type === 'focus.move' ? event.delta : 0));
      return { focusYear, pageStart: pageHolding(context.pageStart, focusYear) };
    }),
    pagePrevious: assign(({ context }) => ({ pageStart: context.pageStart - YEARS_PER_PAGE, focusYear: clampYear(context.focusYear - YEARS_PER_PAGE) })),
    pageNext: assign(({ context }) => ({ pageStart: context.pageStart + YEARS_PER_PAGE, focusYear: clampYear(context.focusYear + YEARS_PER_PAGE) })),
    setText: assign(({ event }) => (event.type === 'input.change' ? { [textKey(event.field)]: event.text } : {})),
    commitTyped: assign(({ context, event }) => {
      const range = typedRange(context, event.type === 'input.commit' ? event.field : 'start');
      return { ...withRange(range), focusYear: range.start, pageStart: pageStartFor(range.start) };
    }),
    revertTexts: assign(({ context }) => ({ startText: yearText(context.start), endText: yearText(context.end) })),
    setRange: assign(({ event }) => {
      if (event.type !== 'range.set') return {};
      const range = orderedRange(event.start!, event.end!);
      return { ...withRange(range), focusYear: range.start, pageStart: pageStartFor(range.start) };
    }),
    clearRange: assign(withRange({})),
    announce: emit(({ context }) => ({ type: 'range.changed' as const, start: context.start, end: context.end })),
  },
}).createMachine({
  id: 'yearRange',
  context: ({ input }): YearRangeContext => {
    const range: Partial<YearRange> = input.start !== undefined && input.end !== undefined ? orderedRange(input.start, input.end) : {};
    const shown = range.start ?? input.currentYear;
    return { ...withRange(range), focusYear: shown, pageStart: pageStartFor(shown) };
  },
  initial: 'unselected',
  on: {
    'year.focus': { actions: 'focusYear' },
    'focus.move': { actions: 'moveFocus' },
    'page.previous': { actions: 'pagePrevious' },
    'page.next': { actions: 'pageNext' },
    'input.change': { guard: 'typable', actions: 'setText' },
    'input.commit': [
      { guard: 'typedWholeYear', target: '.selected', actions: ['commitTyped', 'announce'] },
      { actions: 'revertTexts' },
    ],
    'range.set': [
      { guard: 'givesBothYears', target: '.selected', actions: 'setRange' },
      { target: '.unselected', actions: 'clearRange' },
    ],
    'range.clear': { target: '.unselected', actions: ['clearRange', 'announce'] },
  },
  states: {
    unselected: {
      // A copy started with a range (from the URL) is selected at once.
      always: { guard: 'hadRange', target: 'selected' },
      on: {
        'year.pick': { target: 'selecting', actions: 'startSelecting' },
        'focus.pick': { target: 'selecting', actions: 'startSelecting' },
      },
    },
    selecting: {
      on: {
        'year.pick': { target: 'selected', actions: ['completeSelecting', 'announce'] },
        'focus.pick': { target: 'selected', actions: ['completeSelecting', 'announce'] },
        'selection.cancel': [
          { guard: 'hadRange', target: 'selected', actions: 'dropAnchor' },
          { target: 'unselected', actions: 'dropAnchor' },
        ],
      },
    },
    selected: {
      on: {
        'year.pick': { target: 'selecting', actions: 'startSelecting' },
        'focus.pick': { target: 'selecting', actions: 'startSelecting' },
      },
    },
  },
});

export type YearRangeMachine = typeof yearRangeMachine;
