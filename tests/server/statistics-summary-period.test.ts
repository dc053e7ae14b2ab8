import { splitPeriod } from '../../server/services/statistics/summaries/period';

/** How a period is split into summary months, summary days and fact edges (China time). */
const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);
const edge = (from: string, fromInclusive: boolean, to: string, toInclusive: boolean, sign: 1 | -1) => ({ from: at(from), fromInclusive, to: at(to), toInclusive, sign });

describe('splitPeriod', () => {
  it('reads whole months, the days around them, and subtracts the last second of the end day', () => {
    expect(splitPeriod(at('2026-01-15 00:00:00'), at('2026-03-20 23:59:59'))).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      days: [{ from: '2026-01-15', to: '2026-02-01' }, { from: '2026-03-01', to: '2026-03-21' }],
      edges: [edge('2026-03-20 23:59:59', false, '2026-03-21 00:00:00', false, -1)],
      undated: false,
    });
  });

  it('adds the facts of a partial day covering less than half of it, and subtracts the rest otherwise', () => {
    expect(splitPeriod(at('2026-01-30 19:00:00'), at('2026-02-03 06:30:00'))).toEqual({
      days: [{ from: '2026-01-31', to: '2026-02-03' }],
      edges: [edge('2026-01-30 19:00:00', true, '2026-01-31 00:00:00', false, 1), edge('2026-02-03 00:00:00', true, '2026-02-03 06:30:00', true, 1)],
      undated: false,
    });
    expect(splitPeriod(at('2026-05-01 09:00:00'), at('2026-05-01 18:00:00'))).toEqual({
      days: [{ from: '2026-05-01', to: '2026-05-02' }],
      edges: [edge('2026-05-01 00:00:00', true, '2026-05-01 09:00:00', false, -1), edge('2026-05-01 18:00:00', false, '2026-05-02 00:00:00', false, -1)],
      undated: false,
    });
  });

  it('scans the facts when no whole day is inside, and counts undated facts only without any bound', () => {
    expect(splitPeriod(at('2026-05-01 14:00:00'), at('2026-05-01 20:00:00'))).toBeNull();
    expect(splitPeriod(at('2026-05-01 14:00:00'), at('2026-05-02 10:00:00'))).toBeNull();
    expect(splitPeriod()).toEqual({ months: { from: undefined, to: undefined }, days: [], edges: [], undated: true });
    expect(splitPeriod(undefined, at('2026-05-10 23:59:59.999'))?.undated).toBe(false);
    expect(splitPeriod(at('2026-05-10 00:00:00'))).toEqual({ months: { from: '2026-06-01', to: undefined }, days: [{ from: '2026-05-10', to: '2026-06-01' }], edges: [], undated: false });
  });
});
