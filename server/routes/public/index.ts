import { createReadStream } from 'node:fs';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ANDROID, latestAppPackage, latestAppVersion } from '../../services/app-packages';

export const publicRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/public/download/app/qrcode',
    operationId: 'getAppQrcode',
    summary: '移动端（Android）下载二维码地址',
    access: 'public',
    data: Type.Object({ platform: Type.Literal('android'), version: Type.String(), url: Type.String() }),
    handler: async ({ db }) => {
      const row = await latestAppVersion(db);
      if (!row) throw notFound('暂无可下载的移动端版本');
      return { platform: ANDROID as 'android', version: row.version, url: row.url };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/download/app/latest',
    operationId: 'downloadLatestApp',
    summary: '下载最新的 Android 安装包',
    access: 'public',
    raw: true,
    data: Type.Null(),
    handler: async ({ db, config, reply }) => {
      const pkg = await latestAppPackage(db, config);
      if (!pkg) throw notFound('安装包尚未上传，请联系管理员');
      await reply
        .header('content-type', 'application/vnd.android.package-archive')
        .header('content-length', pkg.size)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(pkg.fileName)}`)
        .send(createReadStream(pkg.file));
      return null;
    },
  }),
];
