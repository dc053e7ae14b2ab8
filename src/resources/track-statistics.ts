/**
 * 轨迹统计 (getParticlePage): the law officers in scope with how many positions each reported in the range
 * and whether that makes a track (at least 最少上报点数). Shown as a tab of the track viewer (zfgj), not a
 * route of its own; a row opens that officer's track in the 轨迹回放 tab over the same range.
 */
import { DEFAULT_MIN_POINTS, DEFAULT_ORGAN_LIMIT, MIN_POINTS_OPTIONS, ORGAN_LIMIT_SELF, ORGAN_LIMIT_WITH_SUBORDINATES } from '../constants/track';
import { GetParticlePageDocument } from '../graphql/generated/graphql';
import { trackText as text } from '../messages/track';
import { defaultTrackRange } from '../screens/system/track/track-range';
import { defineResource, type FilterValues, type Option } from './types';

export const TRACK_ROUTE = 'zfgj';
export const PARTICLE_EXPORT_FILE = '执法轨迹统计.xlsx';

const HAS_TRACK_OPTIONS: readonly Option[] = [
  { value: 1, label: text.hasTrack, color: 'green' },
  { value: 0, label: text.noTrackOption, color: 'gray' },
];
const ORGAN_LIMIT_OPTIONS: readonly Option[] = [
  { value: ORGAN_LIMIT_WITH_SUBORDINATES, label: text.withSubordinates },
  { value: ORGAN_LIMIT_SELF, label: text.organOnly },
];
const MIN_POINT_OPTIONS: readonly Option[] = MIN_POINTS_OPTIONS.map((n) => ({ value: n, label: String(n) }));

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const numberOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : Number(filters[name]));

/** A definition per screen: it remembers the range of the last search, which a row carries to the replay. */
export function trackStatisticsDefinition(now = new Date()) {
  const initial = defaultTrackRange(now);
  let searched = { date: initial.start, dateEnd: initial.end };
  return defineResource({
    name: 'trackStatistics',
    title: text.statisticsTitle,
    routeName: TRACK_ROUTE,
    rowKey: 'userId',
    list: {
      document: GetParticlePageDocument,
      variables: ({ current, size, filters }) => {
        const fallback = defaultTrackRange();
        searched = { date: textOf(filters, 'date') ?? fallback.start, dateEnd: textOf(filters, 'dateEnd') ?? fallback.end };
        return {
          input: {
            current,
            size,
            username: textOf(filters, 'username'),
            organId: textOf(filters, 'organId'),
            organLimit: numberOf(filters, 'organLimit'),
            minPoints: numberOf(filters, 'minPoints'),
            hasPartice: numberOf(filters, 'hasPartice'),
            ...searched,
          },
        };
      },
      select: (data) => data.getParticlePage,
      columns: {
        username: { title: text.username, width: 120 },
        organName: { title: text.organ },
        points: { title: text.points, width: 110 },
        hasPartice: { title: text.hasPartice, render: 'status', options: HAS_TRACK_OPTIONS, width: 110 },
      },
      filters: [
        { name: 'username', label: text.username, kind: 'text' },
        { name: 'organId', label: text.organ, kind: 'organ' },
        { name: 'organLimit', label: text.organLimit, kind: 'select', options: ORGAN_LIMIT_OPTIONS },
        { name: 'minPoints', label: text.minPoints, kind: 'select', options: MIN_POINT_OPTIONS },
        { name: 'hasPartice', label: text.hasPartice, kind: 'select', options: HAS_TRACK_OPTIONS },
        { name: 'range', label: text.timeRange, kind: 'dateRange', to: ['date', 'dateEnd'] },
      ],
      defaultFilters: { organLimit: DEFAULT_ORGAN_LIMIT, minPoints: DEFAULT_MIN_POINTS, date: initial.start, dateEnd: initial.end },
    },
    actions: [
      {
        key: 'track',
        label: text.viewTrack,
        scope: 'row',
        openRoute: { route: TRACK_ROUTE, query: (row) => ({ userId: row.userId, username: row.username, organName: row.organName, ...searched }) },
      },
    ],
    export: { url: '/api/controlCabin/exportParticleUser', fileName: PARTICLE_EXPORT_FILE },
  });
}
