/** Files attached to a flow work (个人任务附件, /myTask/file/*): `taskId` is the flow work's id. */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { TASK_FILE_CATEGORIES, TASK_FILE_CATEGORY_DICT, TASK_FILE_MAX_BYTES, TaskFileMessages as M } from '../../../src/constants/task-files';
import { badRequest, ok } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import { attachmentHeader } from '../../services/xlsx';
import { addTaskFile, listTaskFiles, packTaskFiles, readTaskFile, removeTaskFile } from '../../services/task-files';

const TaskId = Type.String({ title: '流程事项ID', minLength: 1, maxLength: 64 });
const FileId = Type.String({ title: '附件ID', minLength: 1, maxLength: 64 });
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

const TaskFile = Type.Object({
  id: Type.String({ title: '附件ID' }),
  taskId: Type.String({ title: '流程事项ID' }),
  category: Type.String({ title: '附件类别' }),
  categoryName: Type.String({ title: '附件类别' }),
  fileName: Type.String({ title: '文件名' }),
  mediaType: Type.String({ title: '文件类型' }),
  size: Type.Integer({ title: '文件大小（字节）' }),
  uploaderId: Type.String({ title: '上传人ID' }),
  uploaderName: nullable('上传人'),
  createdAt: Type.String({ title: '上传时间' }),
  canDelete: Type.Boolean({ title: '可删除' }),
});

/** The multipart fields (taskId, category) and the one file; a file over the limit is refused while it streams. */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest(M.noFile);
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  let extra = false;
  try {
    for await (const part of req.parts({ limits: { fileSize: TASK_FILE_MAX_BYTES } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (file) extra = true;
        else file = { fileName: part.filename ?? '', content };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(M.tooLarge);
    throw err;
  }
  if (extra) throw badRequest(M.oneFile);
  if (!fields.taskId) throw badRequest(M.noTask);
  if (!file) throw badRequest(M.noFile);
  return { flowWorkId: fields.taskId, category: fields.category || undefined, ...file };
}

export const taskFileRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/myTask/file/submit',
    operationId: 'submitTaskFile',
    summary: `上传事项附件（multipart：taskId、category、file；不超过${TASK_FILE_MAX_BYTES / 1024 / 1024}MB），只限该事项的办理人员`,
    access: 'session',
    raw: true,
    data: Type.Null(),
    handler: async ({ req, reply, db, user, audit }) => {
      const upload = await readUpload(req);
      audit.target = upload.flowWorkId;
      audit.detail = upload.fileName;
      const row = await addTaskFile(db, user!, upload);
      await reply.type('application/json; charset=utf-8').send(ok(row));
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/myTask/file/list',
    operationId: 'taskFileList',
    summary: '事项附件列表（按上传时间），只限该事项的办理人员',
    access: 'session',
    querystring: Type.Object({ taskId: TaskId }),
    data: Type.Array(TaskFile),
    handler: ({ query, db, user }) => listTaskFiles(db, user!, query.taskId),
  }),
  defineRoute({
    method: 'GET',
    url: '/myTask/file/delete',
    operationId: 'removeTaskFile',
    summary: '删除事项附件（上传人或管理员）',
    access: 'session',
    graphql: 'mutation',
    audit: true,
    querystring: Type.Object({ id: FileId }),
    data: Type.Object({ id: Type.String({ title: '附件ID' }) }),
    handler: async ({ query, db, user, audit }) => {
      const removed = await removeTaskFile(db, user!, query.id);
      audit.target = removed.fileName;
      return { id: removed.id };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/myTask/file/options/fileCategory',
    operationId: 'taskFileCategories',
    summary: '附件类别（字典形式）',
    access: 'session',
    data: Type.Array(Type.Object({ type: Type.String({ title: '字典类型' }), code: Type.String({ title: '字典编码' }), label: Type.String({ title: '字典名称' }), sort: Type.Integer({ title: '排序' }) })),
    handler: () => TASK_FILE_CATEGORIES.map((c, index) => ({ type: TASK_FILE_CATEGORY_DICT, code: c.code, label: c.label, sort: index + 1 })),
  }),
  defineRoute({
    method: 'POST',
    url: '/myTask/file/download',
    operationId: 'downloadTaskFile',
    summary: '下载一个事项附件',
    access: 'session',
    audit: false,
    raw: true,
    querystring: Type.Object({ id: FileId }),
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      const file = await readTaskFile(db, user!, query.id);
      await reply.header('content-type', file.mediaType).header('content-disposition', attachmentHeader(file.fileName)).header('access-control-expose-headers', 'content-disposition').send(file.content);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/myTask/file/pack-download',
    operationId: 'packTaskFiles',
    summary: '打包下载事项的全部附件（.zip，按类别分文件夹）',
    access: 'session',
    audit: false,
    raw: true,
    querystring: Type.Object({ taskId: TaskId }),
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      const pack = await packTaskFiles(db, user!, query.taskId);
      await reply.header('content-type', 'application/zip').header('content-disposition', attachmentHeader(pack.fileName)).header('access-control-expose-headers', 'content-disposition').send(pack.content);
      return null;
    },
  }),
];
