import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { appVersions as a } from '../db/schema';
import { APP_DOWNLOAD_URL } from '../db/seed/constants';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains } from '../entity/filters';
import { ANDROID } from '../services/app-packages';
import { claimUploadedPackage } from '../services/app-upload';

/** The QR code points here: the newest package, with its version so scanners and caches tell them apart. */
export const downloadUrlOf = (version: string) => `${APP_DOWNLOAD_URL}?version=${encodeURIComponent(version)}`;

const newest = sql<boolean>`(${a.id} = (select n.id from app_versions n where n.platform = ${ANDROID} and n.deleted = false order by n.created_at desc, n.id desc limit 1))`;

/** APP版本管理 (APPsys 11960): Android packages; the newest is what the download centre's QR code offers. */
export const appVersion = defineEntity({
  name: 'appVersion',
  title: 'APP版本',
  route: 'APPsys',
  table: a,
  idPrefix: '',
  select: {
    id: a.id, platform: a.platform, version: a.version, description: a.description, fileName: a.fileName, fileSize: a.fileSize, url: a.url, uploaderName: a.uploaderName,
    latest: { sql: newest, schema: Type.Boolean({ title: '当前版本' }) },
    createdAt: a.createdAt, updatedAt: a.updatedAt, revision: a.revision,
  },
  input: ['version', 'description'],
  // What POST /sys/appVersion/manager/upload returned for the chosen .apk.
  addFields: { uploadId: Type.String({ title: '安装包', minLength: 1, maxLength: 64 }) },
  versionColumn: 'revision',
  unique: ['version'],
  filters: { version: contains('version', [a.version]) },
  order: [desc(a.createdAt), desc(a.id)],
  paths: {
    page: { url: '/sys/appVersion/manager/page', summary: 'APP版本分页（新的在前）' },
    detail: '/sys/appVersion/manager/detail',
    add: { url: '/sys/appVersion/manager/add', summary: '新增APP版本（先上传安装包）；下载中心二维码随即指向该版本' },
    update: { url: '/sys/appVersion/manager/update', summary: '修改APP版本号与更新说明' },
    remove: { url: '/sys/appVersion/manager/batchDelete', summary: '删除APP版本（可批量）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  label: (values) => String(values.version),
  hooks: {
    /** A new version takes its uploaded package (once); a version's download address follows its number. */
    async values(values, { db, user, current, config }, input) {
      const version = values.version!;
      if (current) return { ...values, url: downloadUrlOf(version) };
      // Before the package is claimed, so that a refused version leaves the upload to be used again.
      const [taken] = await db.select({ id: a.id }).from(a).where(and(eq(a.version, version), eq(a.deleted, false)));
      if (taken) throw badRequest(`版本号${version}已存在`);
      const fileName = `xfjd-${ANDROID}-${version}-${randomUUID().slice(0, 8)}.apk`;
      const fileSize = await claimUploadedPackage(config!, (input as unknown as { uploadId: string }).uploadId, fileName);
      return { ...values, platform: ANDROID, fileName, fileSize, url: downloadUrlOf(version), uploaderName: user.name };
    },
  },
});

export type AppVersionRow = EntityRow<typeof appVersion>;
