import { badRequest, ok } from '../../../http/envelope';
import { Type } from '@sinclair/typebox';
import { appVersion } from '../../../entities/app-version.entity';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { storeUploadedPackage } from '../../../services/app-upload';

const { menuId, buttons } = appVersion.writeGrants;

/** What APP版本管理 has beyond the standard operations of its entity (server/entities/app-version.entity.ts). */
export const appVersionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/sys/appVersion/manager/upload',
    operationId: 'uploadAppPackage',
    summary: '上传安装包（multipart 字段 file，.apk，不超过200MB），返回 uploadId 供新增版本使用',
    access: menuId,
    buttonId: buttons.new,
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
];
