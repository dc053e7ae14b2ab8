/**
 * 预警研判 (9000): the units of the caller's scope ranked by risk, scored from open hazards, overdue
 * rectifications, complaints verified at the unit and past fires (weights in src/constants/early-warning.ts).
 * Only units with at least one finding are listed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/route';
import { page, pageWindow, type PageArgs } from '../http/paging';
import { RISK_COMPLAINT_WINDOW_DAYS, RISK_FIRE_WINDOW_DAYS, RISK_WEIGHTS as W, riskLevelOf, type RiskLevel } from '../../src/constants/early-warning';
import { chinaDateOf } from '../../src/shared/working-days';
import { rowsOf } from './control-cabin/period';
import { scopeOf } from './org-scope';

export interface UnitRiskFilter extends PageArgs {
  keyword?: string;
  organId?: string;
  level?: RiskLevel;
}

export interface UnitRisk {
  companyId: string;
  companyName: string;
  address: string;
  organName: string | null;
  openHazards: number;
  overdueRectifications: number;
  complaints: number;
  fires: number;
  score: number;
  level: RiskLevel;
}

const DAY_MS = 86_400_000;

function ranked(scope: string[] | null, filter: UnitRiskFilter, now: Date): SQL {
  const today = chinaDateOf(now);
  const complaintSince = new Date(now.getTime() - RISK_COMPLAINT_WINDOW_DAYS * DAY_MS);
  const fireSince = new Date(now.getTime() - RISK_FIRE_WINDOW_DAYS * DAY_MS);
  const inScope = scope ? sql`and s.organ_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const organ = filter.organId ? sql`and s.organ_id = ${filter.organId}` : sql``;
  const keyword = filter.keyword?.trim() ? sql`and (s.name ilike ${`%${filter.keyword.trim()}%`} or s.address ilike ${`%${filter.keyword.trim()}%`})` : sql``;
  return sql`
    with hz as (
      select t.company_id,
        coalesce(sum(jsonb_array_length(n.hazards)), 0)::int as open_hazards,
        (count(*) filter (where n.kind = 'deadline' and n.deadline < ${today}))::int as overdue
      from rectify_notices n
      join supervision_tasks t on t.id = n.task_id
      left join supervision_tasks r on r.id = n.reinspection_task_id
      where r.id is null or r.check_result is distinct from 'qualified'
      group by t.company_id
    ),
    cp as (
      select t.company_id, count(*)::int as n from complaint_reports c join supervision_tasks t on t.id = c.verify_task_id
      where c.received_at >= ${complaintSince} group by t.company_id
    ),
    fi as (select company_id, count(*)::int as n from fire_incidents where company_id is not null and occurred_at >= ${fireSince} group by company_id),
    scored as (
      select s.id as company_id, s.name as company_name, s.address, o.name as organ_name,
        coalesce(hz.open_hazards, 0) as open_hazards, coalesce(hz.overdue, 0) as overdue, coalesce(cp.n, 0) as complaints, coalesce(fi.n, 0) as fires
      from society_companies s
      left join organizations o on o.id = s.organ_id
      left join hz on hz.company_id = s.id
      left join cp on cp.company_id = s.id
      left join fi on fi.company_id = s.id
      where s.deleted = false and (hz.company_id is not null or cp.company_id is not null or fi.company_id is not null) ${inScope} ${organ} ${keyword}
    )
    select *, (open_hazards * ${W.openHazard} + overdue * ${W.overdueRectification} + complaints * ${W.complaint} + fires * ${W.fire})::int as score
    from scored`;
}

export async function unitRiskPage(db: Db, user: SessionUser, filter: UnitRiskFilter, now = new Date()) {
  const { limit, offset } = pageWindow(filter);
  const base = ranked(await scopeOf(db, user), filter, now);
  const all = await rowsOf<Record<string, unknown>>(db, sql`select * from (${base}) x order by score desc, company_name, company_id`);
  const rows: UnitRisk[] = all.map((r) => {
    const score = Number(r.score);
    return {
      companyId: String(r.company_id), companyName: String(r.company_name), address: String(r.address), organName: (r.organ_name as string | null) ?? null,
      openHazards: Number(r.open_hazards), overdueRectifications: Number(r.overdue), complaints: Number(r.complaints), fires: Number(r.fires), score, level: riskLevelOf(score),
    };
  });
  const chosen = filter.level ? rows.filter((r) => r.level === filter.level) : rows;
  return page(filter, chosen.length, chosen.slice(offset, offset + limit));
}
