import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CHANNELS, COMPLAINT_STATUS, RISKS } from './labels';
import { keyed, monthly, monthOf, rowsOf, within, withinTrend, type CabinPeriod } from './period';

type Count = { k: string; n: string };
const received = sql.raw('received_at');

/** 投诉举报: totals by kind, status, channel and risk in the period, and the monthly trend of both kinds. */
export async function complaintsReport(db: Db, p: CabinPeriod) {
  const inPeriod = within(received, p);
  const [totals] = await rowsOf<{ total: string; complaints: string; reports: string }>(db, sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE kind = 'complaint') AS complaints, count(*) FILTER (WHERE kind = 'report') AS reports
    FROM complaints WHERE ${inPeriod}`);
  const by = (col: string) => rowsOf<Count>(db, sql`SELECT ${sql.raw(col)} AS k, count(*) AS n FROM complaints WHERE ${inPeriod} GROUP BY 1`);
  const [status, channel, risk] = await Promise.all([by('status'), by('channel'), by('risk')]);
  const trend = await rowsOf<{ m: string; complaints: string; reports: string }>(db, sql`
    SELECT ${monthOf(received)} AS m, count(*) FILTER (WHERE kind = 'complaint') AS complaints, count(*) FILTER (WHERE kind = 'report') AS reports
    FROM complaints WHERE ${withinTrend(received, p)} GROUP BY 1`);
  return {
    total: Number(totals.total),
    complaints: Number(totals.complaints),
    reports: Number(totals.reports),
    byStatus: keyed(COMPLAINT_STATUS, status),
    byChannel: keyed(CHANNELS, channel),
    byRisk: keyed(RISKS, risk),
    months: monthly<{ complaints: number; reports: number }>(p, trend, ['complaints', 'reports']),
  };
}

/** At most this many points go to the heat map (the newest); `truncated` says when more exist. */
export const HEAT_POINTS_CAP = 20_000;

export type Risk = keyof typeof RISKS;

/** Where complaints point (WGS84) with their risk: no address, content, unit or time. */
export async function heatPoints(db: Db, p: CabinPeriod, risks: Risk[] | undefined, cap = HEAT_POINTS_CAP) {
  const riskCondition = risks?.length ? sql`AND risk IN (${sql.join(risks.map((r) => sql`${r}`), sql`, `)})` : sql``;
  const rows = await rowsOf<{ lng: number; lat: number; risk: Risk }>(db, sql`
    SELECT lng, lat, risk FROM complaints WHERE ${within(received, p)} ${riskCondition}
    ORDER BY received_at DESC, id LIMIT ${cap + 1}`);
  const truncated = rows.length > cap;
  return { total: truncated ? cap : rows.length, truncated, points: rows.slice(0, cap).map((r) => ({ lng: Number(r.lng), lat: Number(r.lat), risk: r.risk })) };
}
