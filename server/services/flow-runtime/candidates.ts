/**
 * Who may receive a work: the step's receiver rule seen from the work's own unit (and, for a leader
 * without a level, from the person sending it). Sends, submits and
 * approves choose among the candidates of the step the work goes to; transfers stay in the assignee's unit;
 * forwards go to another unit matching the current step's rule.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, userRoles, users, type FlowStep } from '../../db/schema';
import { subordinateOrganIds } from '../org-scope';
import type { Actor } from './context';

export interface Candidate {
  userId: string;
  username: string;
  organId: string;
  organName: string;
}

const listOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The unit and its ancestors, nearest first. */
async function unitChainUp(db: Db, unitId: string): Promise<{ id: string; level: number }[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE up(id, parent_id, level, depth) AS (
      SELECT id, parent_id, level, 0 FROM organizations WHERE id = ${unitId} AND deleted = false
      UNION ALL
      SELECT o.id, o.parent_id, o.level, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id WHERE o.deleted = false
    )
    SELECT id, level FROM up ORDER BY depth`);
  return listOf<{ id: string; level: number }>(result).map((r) => ({ id: r.id, level: Number(r.level) }));
}

/** Active users matching `where`, with their unit, in tree order. */
async function people(db: Db, where: SQL[], exceptUserId: string): Promise<Candidate[]> {
  return db
    .selectDistinct({ userId: users.id, username: users.name, organId: users.organId, organName: organizations.name, level: organizations.level, sort: organizations.sort })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.deleted, false), eq(users.state, 'active'), ne(users.id, exceptUserId), ...where))
    .orderBy(asc(organizations.level), asc(organizations.sort), asc(users.organId), asc(users.id))
    .then((rows) => rows.map(({ userId, username, organId, organName }) => ({ userId, username, organId, organName })));
}

/** The leaders of the sender's unit, or of the nearest unit above with a leader when the sender leads their own unit. */
async function leadersOfSender(db: Db, sender: Actor): Promise<Candidate[]> {
  const [self] = await db.select({ leader: users.leader }).from(users).where(eq(users.id, sender.userId));
  const chain = await unitChainUp(db, sender.unitId);
  for (const unit of self?.leader ? chain.slice(1) : chain) {
    const found = await people(db, [eq(users.organId, unit.id), eq(users.leader, true)], sender.userId);
    if (found.length) return found;
  }
  return [];
}

/**
 * The units of `level` for the work's unit: the nearest unit at or above that level along the work's unit
 * and its ancestors; that unit when it is of the level (the brigade of a station's work), else the units of
 * the level beneath it (the stations of the brigade a street's work belongs to).
 */
async function unitsAtLevel(db: Db, workUnitId: string, level: number): Promise<SQL | null> {
  const pivot = (await unitChainUp(db, workUnitId)).find((u) => u.level <= level);
  if (!pivot) return null;
  if (pivot.level === level) return eq(users.organId, pivot.id);
  const below = await subordinateOrganIds(db, pivot.id);
  return and(inArray(users.organId, below), eq(organizations.level, level))!;
}

/**
 * Candidates of `step` for `sender` on a work of `workUnitId` (the unit the work belongs to: its starter's).
 * A level names the unit of that level for the work's unit; an organ names its unit outright; a role is
 * looked for along the work's unit, its ancestors and subordinates; a leader is a leader of the unit of the
 * step's level for the work's unit (大队领导: never the detachment's because the sender leads the brigade),
 * or without a level, of the sender's unit (the unit above when the sender leads it: a leader's own declaration).
 */
export async function stepCandidates(db: Db, step: FlowStep, sender: Actor, workUnitId: string): Promise<Candidate[]> {
  const { kind, value } = step.receiver;
  const level = value === undefined || value === '' ? null : Number(value);
  if (kind === 'organ') return people(db, [eq(users.organId, String(value))], sender.userId);
  if (kind === 'level' || (kind === 'leader' && level !== null)) {
    const units = await unitsAtLevel(db, workUnitId, Number(level));
    if (!units) return [];
    return people(db, kind === 'leader' ? [units, eq(users.leader, true)] : [units], sender.userId);
  }
  if (kind === 'leader') return leadersOfSender(db, sender);
  const chain = [...new Set([...(await unitChainUp(db, workUnitId)).map((u) => u.id), ...(await subordinateOrganIds(db, workUnitId))])];
  if (!chain.length) return [];
  return people(db, [inArray(users.organId, chain), eq(userRoles.roleId, String(value))], sender.userId);
}

/** Transfer (转办): another person of the assignee's own unit. */
export async function transferCandidates(db: Db, actor: Actor): Promise<Candidate[]> {
  return people(db, [eq(users.organId, actor.unitId)], actor.userId);
}

/**
 * Forward (转发): a person of another unit under the same parent unit (a sibling unit or below it) who
 * matches the current step's rule: a unit of the level, the organ, a holder of the role, or a leader of a
 * unit of the assignee's own level.
 */
export async function forwardCandidates(db: Db, step: FlowStep, actor: Actor): Promise<Candidate[]> {
  const chain = await unitChainUp(db, actor.unitId);
  if (!chain.length) return [];
  const own = chain[0];
  const scope = (await subordinateOrganIds(db, chain[1]?.id ?? own.id)).filter((id) => id !== own.id);
  const { kind, value } = step.receiver;
  if (kind === 'organ') return String(value) === own.id ? [] : people(db, [eq(users.organId, String(value))], actor.userId);
  if (!scope.length) return [];
  const inScope = inArray(users.organId, scope);
  if (kind === 'level') return people(db, [inScope, eq(organizations.level, Number(value))], actor.userId);
  if (kind === 'role') return people(db, [inScope, eq(userRoles.roleId, String(value))], actor.userId);
  return people(db, [inScope, eq(users.leader, true), eq(organizations.level, own.level)], actor.userId);
}
