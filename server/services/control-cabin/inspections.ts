import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { TASK_SOURCES } from './labels';
import { keyed, monthly, monthOf, percent, rowsOf, within, withinTrend, type CabinPeriod } from './period';
import { DAY_MS } from '../../../src/constants/timings';

const created = sql.raw('created_at');

/** 双随机抽查: random inspections created in the period by state and result, and the monthly trend. */
export async function randomInspection(db: Db, p: CabinPeriod) {
  const [r] = await rowsOf<Record<'total' | 'done' | 'pending' | 'overdue' | 'qualified' | 'unqualified' | 'hazards', string>>(db, sql`
    SELECT count(*) AS total,
      count(*) FILTER (WHERE status = 'done') AS done,
      count(*) FILTER (WHERE status = 'pending') AS pending,
      count(*) FILTER (WHERE status = 'overdue') AS overdue,
      count(*) FILTER (WHERE result = 'qualified') AS qualified,
      count(*) FILTER (WHERE result = 'unqualified') AS unqualified,
      coalesce(sum(hazards), 0) AS hazards
    FROM inspection_tasks WHERE source = 'random' AND ${within(created, p)}`);
  const trend = await rowsOf<{ m: string; total: string; done: string }>(db, sql`
    SELECT ${monthOf(created)} AS m, count(*) AS total, count(*) FILTER (WHERE status = 'done') AS done
    FROM inspection_tasks WHERE source = 'random' AND ${withinTrend(created, p)} GROUP BY 1`);
  const n = (k: keyof typeof r) => Number(r[k]);
  return {
    total: n('total'),
    done: n('done'),
    pending: n('pending'),
    overdue: n('overdue'),
    qualified: n('qualified'),
    unqualified: n('unqualified'),
    hazards: n('hazards'),
    qualifiedRate: percent(n('qualified'), n('qualified') + n('unqualified')),
    months: monthly<{ total: number; done: number }>(p, trend, ['total', 'done']),
  };
}

/** 检查上报: check records reported (tasks checked) in the period, by task source, with the hazards found. */
export async function reportNumber(db: Db, p: CabinPeriod) {
  const checked = sql.raw('checked_at');
  const rows = await rowsOf<{ k: string; n: string; hazards: string }>(db, sql`
    SELECT source AS k, count(*) AS n, coalesce(sum(hazards), 0) AS hazards
    FROM inspection_tasks WHERE status = 'done' AND checked_at IS NOT NULL AND ${within(checked, p)} GROUP BY 1`);
  const bySource = keyed(TASK_SOURCES, rows);
  const [today] = await rowsOf<{ n: string }>(db, sql`
    SELECT count(*) AS n FROM inspection_tasks
    WHERE status = 'done' AND checked_at >= ${startOfChinaDay(p.end).toISOString()}::timestamptz AND checked_at <= ${p.end.toISOString()}::timestamptz`);
  return {
    total: bySource.reduce((s, r) => s + r.count, 0),
    hazards: rows.reduce((s, r) => s + Number(r.hazards), 0),
    lastDay: Number(today.n),
    bySource,
  };
}

const CHINA_MS = 8 * 3_600_000;
const startOfChinaDay = (d: Date) => new Date(Math.floor((d.getTime() + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS);
