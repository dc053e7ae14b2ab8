/** Names for the ids a training session or a piece of publicity keeps: units of the library and uploaded files. */
import { Type } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles, societyCompanies } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { mediaUrl } from '../media-files';

export const UnitRef = Type.Object({ id: Type.String({ title: '单位ID' }), name: Type.String({ title: '单位名称' }) });
export const MediaRef = Type.Object({ id: Type.String({ title: '文件ID' }), fileName: Type.String({ title: '文件名' }), mediaType: Type.String({ title: '文件类型' }), url: Type.String({ title: '地址' }) });

/** Each row's units by name, in the order kept (one query for the page). */
export async function unitsOf(db: Db, lists: readonly (readonly string[])[]) {
  const ids = [...new Set(lists.flat())];
  const found = ids.length ? await db.select({ id: societyCompanies.id, name: societyCompanies.name }).from(societyCompanies).where(inArray(societyCompanies.id, ids)) : [];
  const name = new Map(found.map((u) => [u.id, u.name]));
  return lists.map((list) => list.map((id) => ({ id, name: name.get(id) ?? id })));
}

/** Each row's files (one query for the page); a file no longer stored is left out. */
export async function mediaOf(db: Db, lists: readonly (readonly string[])[]) {
  const ids = [...new Set(lists.flat())];
  const found = ids.length ? await db.select({ id: mediaFiles.id, fileName: mediaFiles.fileName, mediaType: mediaFiles.mediaType }).from(mediaFiles).where(inArray(mediaFiles.id, ids)) : [];
  const byId = new Map(found.map((m) => [m.id, { ...m, url: mediaUrl(m.id) }]));
  return lists.map((list) => list.flatMap((id) => byId.get(id) ?? []));
}

/** Refuses ids that are not live units of the library. */
export async function checkUnits(db: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const found = await db.select({ id: societyCompanies.id }).from(societyCompanies).where(and(inArray(societyCompanies.id, [...ids]), eq(societyCompanies.deleted, false)));
  if (found.length !== new Set(ids).size) throw badRequest('参训单位不存在或已被删除');
}

/** Refuses files that were not uploaded (through /public/fdfs/upload). */
export async function checkMedia(db: Db, ids: readonly string[], title: string): Promise<void> {
  if (!ids.length) return;
  const found = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.id, [...ids]));
  if (found.length !== new Set(ids).size) throw badRequest(`${title}不存在，请重新上传`);
}
