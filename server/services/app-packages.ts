import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { appVersions } from '../db/schema';

/** Uploaded app packages live under DATA_DIR/uploads/app (written by the APPsys upload, services/app-versions.ts). */
export const APP_PACKAGE_DIR = path.join('uploads', 'app');
export const ANDROID = 'android';

export async function latestAppVersion(db: Db, platform = ANDROID) {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(and(eq(appVersions.platform, platform), eq(appVersions.deleted, false)))
    .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
    .limit(1);
  return row;
}

/** The file of the newest package, or null when none has been uploaded yet. */
export async function latestAppPackage(db: Db, config: Pick<Config, 'dataDir'>): Promise<{ file: string; fileName: string; size: number } | null> {
  const row = await latestAppVersion(db);
  if (!row?.fileName) return null;
  const fileName = path.basename(row.fileName);
  const file = path.resolve(config.dataDir, APP_PACKAGE_DIR, fileName);
  try {
    const info = await stat(file);
    return info.isFile() ? { file, fileName, size: info.size } : null;
  } catch {
    return null;
  }
}
