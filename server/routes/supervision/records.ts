/**
 * The common screens of inspection tasks: the 消防监督检查记录 of a checked task (/word/jdjcxfjdjcjl, page and
 * .docx), 项目详情 (a unit's inspection history) and 其他检查记录 (the unit's other check records).
 */
import { Type } from '@sinclair/typebox';
import { supervisionTask } from '../../entities/supervision-task.entity';
import { defineRoute, type AnyRoute } from '../../http/route';
import { recordDocument, recordFileName, recordPaper } from '../../services/supervision/record-document';
import { requireTaskScreen } from '../../services/supervision/screen-access';
import { otherCheckRecords, unitHistory } from '../../services/supervision/unit-history';
import { buildPaperDocx, sendDocx } from '../../services/writ-docx';

const TaskId = Type.Object({ id: Type.String({ title: '任务ID', minLength: 1 }) });
const CompanyId = Type.String({ title: '社会单位', minLength: 1 });
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

const RecordDocument = Type.Object({
  taskId: Type.String({ title: '任务ID' }),
  title: Type.String({ title: '文书名称' }),
  unitName: Type.String({ title: '被检查单位' }),
  lines: Type.Array(Type.String(), { title: '正文' }),
  organName: Type.String({ title: '承办单位' }),
  checkDate: Type.String({ title: '检查日期' }),
  datedText: Type.String({ title: '落款日期' }),
});

const UnitHistory = Type.Object({
  unit: Type.Object({
    id: Type.String({ title: '单位ID' }), name: Type.String({ title: '单位名称' }), address: Type.String({ title: '地址' }), creditCode: Type.String({ title: '统一社会信用代码' }),
    managerName: nullable('消防安全管理人'), managerPhone: nullable('联系电话'),
  }),
  tasks: Type.Array(supervisionTask.row),
  notices: Type.Array(Type.Object({
    id: Type.String({ title: '通知书ID' }), taskId: Type.String({ title: '任务ID' }), kindText: Type.String({ title: '通知书' }), documentNumber: Type.String({ title: '文号' }),
    deadline: nullable('改正期限'), issuedAt: Type.String({ title: '签发时间' }), reinspectionTaskId: nullable('复查任务'), unitName: Type.String({ title: '单位名称' }),
  })),
  cases: Type.Array(Type.Object({
    id: Type.String({ title: '案件ID' }), taskId: Type.String({ title: '任务ID' }), caseName: Type.String({ title: '案件名称' }), statusText: Type.String({ title: '案件状态' }),
    decisionNumber: nullable('决定书文号'), createdAt: Type.String({ title: '立案时间' }),
  })),
});

export const supervisionRecordRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/supervision/recordDocument',
    operationId: 'supervisionRecordDocument',
    summary: '消防监督检查记录：按模板设置中启用的“消防监督检查记录”模板，以任务的检查记录填写（打印页）',
    access: 'session',
    audit: false,
    querystring: TaskId,
    data: RecordDocument,
    handler: async ({ query, db, user }) => {
      await requireTaskScreen(db, user!);
      return recordDocument(db, user!, query.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/recordDocx',
    operationId: 'downloadSupervisionRecord',
    summary: '下载消防监督检查记录（.docx）',
    access: 'session',
    audit: false,
    raw: true,
    querystring: TaskId,
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      await requireTaskScreen(db, user!);
      const doc = await recordDocument(db, user!, query.id);
      await sendDocx(reply, await buildPaperDocx(recordPaper(doc)), recordFileName(doc));
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/projectDetail',
    operationId: 'supervisionProjectDetail',
    summary: '项目详情：社会单位的监督检查历史（本单位及下级可见的任务、检查记录、通知书、复查任务、移送立案的案件）',
    access: 'session',
    audit: false,
    querystring: Type.Object({ companyId: CompanyId }),
    data: UnitHistory,
    handler: async ({ query, db, user }) => {
      await requireTaskScreen(db, user!);
      return unitHistory(db, user!, query.companyId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/otherCheckRecords',
    operationId: 'supervisionOtherCheckRecords',
    summary: '其他检查记录：该社会单位由其他任务（各来源）形成的检查记录，检查日期倒序',
    access: 'session',
    audit: false,
    querystring: Type.Object({ companyId: CompanyId, taskId: Type.Optional(Type.String({ title: '当前任务' })) }),
    data: Type.Array(supervisionTask.row),
    handler: async ({ query, db, user }) => {
      await requireTaskScreen(db, user!);
      return otherCheckRecords(db, user!, query.companyId, query.taskId);
    },
  }),
];
