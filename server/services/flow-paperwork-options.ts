/** What the flow editor offers to link: writ templates a definition may list as its paperwork. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictionaries, writTemplates } from '../db/schema';
import { BUSI_TYPE_DICT } from './flow-definition-input';

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
