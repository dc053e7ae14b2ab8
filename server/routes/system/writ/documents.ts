import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { EXPORT_SIZE, pageOf } from '../../../http/paging';
import { idList } from '../../../http/record-fields';
import { addWritDocument, removeWritDocuments, updateWritDocument, writDocumentDetail, writDocumentPage, type WritDocumentRow } from '../../../services/writ-documents';
import { sendWritDocx } from '../../../services/writ-docx';
import { issueWritDocument } from '../../../services/writ-issue';
import { chinaDateTime } from '../../../services/writ-text';
import { sendXlsx, type XlsxColumn } from '../../../services/xlsx';
import { WRIT_STATUS_NAMES } from '../../../../src/constants/writ-labels';
import { AddWritDocumentInput, IssueWritDocumentInput, UpdateWritDocumentInput, WritDocument, WritDocumentPageInput } from './schemas';
import { mbsz } from '../../../services/writ-documents';

export const WRIT_EXPORT_FILE = '文书.xlsx';

type ExportRow = WritDocumentRow & { statusText: string; issuedText: string; createdText: string };
const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '文号', key: 'documentNumber', width: 24 },
  { header: '标题', key: 'title', width: 30 },
  { header: '文书名称', key: 'templateName', width: 24 },
  { header: '当事人', key: 'partyName', width: 30 },
  { header: '签发单位', key: 'organName', width: 30 },
  { header: '状态', key: 'statusText', width: 10 },
  { header: '签发时间', key: 'issuedText', width: 20 },
  { header: '创建人', key: 'creatorName', width: 12 },
  { header: '创建时间', key: 'createdText', width: 20 },
];

/** 模板设置 (11410), tab 文书: writs of the caller's unit and below; issue uses the edit button. */
export const writDocumentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/document/writ/page',
    operationId: 'writDocumentPage',
    summary: '文书分页（本单位及下级；按标题、当事人或文号，状态，模板，签发单位筛选）',
    access: mbsz.menuId,
    graphql: 'query',
    audit: false,
    body: WritDocumentPageInput,
    data: pageOf(WritDocument),
    handler: ({ body, db, user }) => writDocumentPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/document/writ/detail',
    operationId: 'writDocumentDetail',
    summary: '文书详情（含填入占位符后的正文）',
    access: mbsz.menuId,
    querystring: Type.Object({ id: Type.String({ title: '文书ID' }) }),
    data: WritDocument,
    handler: ({ query, db, user }) => writDocumentDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writ/add',
    operationId: 'addWritDocument',
    summary: '拟制文书（选启用的模板，填写全部占位符；保存为草稿）',
    access: mbsz.menuId,
    buttonId: mbsz.buttons.new,
    body: AddWritDocumentInput,
    data: WritDocument,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.partyName;
      return addWritDocument(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writ/update',
    operationId: 'updateWritDocument',
    summary: '修改文书草稿（带读取的版本；已签发的不能修改）',
    access: mbsz.menuId,
    buttonId: mbsz.buttons.edit,
    body: UpdateWritDocumentInput,
    data: WritDocument,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return updateWritDocument(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writ/remove',
    operationId: 'removeWritDocuments',
    summary: '删除文书草稿（可批量；已签发的不能删除）',
    access: mbsz.menuId,
    buttonId: mbsz.buttons.delete,
    body: Type.Object({ ids: idList('文书', '文书ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeWritDocuments(db, user!, body.ids) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writ/issue',
    operationId: 'issueWritDocument',
    summary: '签发文书（编号为 前缀〔年〕序号号，签发后不能修改或删除）',
    access: mbsz.menuId,
    buttonId: mbsz.buttons.edit,
    body: IssueWritDocumentInput,
    data: WritDocument,
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
    access: mbsz.menuId,
    audit: false,
    raw: true,
    querystring: Type.Object({ id: Type.String({ title: '文书ID', minLength: 1 }) }),
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      await sendWritDocx(reply, await writDocumentDetail(db, user!, query.id));
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writ/export',
    operationId: 'exportWritDocuments',
    summary: '导出文书列表（.xlsx，当前筛选条件）',
    access: mbsz.menuId,
    raw: true,
    body: WritDocumentPageInput,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const { records } = await writDocumentPage(db, user!, { ...body, current: 1, size: EXPORT_SIZE });
      const rows = records.map((r) => ({
        ...r,
        statusText: WRIT_STATUS_NAMES[r.status],
        issuedText: r.issuedAt ? chinaDateTime(new Date(r.issuedAt)) : '',
        createdText: chinaDateTime(new Date(r.createdAt)),
      }));
      await sendXlsx(reply, { fileName: WRIT_EXPORT_FILE, sheet: '文书', columns: EXPORT_COLUMNS, rows });
      return null;
    },
  }),
];
