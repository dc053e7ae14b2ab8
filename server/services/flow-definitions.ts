/**
 * A flow definition's published versions: a version once published is never changed (running works read
 * their steps from its snapshot). Saving changed content over a published version makes the next one,
 * published at once when the definition is enabled; enabling checks the steps and publishes the current
 * version. The definition's own rows are the entity's (server/entities/flow-definition.entity.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flowDefinitions, flowDefinitionVersions, type FlowDefinitionSnapshot } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import type { EntityRow } from '../entity/define-entity';
import type { flowDefinition } from '../entities/flow-definition.entity';
import { validateFlowDefinition } from './flow-definition-rules';

export type FlowDefinitionRow = EntityRow<typeof flowDefinition>;

type Stored = typeof flowDefinitions.$inferSelect;
const f = flowDefinitions;
const v = flowDefinitionVersions;
const live = eq(f.deleted, false);

export const snapshotOf = (r: Pick<Stored, keyof FlowDefinitionSnapshot>): FlowDefinitionSnapshot => ({
  busiTypeCode: r.busiTypeCode, busiTypeName: r.busiTypeName, name: r.name, steps: r.steps, paperwork: r.paperwork, linkedBusiness: r.linkedBusiness,
});

/** JSON with sorted keys: jsonb does not keep the order the keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

async function published(db: Db, definitionId: string, version: number): Promise<FlowDefinitionSnapshot | undefined> {
  const [row] = await db.select({ snapshot: v.snapshot }).from(v).where(and(eq(v.definitionId, definitionId), eq(v.version, version)));
  return row?.snapshot;
}

/** The version a save of `patch` leaves: the next one when the current version was published and its content changes. */
export async function versionAfter(db: Db, id: string, patch: Partial<Stored>): Promise<number> {
  const [row] = await db.select().from(f).where(and(eq(f.id, id), live));
  if (!row) throw notFound('流程定义不存在或已被删除');
  const snapshot = await published(db, id, row.version);
  return snapshot && canonical(snapshot) !== canonical(snapshotOf({ ...row, ...patch })) ? row.version + 1 : row.version;
}

/** An enabled definition's current version is published (a save that made the next version publishes it now). */
export async function publishIfEnabled(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(f).where(eq(f.id, id));
  if (row?.status !== 'enabled') return;
  await db.insert(v).values({ definitionId: id, version: row.version, snapshot: snapshotOf(row), publishedAt: new Date() }).onConflictDoNothing();
}

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
        await txDb.insert(v).values({ definitionId: row.id, version: row.version, snapshot: snapshotOf(row), publishedAt: now }).onConflictDoNothing();
      }
    }
    await txDb.update(f).set({ status, updatedAt: now, rowVersion: sql`${f.rowVersion} + 1` }).where(inArray(f.id, unique));
    return unique.length;
  });
}

/** The steps a flow started on `version` runs by, even after the definition changed. */
export async function flowDefinitionSnapshot(db: Db, definitionId: string, version: number): Promise<FlowDefinitionSnapshot> {
  const snapshot = await published(db, definitionId, version);
  if (!snapshot) throw notFound(`流程定义的第${version}版不存在`);
  return snapshot;
}
