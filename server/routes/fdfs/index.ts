/**
 * Image and video uploads (/public/fdfs/*, the spec's FastDFS paths). The spec puts the upload token in an
 * Authorization header; the route layer reads it there (plain or "Bearer <token>") as well as in `token`,
 * so these are ordinary session routes and their operation records name the uploader.
 */
import { createReadStream } from 'node:fs';
import { Type } from '@sinclair/typebox';
import { MEDIA_MAX_BYTES, MediaUploadMessages as M } from '../../../src/constants/media-upload';
import { badRequest, ok } from '../../http/envelope';
import { defineRoute, type AnyRoute, type RouteContext } from '../../http/route';
import { attachmentHeader } from '../../services/xlsx';
import { readMedia, storeMedia, type StoredMedia } from '../../services/media-files';

async function upload(ctx: RouteContext<undefined, undefined>, max: number): Promise<StoredMedia[]> {
  const { req, db, config, audit } = ctx;
  const caller = ctx.user!;
  audit.detail = `上传人：${caller.name}（${caller.userCode}）`;
  if (!req.isMultipart()) throw badRequest(M.noFile);
  const stored = await storeMedia(db, config, caller.userId, req.files({ limits: { fileSize: MEDIA_MAX_BYTES } }), max);
  audit.target = stored.map((s) => s.fileName).join(',');
  return stored;
}

const json = 'application/json; charset=utf-8';

export const fdfsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/public/fdfs/upload',
    operationId: 'uploadMedia',
    summary: `上传一个图片或视频（multipart 字段 file；jpeg、png、mp4、rmvb、avi，按文件内容判断；不超过${MEDIA_MAX_BYTES / 1024 / 1024}MB）；令牌放在 Authorization 或 token 请求头`,
    access: 'session',
    raw: true,
    data: Type.Null(),
    handler: async (ctx) => {
      const [stored] = await upload(ctx, 1);
      await ctx.reply.type(json).send(ok(stored, '上传成功'));
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/public/fdfs/batchUpload',
    operationId: 'batchUploadMedia',
    summary: '批量上传图片或视频（multipart，多个 file）；有一个不合格则全部不保存',
    access: 'session',
    raw: true,
    data: Type.Null(),
    handler: async (ctx) => {
      const stored = await upload(ctx, Number.POSITIVE_INFINITY);
      await ctx.reply.type(json).send(ok(stored, '上传成功'));
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/fdfs/download',
    operationId: 'downloadMedia',
    summary: '下载或显示已上传的图片、视频（上传人、管理员或该文件所在任务交流的参与人员）',
    access: 'session',
    raw: true,
    querystring: Type.Object({ id: Type.String({ title: '文件ID', minLength: 1, maxLength: 64 }) }),
    data: Type.Null(),
    handler: async ({ reply, query, db, config, user }) => {
      const media = await readMedia(db, config, user!, query.id);
      await reply
        .header('content-type', media.mediaType)
        .header('content-length', media.size)
        .header('content-disposition', attachmentHeader(media.fileName).replace(/^attachment/, 'inline'))
        .header('access-control-expose-headers', 'content-disposition')
        .send(createReadStream(media.file));
      return null;
    },
  }),
];
