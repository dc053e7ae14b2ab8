import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flowDefinitions, flowDefinitionVersions, organizations, roles, type FlowDefinitionSnapshot, type FlowStep } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { FLOW_ACTION_NAMES, FLOW_STATUS_NAMES, ORGAN_LEVEL_NAMES, type FlowDefinitionStatus } from '../../src/constants/flow-labels';
import { validateFlowDefinition } from './flow-definition-rules';
import { escapeLike } from './like';

export interface FlowDefinitionFilter extends PageArgs {
  busiTypeCode?: string;
  name?: string;
  status?: FlowDefinitionStatus;
}

type Stored = typeof flowDefinitions.$inferSelect;
const f = flowDefinitions;
const live = eq(f.deleted, false);

/** Names of the organs and roles the steps' receivers point at, fetched once per reply. */
type Names = { organs: Map<string, string>; roles: Map<string, string> };

async function receiverNames(db: Db, rows: Stored[]): Promise<Names> {
  const receivers = rows.flatMap((r) => r.steps.map((s) => s.receiver));
  const ids = (kind: string) => [...new Set(receivers.filter((x) => x.kind === kind && x.value !== undefined).map((x) => String(x.value)))];
  const organIds = ids('organ');
  const roleIds = ids('role');
  const organRows = organIds.length ? await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, organIds)) : [];
  const roleRows = roleIds.length ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds)) : [];
  return { organs: new Map(organRows.map((o) => [o.id, o.name])), roles: new Map(roleRows.map((o) => [o.id, o.name])) };
}

function receiverText(step: FlowStep, names: Names): string {
  const { kind, value } = step.receiver;
  if (kind === 'level') return `${ORGAN_LEVEL_NAMES[Number(value)] ?? value}级单位`;
  if (kind === 'organ') return names.organs.get(String(value)) ?? `单位${value}`;
  if (kind === 'role') return names.roles.get(String(value)) ?? `角色${value}`;
  return value === undefined ? '发送人单位领导' : `事项所属${ORGAN_LEVEL_NAMES[Number(value)] ?? value}的领导`;
}

const toStep = (s: FlowStep, names: Names) => ({
  key: s.key,
  name: s.name,
  receiver: { kind: s.receiver.kind, value: s.receiver.value === undefined ? null : String(s.receiver.value) },
  receiverText: receiverText(s, names),
  actions: s.actions,
  actionNames: s.actions.map((a) => (FLOW_ACTION_NAMES as Record<string, string>)[a] ?? a),
  timeLimitHours: s.timeLimitHours ?? null,
});

/**
 * What may be done with a definition (the menu grants every action): an enabled one is disabled, and must
 * be before it is removed; a draft or disabled one is enabled or removed.
 */
export function flowDefinitionAllows(status: FlowDefinitionStatus): string[] {
  return ['edit', 'paperwork', 'business', ...(status === 'enabled' ? ['disable'] : ['enable', 'delete'])];
}

const toRow = (r: Stored, names: Names) => ({
  id: r.id,
  busiTypeCode: r.busiTypeCode,
  busiTypeName: r.busiTypeName,
  name: r.name,
  version: r.version,
  status: r.status,
  statusName: FLOW_STATUS_NAMES[r.status],
  steps: r.steps.map((s) => toStep(s, names)),
  stepCount: r.steps.length,
  /** 大队承办人 → 大队领导审批 → 支队审核 */
  stepsText: r.steps.map((s) => s.name).join(' → '),
  paperwork: r.paperwork,
  linkedBusiness: r.linkedBusiness,
  remark: r.remark,
  creator: r.creator,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  rowVersion: r.rowVersion,
  /** Saving a change publishes the next version at once (the definition is enabled; running works keep theirs). */
  savePublishes: r.status === 'enabled',
  allows: flowDefinitionAllows(r.status),
});

export type FlowDefinitionRow = ReturnType<typeof toRow>;

async function rowsOf(db: Db, stored: Stored[]) {
  const names = await receiverNames(db, stored);
  return stored.map((r) => toRow(r, names));
}

export async function flowDefinitionPage(db: Db, q: FlowDefinitionFilter) {
  const { current, size, limit, offset } = pageWindow(q);
  const where: SQL[] = [live];
  if (q.busiTypeCode) where.push(eq(f.busiTypeCode, q.busiTypeCode));
  const name = q.name?.trim();
  if (name) where.push(ilike(f.name, `%${escapeLike(name)}%`));
  if (q.status) where.push(eq(f.status, q.status));
  const [{ total }] = await db.select({ total: count() }).from(f).where(and(...where));
  const stored = await db.select().from(f).where(and(...where)).orderBy(desc(f.updatedAt), desc(f.id)).limit(limit).offset(offset);
  return { current, size, total, records: await rowsOf(db, stored) };
}

export async function flowDefinitionDetail(db: Db, id: string): Promise<FlowDefinitionRow> {
  const [row] = await db.select().from(f).where(and(eq(f.id, id), live));
  if (!row) throw notFound('流程定义不存在或已被删除');
  return (await rowsOf(db, [row]))[0];
}

/** Enabled definitions (all, or one business type's) for pickers and for starting a flow. */
export async function enabledFlowDefinitions(db: Db, busiTypeCode?: string): Promise<FlowDefinitionRow[]> {
  const where = [live, eq(f.status, 'enabled' as const), ...(busiTypeCode ? [eq(f.busiTypeCode, busiTypeCode)] : [])];
  return rowsOf(db, await db.select().from(f).where(and(...where)).orderBy(asc(f.busiTypeCode), asc(f.name)));
}

export const snapshotOf = (r: Pick<Stored, keyof FlowDefinitionSnapshot>): FlowDefinitionSnapshot => ({
  busiTypeCode: r.busiTypeCode, busiTypeName: r.busiTypeName, name: r.name, steps: r.steps, paperwork: r.paperwork, linkedBusiness: r.linkedBusiness,
});

/**
 * Enables or disables definitions, all or nothing. Enabling checks the steps (validateFlowDefinition) and
 * publishes the current version's snapshot if it has none yet; only enabled definitions can be disabled.
 */
export async function setFlowDefinitionStatus(db: Db, ids: string[], status: 'enabled' | 'disabled'): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const rows = await txDb.select().from(f).where(and(inArray(f.id, unique), live));
    if (rows.length !== unique.length) throw notFound('流程定义不存在或已被删除');
    const now = new Date();
    for (const row of rows) {
      if (status === 'disabled' && row.status === 'draft') throw badRequest(`流程“${row.name}”尚未启用，无需停用`);
      if (status === 'enabled') {
        const problems = validateFlowDefinition(row);
        if (problems.length) throw badRequest(`流程“${row.name}”不能启用：${problems.join('；')}`);
        await txDb.insert(flowDefinitionVersions).values({ definitionId: row.id, version: row.version, snapshot: snapshotOf(row), publishedAt: now }).onConflictDoNothing();
      }
    }
    await txDb.update(f).set({ status, updatedAt: now, rowVersion: sql`${f.rowVersion} + 1` }).where(inArray(f.id, unique));
    return unique.length;
  });
}

/** The steps a flow started on `version` runs by, even after the definition changed. */
export async function flowDefinitionSnapshot(db: Db, definitionId: string, version: number): Promise<FlowDefinitionSnapshot> {
  const [row] = await db
    .select({ snapshot: flowDefinitionVersions.snapshot })
    .from(flowDefinitionVersions)
    .where(and(eq(flowDefinitionVersions.definitionId, definitionId), eq(flowDefinitionVersions.version, version)));
  if (!row) throw notFound(`流程定义的第${version}版不存在`);
  return row.snapshot;
}
