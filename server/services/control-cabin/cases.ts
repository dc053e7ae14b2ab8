import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PENALTY_KINDS } from './labels';
import { keyed, monthly, monthOf, rowsOf, within, withinTrend, type CabinPeriod } from './period';

const decided = sql.raw('decided_at');
const TOP_CAUSES = 5;
const yuan = (v: string | number) => Math.round(Number(v) * 100) / 100;

/** 立案日志 trend: penalties and compulsory measures decided per month, and the fines of each month. */
export async function reportLogLa(db: Db, p: CabinPeriod) {
  const trend = await rowsOf<{ m: string; penalties: string; compulsory: string; fines: string }>(db, sql`
    SELECT ${monthOf(decided)} AS m, count(*) FILTER (WHERE compulsory = false) AS penalties, count(*) FILTER (WHERE compulsory = true) AS compulsory,
      coalesce(sum(amount) FILTER (WHERE kind = 'fine'), 0) AS fines
    FROM penalties WHERE ${withinTrend(decided, p)} GROUP BY 1`);
  const months = monthly<{ penalties: number; compulsory: number; fines: number }>(p, trend, ['penalties', 'compulsory', 'fines']).map((m) => ({ ...m, fines: yuan(m.fines) }));
  return { months, total: months.reduce((s, m) => s + m.penalties + m.compulsory, 0) };
}

/** 立案结构: the period's cases by kind, the fines, and the most frequent causes. */
export async function reportLogLa2(db: Db, p: CabinPeriod) {
  const inPeriod = within(decided, p);
  const kinds = await rowsOf<{ k: string; n: string }>(db, sql`SELECT kind AS k, count(*) AS n FROM penalties WHERE ${inPeriod} GROUP BY 1`);
  const [t] = await rowsOf<{ total: string; compulsory: string; fines: string }>(db, sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE compulsory = true) AS compulsory, coalesce(sum(amount) FILTER (WHERE kind = 'fine'), 0) AS fines
    FROM penalties WHERE ${inPeriod}`);
  const causes = await rowsOf<{ name: string; n: string }>(db, sql`
    SELECT coalesce(c.name, '未分类') AS name, count(*) AS n FROM penalties p LEFT JOIN case_causes c ON c.id = p.cause_id
    WHERE ${within(sql.raw('p.decided_at'), p)} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${TOP_CAUSES}`);
  return {
    total: Number(t.total),
    compulsory: Number(t.compulsory),
    fines: yuan(t.fines),
    byKind: keyed(PENALTY_KINDS, kinds),
    topCauses: causes.map((c) => ({ name: c.name, count: Number(c.n) })),
  };
}
