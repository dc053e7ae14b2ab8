import type { inspectionTasks, penalties } from '../schema';
import { DAY_MS, HOUR_MS } from './constants';
import { pickBy, WORKDAY, type Calendar } from './statistics-calendar';
import { companyIn, organsIn, pickDistrict, type OrganKind, type StatContext, type StatOrgan } from './statistics-context';
import type { Prng } from './prng';

type TaskRow = typeof inspectionTasks.$inferInsert;
type PenaltyRow = typeof penalties.$inferInsert;
type Source = TaskRow['source'];

/** Who does the checks: mostly the brigades and their stations; police and street offices their own share. */
const ORGAN_KINDS: [OrganKind, number][] = [['brigade', 45], ['station', 25], ['police', 12], ['street', 15], ['detachment', 3]];
const FIRE_SOURCES: [Source, number][] = [['plan', 42], ['random', 20], ['complaint', 12], ['reinspection', 12], ['event', 4], ['industry', 10]];
const PARTNER_SOURCES: [Source, number][] = [['plan', 60], ['complaint', 25], ['reinspection', 10], ['event', 5]];
/** Share of checks found unqualified per source (≈18 % overall). */
const UNQUALIFIED: Record<Source, number> = { plan: 0.16, random: 0.2, complaint: 0.32, reinspection: 0.1, event: 0.12, industry: 0.22 };
/** How often each national case cause is the reason (cc-1 … cc-7). */
const CAUSE_WEIGHTS = [30, 25, 10, 16, 4, 10, 5];
/** A task not checked within this many days is overdue. */
const DEADLINE_DAYS = 15;
const PENALTY_KINDS: [PenaltyRow['kind'], number][] = [['fine', 62], ['warning', 22], ['suspend', 8], ['detain', 8]];

const at = (ms: number) => new Date(Math.round(ms / 1000) * 1000);

interface Built { tasks: TaskRow[]; penalties: PenaltyRow[] }

function parentOf(organ: StatOrgan, detachmentId: string): string | null {
  if (organ.kind === 'detachment') return null;
  return organ.kind === 'brigade' ? detachmentId : organ.brigadeId;
}

function outcome(rng: Prng, cal: Calendar, createdAt: Date, source: Source): Pick<TaskRow, 'status' | 'result' | 'checkedAt'> {
  const age = cal.latest.getTime() - createdAt.getTime();
  let checkedAt: Date | null = null;
  if (age < DAY_MS) {
    if (rng.chance(0.5)) checkedAt = at(createdAt.getTime() + rng.int(30, 100) * 60_000);
  } else if (age < DEADLINE_DAYS * DAY_MS) {
    if (rng.chance(0.6)) checkedAt = at(createdAt.getTime() + HOUR_MS + rng.next() * (age - 2 * HOUR_MS));
  } else if (rng.chance(0.93)) {
    checkedAt = at(createdAt.getTime() + HOUR_MS + rng.next() * 10 * DAY_MS);
  }
  if (!checkedAt) return { status: age < DEADLINE_DAYS * DAY_MS ? 'pending' : 'overdue', result: null, checkedAt: null };
  return { status: 'done', result: rng.chance(UNQUALIFIED[source]) ? 'unqualified' : 'qualified', checkedAt };
}

function penaltiesFor(rng: Prng, cal: Calendar, task: TaskRow, organ: StatOrgan): Omit<PenaltyRow, 'id'>[] {
  if (task.result !== 'unqualified' || !task.checkedAt || organ.kind === 'street') return [];
  const police = organ.kind === 'police';
  if (!rng.chance(police ? 0.25 : 0.55)) return [];
  const decidedAt = at(task.checkedAt.getTime() + rng.int(2, 20) * DAY_MS + rng.int(0, 8) * HOUR_MS);
  if (decidedAt > cal.latest) return [];
  const base = { taskId: task.id, organId: task.organId, companyId: task.companyId, causeId: task.causeId, decidedAt };
  const kind = police ? (rng.chance(0.4) ? 'detain' : 'warning') : pickBy(rng, PENALTY_KINDS.filter(([k]) => k !== 'detain'));
  const amount = kind === 'fine' ? Math.round((5000 + 45000 * rng.next() ** 2) / 100) * 100 : 0;
  const rows: Omit<PenaltyRow, 'id'>[] = [{ ...base, kind, compulsory: false, amount }];
  if (!police && rng.chance(0.2)) rows.push({ ...base, kind: 'seal', compulsory: true, amount: 0, decidedAt: at(task.checkedAt.getTime() + rng.int(1, 8) * HOUR_MS) });
  return rows;
}

/**
 * Supervision tasks with their check records and the penalties that followed: ids in date order, every
 * organ, inspector, unit, cause and department one of the seeded rows.
 */
export function buildTasks(rng: Prng, ctx: StatContext, cal: Calendar, count: number, detachmentId: string): Built {
  const byKind = new Map<string, StatOrgan[]>();
  const organsOf = (district: string, kind: OrganKind) => {
    const key = `${district}:${kind}`;
    if (!byKind.has(key)) byKind.set(key, organsIn(ctx, ctx.districts.find((d) => d.code === district)!, kind).filter((o) => ctx.staff.get(o.id)?.length));
    return byKind.get(key)!;
  };
  const cityDepartments = ctx.departments.filter((d) => d.organId === detachmentId).map((d) => d.id);
  const drafts: { task: Omit<TaskRow, 'id'>; organ: StatOrgan }[] = [];
  while (drafts.length < count) {
    const kind = pickBy(rng, ORGAN_KINDS);
    const district = pickDistrict(rng, ctx);
    const organ = kind === 'detachment' ? ctx.organ.get(detachmentId) : rng.pick(organsOf(district.code, kind) ?? []);
    if (!organ) continue;
    const user = rng.pick(ctx.staff.get(organ.id) ?? []);
    if (!user) continue;
    const fire = kind !== 'police' && kind !== 'street';
    const source = pickBy(rng, fire ? FIRE_SOURCES : PARTNER_SOURCES);
    const parent = parentOf(organ, detachmentId);
    const issued = parent && source !== 'industry' && rng.chance(source === 'random' ? 0.8 : 0.06) ? parent : null;
    const local = ctx.departments.filter((d) => d.organId === organ.brigadeId).map((d) => d.id);
    const departmentId = source === 'industry' ? rng.pick(local.length && rng.chance(0.7) ? local : cityDepartments) ?? null : null;
    const createdAt = cal.moment(rng, WORKDAY);
    const done = outcome(rng, cal, createdAt, source);
    const unqualified = done.result === 'unqualified';
    drafts.push({
      organ,
      task: {
        organId: organ.id,
        userId: user.id,
        companyId: companyIn(rng, ctx, organ.district ?? district.code),
        source,
        ...done,
        causeId: unqualified ? ctx.causes[pickBy(rng, CAUSE_WEIGHTS.map((w, i) => [i % ctx.causes.length, w] as const))] : null,
        hazards: unqualified ? rng.int(1, 6) : done.result === 'qualified' && rng.chance(0.15) ? rng.int(1, 2) : 0,
        issuedByOrganId: issued,
        departmentId,
        createdAt,
      },
    });
  }
  drafts.sort((a, b) => a.task.createdAt.getTime() - b.task.createdAt.getTime());
  const tasks: TaskRow[] = drafts.map((d, i) => ({ id: `it-${String(i + 1).padStart(6, '0')}`, ...d.task }));
  const decided = tasks.flatMap((t, i) => penaltiesFor(rng, cal, t, drafts[i].organ));
  decided.sort((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime());
  return { tasks, penalties: decided.map((p, i) => ({ id: `pn-${String(i + 1).padStart(6, '0')}`, ...p })) };
}
