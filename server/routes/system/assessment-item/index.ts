import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { addAssessmentItem, assessmentItemDetail, assessmentItemPage, removeAssessmentItems, TOTAL_WEIGHT, updateAssessmentItem } from '../../../services/assessment-items';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

/** The spec gives kaopingsz no buttons: the menu grant covers every action. */
const kaopingsz = screenGrants('kaopingsz', []);
/** Highest full score of one item. */
const MAX_FULL_SCORE = 1000;

export const AssessmentItem = Type.Object({
  id: Type.String({ title: '考评项目ID' }),
  name: Type.String({ title: '考评项目' }),
  source: Type.Integer({ title: '分值来源' }),
  sourceText: Type.String({ title: '分值来源' }),
  weight: Type.Integer({ title: '权重' }),
  fullScore: Type.Number({ title: '满分' }),
  sort: Type.Integer({ title: '排序' }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.Union([Type.String({ title: '说明' }), Type.Null()], { title: '说明' }),
  updatedAt: Type.String({ title: '更新时间' }),
  version: Type.Integer({ title: '版本' }),
});

const Fields = {
  name: Type.String({ title: '考评项目', minLength: 1, maxLength: 50 }),
  source: Type.Integer({ title: '分值来源', minimum: 1, maximum: 5 }),
  weight: Type.Integer({ title: '权重', minimum: 0, maximum: TOTAL_WEIGHT }),
  fullScore: Type.Number({ title: '满分', exclusiveMinimum: 0, maximum: MAX_FULL_SCORE }),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.Optional(Type.Union([Type.String({ title: '说明', maxLength: 500 }), Type.Null()], { title: '说明' })),
};

export const assessmentItemRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/performance/assessItem/page',
    operationId: 'assessmentItemPage',
    summary: '个人绩效考评项目分页（按名称、来源、启用筛选）',
    access: kaopingsz.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '考评项目', maxLength: 50 })),
        source: Type.Optional(Type.Integer({ title: '分值来源', minimum: 1, maximum: 5 })),
        enabled: Type.Optional(Type.Boolean({ title: '启用' })),
      }),
    ]),
    data: pageOf(AssessmentItem),
    handler: ({ body, db }) => assessmentItemPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/performance/assessItem/detail',
    operationId: 'assessmentItemDetail',
    summary: '个人绩效考评项目详情',
    access: kaopingsz.menuId,
    querystring: Type.Object({ id: Type.String({ title: '考评项目ID' }) }),
    data: AssessmentItem,
    handler: ({ query, db }) => assessmentItemDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/assessItem/add',
    operationId: 'addAssessmentItem',
    summary: `新增个人绩效考评项目（启用项目权重合计不超过${TOTAL_WEIGHT}%）`,
    access: kaopingsz.menuId,
    body: Type.Object(Fields),
    data: AssessmentItem,
    handler: async ({ body, db, audit }) => {
      audit.target = body.name;
      return addAssessmentItem(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/assessItem/update',
    operationId: 'updateAssessmentItem',
    summary: '修改个人绩效考评项目',
    access: kaopingsz.menuId,
    body: Type.Object({ id: Type.String({ title: '考评项目ID', minLength: 1 }), ...Fields, version: VersionField }),
    data: AssessmentItem,
    handler: async ({ body, db, audit }) => {
      audit.target = body.name;
      return updateAssessmentItem(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/performance/assessItem/delete',
    operationId: 'removeAssessmentItems',
    summary: '删除个人绩效考评项目（可批量）',
    access: kaopingsz.menuId,
    body: Type.Object({ ids: idList('考评项目', '考评项目ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeAssessmentItems(db, body.ids) };
    },
  }),
];
