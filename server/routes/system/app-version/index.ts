import { Type } from '@sinclair/typebox';
import { badRequest, ok } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { storeUploadedPackage } from '../../../services/app-upload';
import { addAppVersion, appVersionDetail, appVersionPage, removeAppVersions, updateAppVersion } from '../../../services/app-versions';
import { screenGrants } from '../catalogue-menu';

const appSys = screenGrants('APPsys', ['new', 'edit', 'delete']);
const nullableText = (title: string) => Type.Union([Type.String({ title }), Type.Null()]);

export const AppVersion = Type.Object({
  id: Type.String({ title: '版本ID' }),
  platform: Type.String({ title: '平台' }),
  version: Type.String({ title: '版本号' }),
  description: nullableText('更新说明'),
  fileName: nullableText('安装包'),
  fileSize: Type.Union([Type.Integer({ title: '文件大小' }), Type.Null()], { title: '文件大小' }),
  url: Type.String({ title: '下载地址' }),
  uploaderName: nullableText('上传人'),
  latest: Type.Boolean({ title: '当前版本' }),
  createdAt: Type.String({ title: '上传时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  revision: Type.Integer({ title: '数据版本' }),
});

/** 1.2.0, 2.0.10-beta: letters, digits, dots, hyphens; it becomes part of the file name. */
const VersionName = Type.String({ title: '版本号', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' });
const Description = Type.Optional(Type.Union([Type.String({ title: '更新说明', maxLength: 500 }), Type.Null()], { title: '更新说明' }));

export const appVersionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/sys/appVersion/manager/page',
    operationId: 'appVersionPage',
    summary: 'APP版本分页（新的在前）',
    access: appSys.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([PageQuery, Type.Object({ version: Type.Optional(Type.String({ title: '版本号', maxLength: 32 })) })]),
    data: pageOf(AppVersion),
    handler: ({ body, db }) => appVersionPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/appVersion/manager/detail',
    operationId: 'appVersionDetail',
    summary: 'APP版本详情',
    access: appSys.menuId,
    querystring: Type.Object({ id: Type.String({ title: '版本ID' }) }),
    data: AppVersion,
    handler: ({ query, db }) => appVersionDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/appVersion/manager/upload',
    operationId: 'uploadAppPackage',
    summary: '上传安装包（multipart 字段 file，.apk，不超过200MB），返回 uploadId 供新增版本使用',
    access: appSys.menuId,
    buttonId: appSys.buttons.new,
    raw: true,
    data: Type.Null(),
    handler: async ({ req, reply, config, audit }) => {
      if (!req.isMultipart()) throw badRequest('请选择要上传的安装包');
      const part = await req.file();
      if (!part) throw badRequest('请选择要上传的安装包');
      const stored = await storeUploadedPackage(config, part);
      audit.target = stored.originalName;
      audit.detail = `${stored.fileSize}字节`;
      await reply.type('application/json; charset=utf-8').send(ok(stored));
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/appVersion/manager/add',
    operationId: 'addAppVersion',
    summary: '新增APP版本（先上传安装包）；下载中心二维码随即指向该版本',
    access: appSys.menuId,
    buttonId: appSys.buttons.new,
    body: Type.Object({ version: VersionName, description: Description, uploadId: Type.String({ title: '安装包', minLength: 1, maxLength: 64 }) }),
    data: AppVersion,
    handler: async ({ body, db, config, user, audit }) => {
      audit.target = body.version;
      return addAppVersion(db, config, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/appVersion/manager/update',
    operationId: 'updateAppVersion',
    summary: '修改APP版本号与更新说明',
    access: appSys.menuId,
    buttonId: appSys.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '版本ID', minLength: 1 }), version: VersionName, description: Description, revision: Type.Integer({ title: '数据版本', minimum: 1 }) }),
    data: AppVersion,
    handler: async ({ body, db, audit }) => {
      audit.target = body.version;
      return updateAppVersion(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/appVersion/manager/batchDelete',
    operationId: 'removeAppVersions',
    summary: '删除APP版本（可批量）',
    access: appSys.menuId,
    buttonId: appSys.buttons.delete,
    body: Type.Object({ ids: Type.Array(Type.String({ title: '版本ID' }), { title: '版本', minItems: 1, maxItems: 100 }) }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeAppVersions(db, body.ids) };
    },
  }),
];
