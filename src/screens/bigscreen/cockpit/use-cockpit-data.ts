/** The cockpit's figures: this server's aggregates and the xxj service's, each refreshed every COCKPIT_REFRESH_MS. */
import { useQuery } from '@apollo/client/react';
import { COCKPIT_REFRESH_MS } from '../../../constants/timings';
import { CockpitFiguresDocument, CockpitXxjFiguresDocument, type CockpitFiguresQuery, type CockpitXxjFiguresQuery } from '../../../graphql/generated/graphql';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** This year up to today, as the xxj service takes it (the cockpit's own calls default to the same). */
export function thisYear(now = new Date()) {
  return { startDate: `${now.getFullYear()}-01-01`, endDate: day(now) };
}

export interface CockpitData {
  figures?: CockpitFiguresQuery;
  xxj?: CockpitXxjFiguresQuery;
  loading: boolean;
  failed: boolean;
}

export function useCockpitData(): CockpitData {
  // Partial answers are kept: one failed figure leaves the others on the wall.
  const figures = useQuery(CockpitFiguresDocument, { pollInterval: COCKPIT_REFRESH_MS, errorPolicy: 'all' });
  const xxj = useQuery(CockpitXxjFiguresDocument, { variables: thisYear(), pollInterval: COCKPIT_REFRESH_MS, errorPolicy: 'all' });
  return {
    figures: figures.data,
    xxj: xxj.data,
    loading: figures.loading && !figures.data,
    failed: Boolean(figures.error) && !figures.data,
  };
}

/** Lists from the gateway may hold nulls; the charts want none. */
export const present = <T>(list: readonly (T | null | undefined)[] | null | undefined): T[] => (list ?? []).flatMap((x) => (x == null ? [] : [x]));
