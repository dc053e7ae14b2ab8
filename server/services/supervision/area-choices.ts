/** The districts and streets of 区域管理 a campaign or a draw may target, by code: those of the caller's unit's area. */
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, organizations } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { escapeLike } from '../like';

/** District (3) and street (4) levels: a unit matches an area when its area code starts with the area's. */
const TARGET_LEVELS = [3, 4];

export const AreaChoice = Type.Object({ code: Type.String({ title: '区域编码' }), name: Type.String({ title: '区域名称' }), level: Type.Integer({ title: '级别' }) });

export async function areaChoices(db: Db, user: SessionUser) {
  // A brigade sees its district and streets; a unit without an area code (the detachment, the administrator) sees all.
  const [unit] = await db.select({ areaCode: organizations.areaCode }).from(organizations).where(eq(organizations.id, user.unitId));
  // Administrative codes pad the levels below with zeros: 440300 (the city) covers every 4403….
  const own = unit?.areaCode?.trim().replace(/(00)+$/, '');
  return db
    .select({ code: areas.code, name: areas.name, level: areas.level })
    .from(areas)
    .where(and(eq(areas.deleted, false), inArray(areas.level, TARGET_LEVELS), own ? like(areas.code, `${escapeLike(own)}%`) : undefined))
    .orderBy(asc(areas.code));
}
