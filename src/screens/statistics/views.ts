/**
 * The client side of each statistics view (the server's contract names the measures): which catalogue route
 * shows it, how it is filtered, the chart that fits it and the measures drawn. Rates are never drawn next
 * to counts; money is left out of count charts for its scale.
 */

import type { QueryInput_StatisticsView_View } from '../../graphql/generated/graphql';

export type ChartKind = 'bar' | 'line' | 'pie';
/** date: a date-time range; year: a year range; none: organisation only. */
export type PeriodKind = 'date' | 'year' | 'none';

export interface StatisticsViewDef {
  /** The view key of GET /statistics/view (the gateway's enum: a key the server lacks does not compile). */
  key: QueryInput_StatisticsView_View;
  chart: ChartKind;
  period: PeriodKind;
  /** Measures drawn, in order (a pie draws the first: each row's share of it). */
  charted: readonly string[];
  /** Measures that are rates (percent): shown with one decimal, not drilled into. */
  rates?: readonly string[];
}

const view = (key: StatisticsViewDef['key'], charted: readonly string[], extra: Partial<StatisticsViewDef> = {}): StatisticsViewDef => ({
  key,
  chart: 'bar',
  period: 'date',
  charted,
  ...extra,
});

/** Catalogue route name → its view. */
export const STATISTICS_VIEWS: Record<string, StatisticsViewDef> = {
  grgzl: view('personalWorkload', ['total', 'done', 'unqualified', 'hazards']),
  gzlpj: view('workloadEvaluation', ['total', 'done', 'overdue'], { rates: ['doneRate'] }),
  gzltj: view('workloadStatistics', ['plan', 'random', 'complaint', 'reinspection', 'event', 'industry'], { chart: 'line' }),
  grlzlhhz: view('dutySummary', ['declarations', 'score']),
  lzkp: view('dutyEvaluation', ['people', 'declarations', 'appeals'], { period: 'year' }),
  gzlhzb: view('workloadSummary', ['tasks', 'done', 'hazards', 'penalties']),
  hcp: view('serviceReviews', ['good', 'neutral', 'bad'], { rates: ['goodRate'] }),
  hcpWttj: view('reviewProblems', ['count'], { chart: 'pie', rates: ['share'] }),
  jdjctjb: view('supervisionInspection', ['checked', 'qualified', 'unqualified', 'hazards', 'penalties', 'seals']),
  aytj: view('caseCauses', ['unqualified', 'penalties'], { chart: 'pie' }),
  xyjgtj: view('creditSupervision', ['A', 'B', 'C', 'D'], { period: 'year' }),
  xftj: view('issuedTasks', ['issued', 'done', 'overdue'], { rates: ['doneRate'] }),
  hybmGdtj: view('industryOrders', ['issued', 'accepted', 'done', 'overdue']),
  hybmGztj: view('industryWork', ['total', 'done', 'unqualified', 'hazards']),
  ggfwtj: view('publicServices', ['total', 'participants'], { chart: 'pie' }),
  hzcx: view('fires', ['count', 'casualties'], { period: 'year' }),
  gpdbcx: view('listedSupervision', ['listed', 'supervising', 'lifted'], { period: 'year' }),
  rytj: view('personnel', ['male', 'female', 'officers'], { period: 'none' }),
  zyztj: view('volunteers', ['total', 'active', 'joined']),
  xfzZftj: view('stationEnforcement', ['checks', 'hazards', 'rectified']),
  xfzAqjctj: view('stationSafetyChecks', ['checks', 'hazards', 'rectified']),
  xfzYhtj: view('stationHazards', ['hazards', 'major', 'rectified'], { rates: ['rectifyRate'] }),
};

export const statisticsRouteNames = () => Object.keys(STATISTICS_VIEWS);
