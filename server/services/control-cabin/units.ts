import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CHECK_KINDS, ORGAN_LEVELS } from './labels';
import { keyed, monthly, monthOf, percent, rowsOf, within, withinTrend, type CabinPeriod } from './period';

/** Brigades (level 3): the units whose figures the cockpit ranks; every unit below rolls up to its brigade. */
const BRIGADE_LEVEL = 3;

/** 下级单位: per brigade, the tasks created, checked and their hazards, the penalties and the complaints of the period. */
export async function subordinate(db: Db, p: CabinPeriod) {
  const rows = await rowsOf<{ id: string; name: string; tasks: string; done: string; hazards: string; penalties: string; complaints: string }>(db, sql`
    WITH RECURSIVE tree(id, top) AS (
      SELECT id, id FROM organizations WHERE level = ${BRIGADE_LEVEL} AND deleted = false
      UNION ALL
      SELECT o.id, t.top FROM organizations o JOIN tree t ON o.parent_id = t.id WHERE o.deleted = false AND o.level > ${BRIGADE_LEVEL}
    ),
    tasks AS (
      SELECT tree.top, count(*) AS tasks, count(*) FILTER (WHERE status = 'done') AS done, coalesce(sum(hazards), 0) AS hazards
      FROM inspection_tasks JOIN tree ON tree.id = inspection_tasks.organ_id WHERE ${within(sql.raw('created_at'), p)} GROUP BY tree.top
    ),
    pen AS (
      SELECT tree.top, count(*) AS penalties FROM penalties JOIN tree ON tree.id = penalties.organ_id WHERE ${within(sql.raw('decided_at'), p)} GROUP BY tree.top
    ),
    comp AS (
      SELECT tree.top, count(*) AS complaints FROM complaints JOIN tree ON tree.id = complaints.organ_id WHERE ${within(sql.raw('received_at'), p)} GROUP BY tree.top
    )
    SELECT o.id, o.sort_name AS name, coalesce(tasks.tasks, 0) AS tasks, coalesce(tasks.done, 0) AS done, coalesce(tasks.hazards, 0) AS hazards,
      coalesce(pen.penalties, 0) AS penalties, coalesce(comp.complaints, 0) AS complaints
    FROM organizations o
    LEFT JOIN tasks ON tasks.top = o.id LEFT JOIN pen ON pen.top = o.id LEFT JOIN comp ON comp.top = o.id
    WHERE o.level = ${BRIGADE_LEVEL} AND o.deleted = false
    ORDER BY o.sort, o.id`);
  const units = rows.map((r) => {
    const [tasks, done] = [Number(r.tasks), Number(r.done)];
    return { organId: r.id, name: r.name, tasks, done, doneRate: percent(done, tasks), hazards: Number(r.hazards), penalties: Number(r.penalties), complaints: Number(r.complaints) };
  });
  return { units };
}

/** 安全检查: fire-station checks of the period by kind, hazards found, rectified and major, and the monthly trend. */
export async function securityCheck(db: Db, p: CabinPeriod) {
  const checked = sql.raw('checked_at');
  const [t] = await rowsOf<Record<'checks' | 'found' | 'rectified' | 'major', string>>(db, sql`
    SELECT count(*) AS checks, coalesce(sum(hazards_found), 0) AS found, coalesce(sum(hazards_rectified), 0) AS rectified, coalesce(sum(major_hazards), 0) AS major
    FROM fire_station_checks WHERE ${within(checked, p)}`);
  const kinds = await rowsOf<{ k: string; n: string }>(db, sql`SELECT kind AS k, count(*) AS n FROM fire_station_checks WHERE ${within(checked, p)} GROUP BY 1`);
  const trend = await rowsOf<{ m: string; checks: string; hazards: string }>(db, sql`
    SELECT ${monthOf(checked)} AS m, count(*) AS checks, coalesce(sum(hazards_found), 0) AS hazards
    FROM fire_station_checks WHERE ${withinTrend(checked, p)} GROUP BY 1`);
  const [found, rectified] = [Number(t.found), Number(t.rectified)];
  return {
    checks: Number(t.checks),
    hazardsFound: found,
    hazardsRectified: rectified,
    majorHazards: Number(t.major),
    rectifiedRate: percent(rectified, found),
    byKind: keyed(CHECK_KINDS, kinds),
    months: monthly<{ checks: number; hazards: number }>(p, trend, ['checks', 'hazards']),
  };
}

/** 人员数量: live accounts by the level of their unit and by role, enforcement officers and active volunteers (counts only). */
export async function personsNumber(db: Db) {
  const live = sql`u.deleted = false AND u.state = 'active'`;
  const [t] = await rowsOf<{ users: string; officers: string; volunteers: string }>(db, sql`
    SELECT (SELECT count(*) FROM users u WHERE ${live}) AS users,
      (SELECT count(*) FROM law_officers l JOIN users u ON u.id = l.user_id WHERE l.deleted = false AND ${live}) AS officers,
      (SELECT count(*) FROM volunteers WHERE active = true) AS volunteers`);
  const levels = await rowsOf<{ k: string; n: string }>(db, sql`
    SELECT o.level::text AS k, count(*) AS n FROM users u JOIN organizations o ON o.id = u.organ_id WHERE ${live} GROUP BY 1`);
  const roles = await rowsOf<{ name: string; n: string }>(db, sql`
    SELECT r.name, count(*) AS n FROM user_roles ur JOIN roles r ON r.id = ur.role_id JOIN users u ON u.id = ur.user_id
    WHERE r.deleted = false AND ${live} GROUP BY r.id, r.name ORDER BY count(*) DESC, r.name`);
  return {
    users: Number(t.users),
    officers: Number(t.officers),
    volunteers: Number(t.volunteers),
    byUnitLevel: keyed(ORGAN_LEVELS as Record<string, string>, levels),
    byRole: roles.map((r) => ({ name: r.name, count: Number(r.n) })),
  };
}
