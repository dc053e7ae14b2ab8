import { Type } from '@sinclair/typebox';
import { writDocument } from '../../../entities/writ-document.entity';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { VersionField } from '../../../http/record-fields';
import { sendWritDocx } from '../../../services/writ-docx';
import { issueWritDocument } from '../../../services/writ-issue';

const { menuId, buttons } = writDocument.writeGrants;

/** What 文书 has beyond the standard operations of its entity (server/entities/writ-document.entity.ts): 签发 (under 编辑) and the .docx. */
export const writDocumentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/document/writ/issue',
    operationId: 'issueWritDocument',
    summary: '签发文书（编号为 前缀〔年〕序号号，签发后不能修改或删除）',
    access: menuId,
    buttonId: buttons.edit,
    body: Type.Object({ id: Type.String({ title: '文书ID', minLength: 1 }), version: VersionField }),
    data: writDocument.row,
    handler: async ({ body, db, user, audit }) => {
      const issued = await issueWritDocument(db, user!, body.id, body.version);
      audit.target = issued.documentNumber ?? body.id;
      return issued;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/document/writ/download',
    operationId: 'downloadWritDocument',
    summary: '下载文书（.docx，文件名为文号或标题）',
    access: menuId,
    audit: false,
    raw: true,
    querystring: Type.Object({ id: Type.String({ title: '文书ID', minLength: 1 }) }),
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      await sendWritDocx(reply, await writDocument.ops.detail(db, user!, query.id));
      return null;
    },
  }),
];
