/**
 * The pure parts of the statistics screen: values formatted by unit, what can be drilled into, the data of
 * each chart kind, axis labels that keep what tells rows apart, and the filters kept in the URL.
 */
import { axisLabels } from '../../src/screens/statistics/charts/chart-style';
import { barData, canDrill, chartedMeasures, figuresOf, formatFigure, hasFigures, lineData, pieData, type Figures } from '../../src/screens/statistics/figures';
import { DEFAULT_FILTERS, filtersFromQuery, filtersToQuery, requestFilters } from '../../src/screens/statistics/filters';
import { STATISTICS_VIEWS } from '../../src/screens/statistics/views';

const def = STATISTICS_VIEWS.hcp;
const figures: Figures = {
  view: 'serviceReviews', title: '好差评', yearly: false,
  dimension: { key: 'organ', label: '单位' },
  measures: [
    { key: 'total', label: '评价数', unit: 'count' },
    { key: 'good', label: '好评', unit: 'count' },
    { key: 'bad', label: '差评', unit: 'count' },
    { key: 'goodRate', label: '好评率(%)', unit: 'percent' },
  ],
  rows: [
    { key: 'a', label: '福田大队', values: [3, 2, 0, 66.6667] },
    { key: 'b', label: '南山大队', values: [0, 0, 0, 0] },
  ],
  totals: [3, 2, 0, 66.6667],
};

describe('statistics figures', () => {
  it('formats by unit: rates one decimal, money two, scores as needed, counts whole', () => {
    expect(formatFigure(66.6667, figures.measures[3], def)).toBe('66.7');
    expect(formatFigure(1500, { key: 'fines', label: '罚款', unit: 'yuan' }, def)).toBe('1500.00');
    expect(formatFigure(8.5, { key: 'avgScore', label: '人均得分', unit: 'score' }, def)).toBe('8.5');
    expect(formatFigure(12, figures.measures[0], def)).toBe('12');
  });

  it('drills into non-zero figures that are not rates', () => {
    expect(canDrill(2, figures.measures[1], def)).toBe(true);
    expect(canDrill(0, figures.measures[1], def)).toBe(false);
    expect(canDrill(66.7, figures.measures[3], def)).toBe(false);
  });

  it('charts the defined measures in order, as bars, lines and pie slices (empty slices left out)', () => {
    const measures = chartedMeasures(figures, def);
    expect(measures.map((measure) => measure.key)).toEqual(['good', 'bad']);
    expect(barData(figures, measures)).toEqual([{ row: 'a', good: 2, bad: 0 }, { row: 'b', good: 0, bad: 0 }]);
    expect(lineData(figures, measures)[0]).toEqual({ id: 'good', data: [{ x: '福田大队', y: 2, rowKey: 'a' }, { x: '南山大队', y: 0, rowKey: 'b' }] });
    expect(pieData(figures, measures[0])).toEqual([{ id: 'a', label: '福田大队', value: 2 }]);
    expect(pieData({ ...figures, rows: [{ ...figures.rows[0], label: '深圳市福田区消防救援大队', shortLabel: '福田大队' }] }, measures[0])[0].label).toBe('福田大队');
    expect(hasFigures(figures)).toBe(true);
    expect(hasFigures({ ...figures, rows: [figures.rows[1]] })).toBe(false);
  });

  it('settles the gateway nulls', () => {
    const measure = { key: 'total', label: '评价数', unit: 'count' as const };
    const settled = figuresOf({ ...figures, measures: [measure, null], rows: [{ key: 'a', label: 'A', shortLabel: null, values: [null] }, null], totals: [null] });
    expect(settled).toMatchObject({ measures: [measure], rows: [{ key: 'a', values: [0] }], totals: [0] });
    expect(figuresOf(null)).toBeUndefined();
  });

  it('axis labels leave out the beginning all long labels share, and cut what stays too long', () => {
    const labels = axisLabels(['深圳市福田区消防救援大队', '深圳市大鹏新区消防救援大队', '本级']);
    expect(labels.get('深圳市福田区消防救援大队')).toBe('福田区消防救援大队'.slice(0, 7) + '…');
    expect(labels.get('深圳市大鹏新区消防救援大队')).toBe('大鹏新区消防救…');
    expect(labels.get('本级')).toBe('本级');
    expect(axisLabels(['2025-01', '2025-02']).get('2025-01')).toBe('2025-01');
  });
});

describe('statistics filters', () => {
  it('round-trip through the URL, defaults left out; malformed values take the default', () => {
    const filters = { organId: 'o-4', organRange: 0, startTime: '2025-01-01 00:00:00', endTime: '2025-12-31 23:59:59', startYear: 2024, endYear: 2025 };
    expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
    expect(filtersToQuery(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromQuery(new URLSearchParams('organRange=7&startYear=20x'))).toEqual({ ...DEFAULT_FILTERS, startTime: undefined, endTime: undefined, startYear: undefined, endYear: undefined });
  });

  it('send only the period the view uses', () => {
    const filters = { organId: '', organRange: 1, startTime: 'a', endTime: 'b', startYear: 2024, endYear: 2025 };
    expect(requestFilters(filters, 'date')).toEqual({ organRange: 1, startTime: 'a', endTime: 'b' });
    expect(requestFilters(filters, 'year')).toEqual({ organRange: 1, startYear: 2024, endYear: 2025 });
    expect(requestFilters(filters, 'none')).toEqual({ organRange: 1 });
  });
});
