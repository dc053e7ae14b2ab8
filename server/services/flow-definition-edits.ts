/**
 * Writing flow definitions (the flow editor): add a draft, edit it, its paperwork or its linked business, or
 * remove it. A published version is never changed: editing a definition whose current version has a snapshot
 * makes the next version, published at once when the definition is enabled (running works keep theirs).
 */
import { randomUUID } from 'node:crypto';
import type { Static, TObject } from '@sinclair/typebox';
import type { DefinitionFields } from '../../src/shared/flow-definition-inputs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictionaries, flowDefinitions, flowDefinitionVersions, writTemplates, type FlowDefinitionSnapshot } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/envelope';
import { flowDefinitionDetail, snapshotOf, type FlowDefinitionRow } from './flow-definitions';
import { BUSI_TYPE_DICT, busiTypeName, checkSteps, linkedBusinessOf, paperworkOf, stepsOf } from './flow-definition-input';

export type FlowDefinitionInput = Static<TObject<typeof DefinitionFields>>;

type Stored = typeof flowDefinitions.$inferSelect;
type Editable = Pick<Stored, 'busiTypeCode' | 'busiTypeName' | 'name' | 'remark' | 'steps' | 'paperwork' | 'linkedBusiness'>;
const f = flowDefinitions;
const live = eq(f.deleted, false);

/** JSON with sorted keys: jsonb does not keep the order the keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** The checked values; paperwork and linked business only when given (an edit keeps them otherwise). */
async function editable(db: Db, input: FlowDefinitionInput): Promise<Omit<Editable, 'paperwork' | 'linkedBusiness'> & Partial<Editable>> {
  const busiTypeCode = input.busiTypeCode.trim();
  const name = input.name.trim();
  const steps = stepsOf(input.steps);
  await checkSteps(db, { name, busiTypeCode, steps });
  return {
    busiTypeCode,
    busiTypeName: await busiTypeName(db, busiTypeCode),
    name,
    remark: input.remark?.trim() || null,
    steps,
    ...(input.paperwork && { paperwork: await paperworkOf(db, input.paperwork) }),
    ...(input.linkedBusiness && { linkedBusiness: await linkedBusinessOf(db, input.linkedBusiness) }),
  };
}

export async function addFlowDefinition(db: Db, input: FlowDefinitionInput, creator: string): Promise<FlowDefinitionRow> {
  const values = await editable(db, input);
  const id = randomUUID();
  const now = new Date();
  await db.insert(f).values({ id, paperwork: [], linkedBusiness: [], ...values, version: 1, status: 'draft', creator, createdAt: now, updatedAt: now });
  return flowDefinitionDetail(db, id);
}

/**
 * Saves the checked `patch` over the definition at `rowVersion` (409 when someone saved since). When the
 * current version was published and its content changes, the version goes up; an enabled definition
 * publishes it now, in the same transaction.
 */
async function save(db: Db, id: string, rowVersion: number, patch: Partial<Editable>): Promise<FlowDefinitionRow> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [row] = await txDb.select().from(f).where(and(eq(f.id, id), live));
    if (!row) throw notFound('流程定义不存在或已被删除');
    if (row.rowVersion !== rowVersion) throw conflict();
    const next = { ...row, ...patch };
    const snapshot: FlowDefinitionSnapshot = snapshotOf(next);
    const [published] = await txDb
      .select({ snapshot: flowDefinitionVersions.snapshot })
      .from(flowDefinitionVersions)
      .where(and(eq(flowDefinitionVersions.definitionId, id), eq(flowDefinitionVersions.version, row.version)));
    const bump = Boolean(published) && canonical(published.snapshot) !== canonical(snapshot);
    const version = bump ? row.version + 1 : row.version;
    const now = new Date();
    const changed = await txDb
      .update(f)
      .set({ ...snapshot, remark: next.remark, version, updatedAt: now, rowVersion: sql`${f.rowVersion} + 1` })
      .where(and(eq(f.id, id), eq(f.rowVersion, rowVersion), live))
      .returning({ id: f.id });
    if (!changed.length) throw conflict();
    if (bump && row.status === 'enabled') await txDb.insert(flowDefinitionVersions).values({ definitionId: id, version, snapshot, publishedAt: now });
  });
  return flowDefinitionDetail(db, id);
}

export async function updateFlowDefinition(db: Db, input: FlowDefinitionInput & { id: string; rowVersion: number }): Promise<FlowDefinitionRow> {
  await flowDefinitionDetail(db, input.id);
  return save(db, input.id, input.rowVersion, await editable(db, input));
}

export async function updateFlowPaperwork(db: Db, input: { id: string; rowVersion: number; paperwork: string[] }): Promise<FlowDefinitionRow> {
  await flowDefinitionDetail(db, input.id);
  return save(db, input.id, input.rowVersion, { paperwork: await paperworkOf(db, input.paperwork) });
}

export async function updateFlowLinkedBusiness(db: Db, input: { id: string; rowVersion: number; linkedBusiness: string[] }): Promise<FlowDefinitionRow> {
  await flowDefinitionDetail(db, input.id);
  return save(db, input.id, input.rowVersion, { linkedBusiness: await linkedBusinessOf(db, input.linkedBusiness) });
}

/** Soft delete, all or nothing; an enabled definition must be disabled first. */
export async function removeFlowDefinitions(db: Db, ids: string[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const rows = await txDb.select({ id: f.id, name: f.name, status: f.status }).from(f).where(and(inArray(f.id, wanted), live));
    if (rows.length !== wanted.length) throw notFound('流程定义不存在或已被删除');
    const enabled = rows.filter((row) => row.status === 'enabled');
    if (enabled.length) throw badRequest(`流程${enabled.map((row) => `“${row.name}”`).join('、')}已启用，请先停用再删除`);
    await txDb.update(f).set({ deleted: true, updatedAt: new Date(), rowVersion: sql`${f.rowVersion} + 1` }).where(inArray(f.id, wanted));
    return wanted.length;
  });
}

/** Writ templates a definition may list as its paperwork (live ones, enabled first). */
export async function paperworkOptions(db: Db) {
  const rows = await db
    .select({ code: writTemplates.code, name: writTemplates.name, enabled: writTemplates.enabled, busiTypeName: dictionaries.label })
    .from(writTemplates)
    .leftJoin(dictionaries, and(eq(dictionaries.type, BUSI_TYPE_DICT), eq(dictionaries.code, writTemplates.busiTypeCode)))
    .where(eq(writTemplates.deleted, false))
    .orderBy(asc(writTemplates.code));
  return rows.sort((a, b) => Number(b.enabled) - Number(a.enabled)).map((row) => ({ ...row, busiTypeName: row.busiTypeName ?? null }));
}
