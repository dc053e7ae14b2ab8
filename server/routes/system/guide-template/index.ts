import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import { addGuideTemplate, guideTemplateDetail, guideTemplatePage, removeGuideTemplates, updateGuideTemplate } from '../../../services/guide-templates';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

const xdmb = screenGrants('xdmb', ['new', 'edit', 'delete']);

const GuideType = Type.Union(
  [Type.Literal('supervision'), Type.Literal('enforcement'), Type.Literal('investigation'), Type.Literal('propaganda')],
  { title: '业务类型' },
);

export const GuideTemplate = Type.Object({
  id: Type.String({ title: '模板ID' }),
  name: Type.String({ title: '模板名称' }),
  guideType: GuideType,
  content: Type.String({ title: '指导内容' }),
  basis: Type.Union([Type.String({ title: '法律依据' }), Type.Null()], { title: '法律依据' }),
  sort: Type.Integer({ title: '排序' }),
  remark: Type.Union([Type.String({ title: '备注' }), Type.Null()], { title: '备注' }),
  creatorName: Type.Union([Type.String({ title: '创建人' }), Type.Null()], { title: '创建人' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

const TemplateFields = {
  name: Type.String({ title: '模板名称', minLength: 1, maxLength: 50 }),
  guideType: GuideType,
  content: Type.String({ title: '指导内容', minLength: 1, maxLength: 5000 }),
  basis: Type.Optional(Type.Union([Type.String({ title: '法律依据', maxLength: 1000 }), Type.Null()], { title: '法律依据' })),
  sort: Type.Integer({ title: '排序', minimum: 0, maximum: 9999 }),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 200 }), Type.Null()], { title: '备注' })),
};

export const guideTemplateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/guide/getPage',
    operationId: 'guideTemplatePage',
    summary: '指导模板分页',
    access: xdmb.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 50 })),
        guideType: Type.Optional(GuideType),
      }),
    ]),
    data: pageOf(GuideTemplate),
    handler: ({ body, db }) => guideTemplatePage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/guide/getDetail',
    operationId: 'guideTemplateDetail',
    summary: '指导模板详情',
    access: xdmb.menuId,
    querystring: Type.Object({ id: Type.String({ title: '模板ID' }) }),
    data: GuideTemplate,
    handler: ({ query, db }) => guideTemplateDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/guide/add',
    operationId: 'addGuideTemplate',
    summary: '新增指导模板',
    access: xdmb.menuId,
    buttonId: xdmb.buttons.new,
    body: Type.Object(TemplateFields),
    data: GuideTemplate,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return addGuideTemplate(db, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/guide/update',
    operationId: 'updateGuideTemplate',
    summary: '修改指导模板',
    access: xdmb.menuId,
    buttonId: xdmb.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '模板ID', minLength: 1 }), ...TemplateFields, version: VersionField }),
    data: GuideTemplate,
    handler: async ({ body, db, audit }) => {
      audit.target = body.name;
      return updateGuideTemplate(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/guide/batchDelete',
    operationId: 'removeGuideTemplates',
    summary: '删除指导模板（可批量）',
    access: xdmb.menuId,
    buttonId: xdmb.buttons.delete,
    body: Type.Object({ ids: idList('模板', '模板ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeGuideTemplates(db, body.ids) };
    },
  }),
];
