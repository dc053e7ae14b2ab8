/** The districts and streets of 区域管理 a campaign or a draw may target, by code. */
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas } from '../../db/schema';

/** District (3) and street (4) levels: a unit matches an area when its area code starts with the area's. */
const TARGET_LEVELS = [3, 4];

export const AreaChoice = Type.Object({ code: Type.String({ title: '区域编码' }), name: Type.String({ title: '区域名称' }), level: Type.Integer({ title: '级别' }) });

export async function areaChoices(db: Db) {
  return db
    .select({ code: areas.code, name: areas.name, level: areas.level })
    .from(areas)
    .where(and(eq(areas.deleted, false), inArray(areas.level, TARGET_LEVELS)))
    .orderBy(asc(areas.code));
}
