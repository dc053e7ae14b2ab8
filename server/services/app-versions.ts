import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { appVersions } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { APP_DOWNLOAD_URL } from '../db/seed/constants';
import { ANDROID, latestAppVersion } from './app-packages';
import { claimUploadedPackage } from './app-upload';
import { escapeLike } from './like';

export interface AppVersionRow {
  id: string;
  platform: string;
  version: string;
  description: string | null;
  fileName: string | null;
  fileSize: number | null;
  url: string;
  uploaderName: string | null;
  latest: boolean;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

type Stored = typeof appVersions.$inferSelect;

const toRow = (r: Stored, latestId: string | undefined): AppVersionRow => ({
  id: r.id,
  platform: r.platform,
  version: r.version,
  description: r.description,
  fileName: r.fileName,
  fileSize: r.fileSize,
  url: r.url,
  uploaderName: r.uploaderName,
  latest: r.id === latestId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  revision: r.revision,
});

/** The QR code points here: the newest package, with its version so scanners and caches tell them apart. */
export const downloadUrlOf = (version: string) => `${APP_DOWNLOAD_URL}?version=${encodeURIComponent(version)}`;

export async function appVersionPage(db: Db, f: PageArgs & { version?: string }) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [eq(appVersions.deleted, false)];
  const version = f.version?.trim();
  if (version) where.push(ilike(appVersions.version, `%${escapeLike(version)}%`));
  const [{ total }] = await db.select({ total: count() }).from(appVersions).where(and(...where));
  const rows = await db.select().from(appVersions).where(and(...where)).orderBy(desc(appVersions.createdAt), desc(appVersions.id)).limit(limit).offset(offset);
  const latest = await latestAppVersion(db);
  return { current, size, total, records: rows.map((r) => toRow(r, latest?.id)) };
}

export async function appVersionDetail(db: Db, id: string): Promise<AppVersionRow> {
  const [row] = await db.select().from(appVersions).where(and(eq(appVersions.id, id), eq(appVersions.deleted, false)));
  if (!row) throw notFound('版本不存在或已被删除');
  return toRow(row, (await latestAppVersion(db))?.id);
}

async function assertVersionFree(db: Db, version: string, exceptId?: string) {
  const where = [eq(appVersions.platform, ANDROID), eq(appVersions.version, version), eq(appVersions.deleted, false)];
  if (exceptId) where.push(ne(appVersions.id, exceptId));
  const [taken] = await db.select({ id: appVersions.id }).from(appVersions).where(and(...where));
  if (taken) throw badRequest(`版本号${version}已存在`);
}

export interface AppVersionInput {
  version: string;
  description?: string | null;
}

/** Saves an uploaded package as the newest version: from now on the QR code and /latest point at it. */
export async function addAppVersion(db: Db, config: Pick<Config, 'dataDir'>, input: AppVersionInput & { uploadId: string }, uploaderName: string): Promise<AppVersionRow> {
  await assertVersionFree(db, input.version);
  const id = randomUUID();
  const fileName = `xfjd-${ANDROID}-${input.version}-${id.slice(0, 8)}.apk`;
  const fileSize = await claimUploadedPackage(config, input.uploadId, fileName);
  const now = new Date();
  await db.insert(appVersions).values({
    id,
    platform: ANDROID,
    version: input.version,
    description: input.description?.trim() || null,
    fileName,
    fileSize,
    url: downloadUrlOf(input.version),
    uploaderName,
    createdAt: now,
    updatedAt: now,
  });
  return appVersionDetail(db, id);
}

export async function updateAppVersion(db: Db, input: AppVersionInput & { id: string; revision: number }): Promise<AppVersionRow> {
  await appVersionDetail(db, input.id);
  await assertVersionFree(db, input.version, input.id);
  const changed = await db
    .update(appVersions)
    .set({ version: input.version, description: input.description?.trim() || null, url: downloadUrlOf(input.version), updatedAt: new Date(), revision: input.revision + 1 })
    .where(and(eq(appVersions.id, input.id), eq(appVersions.revision, input.revision), eq(appVersions.deleted, false)))
    .returning({ id: appVersions.id });
  if (!changed.length) throw conflict();
  return appVersionDetail(db, input.id);
}

/** Soft delete (the file stays); the download centre falls back to the newest remaining version. */
export async function removeAppVersions(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await (tx as unknown as Db)
      .update(appVersions)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(inArray(appVersions.id, ids), eq(appVersions.deleted, false)))
      .returning({ id: appVersions.id });
    // All or nothing: an unknown or already deleted id rolls the others back.
    if (removed.length !== new Set(ids).size) throw notFound('版本不存在或已被删除');
    return removed.length;
  });
}
