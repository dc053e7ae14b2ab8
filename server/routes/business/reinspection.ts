/** 复查管理 (/review/*, review 1070): fcsqdj registers and sends, fcsl lists, fcxq shows; the outcome by the last step's assignee. */
import { Type } from '@sinclair/typebox';
import { PageQuery, pageOf } from '../../http/paging';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { FilterTime } from '../../services/filter-time';
import { reinspectionPage } from '../../services/reinspection-lists';
import { addReinspection, recordReinspectionOutcome, reinspectionDetail, updateReinspection } from '../../services/reinspections';
import { screenGrants } from '../system/catalogue-menu';
import { REINSPECTION_FIELDS as Fields, REINSPECTION_OUTCOME_FIELDS } from '../../../src/shared/business-inputs';
import { FlowDetailPart, FlowPart, PhaseFilter, ResendFields, SendFields, text } from './schemas';

const review = screenGrants('review', []);


const Base = {
  id: Type.String({ title: '申请ID' }),
  companyName: Type.String({ title: '单位名称' }),
  address: Type.String({ title: '单位地址' }),
  originalWritNo: Type.String({ title: '责令改正通知书文号' }),
  applicant: Type.String({ title: '申请人' }),
  phone: Type.String({ title: '联系电话' }),
  rectifiedAt: Type.String({ title: '申请复查日期' }),
  organName: text('受理单位'),
  registrarName: text('登记人'),
  outcome: text('复查结论'),
  outcomeName: text('复查结论'),
  createdAt: Type.String({ title: '登记时间' }),
  version: Type.Integer({ title: '版本' }),
};

const ListRow = Type.Object({ ...Base, ...FlowPart, editable: Type.Boolean({ title: '可修改' }) });

const Application = Type.Object({
  ...Base,
  title: Type.String({ title: '标题' }),
  companyId: text('社会单位'),
  hazards: Type.Array(Type.String({ title: '整改项' }), { title: '整改项' }),
  organId: Type.String({ title: '受理单位' }),
  registeredBy: Type.String({ title: '登记人ID' }),
  outcomeNote: text('结论说明'),
  outcomeAt: text('结论时间'),
  outcomeByName: text('结论填写人'),
  updatedAt: Type.String({ title: '修改时间' }),
  ...FlowDetailPart,
});


export const reinspectionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/review/page',
    operationId: 'reinspectionPage',
    summary: '复查受理分页（审批状态、复查结论、申请复查日期）',
    access: review.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 50 })),
        phase: Type.Optional(PhaseFilter),
        outcome: Type.Optional(Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('none')], { title: '复查结论' })),
        rectifiedStart: FilterTime('申请复查开始日期'),
        rectifiedEnd: FilterTime('申请复查结束日期'),
      }),
    ]),
    data: pageOf(ListRow),
    handler: ({ body, db, user }) => reinspectionPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/review/details',
    operationId: 'reinspectionDetail',
    summary: '复查详情（本单位及下级单位的，或本人经办的）',
    access: 'session',
    querystring: Type.Object({ id: Type.String({ title: '申请ID', minLength: 1 }) }),
    data: Application,
    handler: ({ query, db, user }) => reinspectionDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/review/add',
    operationId: 'addReinspection',
    summary: '复查申请登记并送审（选择第一步的接收人）',
    access: review.menuId,
    body: Type.Object({ ...Fields, ...SendFields }),
    data: Application,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.companyName;
      return addReinspection(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/review/update',
    operationId: 'updateReinspection',
    summary: '修改复查申请（未送审、不通过或已撤回的；选择接收人即重新送审）',
    access: review.menuId,
    body: Type.Object({ id: Type.String({ title: '申请ID', minLength: 1 }), ...Fields, version: VersionField, ...ResendFields }),
    data: Application,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return updateReinspection(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/review/outcome',
    operationId: 'recordReinspectionOutcome',
    summary: '填写复查结论（pass 合格 / fail 不合格，仅最后一步的办理人）',
    access: 'session',
    body: Type.Object({
      id: Type.String({ title: '申请ID', minLength: 1 }),
      version: VersionField,
      ...REINSPECTION_OUTCOME_FIELDS,
    }),
    data: Application,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      audit.detail = body.outcome;
      return recordReinspectionOutcome(db, user!, body);
    },
  }),
];
