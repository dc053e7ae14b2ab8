import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import {
  addNoticeTemplate,
  noticeTemplateDetail,
  noticeTemplatePage,
  removeNoticeTemplates,
  updateNoticeTemplate,
} from '../../../services/notice-templates';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

const xxmb = screenGrants('xxmb', ['new', 'edit', 'delete']);

const Category = Type.Union([Type.Literal('task'), Type.Literal('approval'), Type.Literal('system')], { title: '消息类别' });

export const NoticeTemplate = Type.Object({
  id: Type.String({ title: '模板ID' }),
  name: Type.String({ title: '模板名称' }),
  code: Type.String({ title: '模板编码' }),
  category: Category,
  title: Type.String({ title: '消息标题' }),
  content: Type.String({ title: '模板内容' }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.Union([Type.String({ title: '备注' }), Type.Null()], { title: '备注' }),
  placeholders: Type.Array(Type.String({ title: '占位符' })),
  creatorName: Type.Union([Type.String({ title: '创建人' }), Type.Null()], { title: '创建人' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

const TemplateFields = {
  name: Type.String({ title: '模板名称', minLength: 1, maxLength: 50 }),
  code: Type.String({ title: '模板编码', minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  category: Category,
  title: Type.String({ title: '消息标题', minLength: 1, maxLength: 100 }),
  content: Type.String({ title: '模板内容', minLength: 1, maxLength: 2000 }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 200 }), Type.Null()], { title: '备注' })),
};

export const noticeTemplateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/sys/noticeTemplate/getPage',
    operationId: 'noticeTemplatePage',
    summary: '消息模板分页',
    access: xxmb.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '模板名称', maxLength: 50 })),
        category: Type.Optional(Category),
        enabled: Type.Optional(Type.Boolean({ title: '启用' })),
      }),
    ]),
    data: pageOf(NoticeTemplate),
    handler: ({ body, db }) => noticeTemplatePage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/sys/noticeTemplate/getDetail',
    operationId: 'noticeTemplateDetail',
    summary: '消息模板详情',
    access: xxmb.menuId,
    querystring: Type.Object({ id: Type.String({ title: '模板ID' }) }),
    data: NoticeTemplate,
    handler: ({ query, db }) => noticeTemplateDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/noticeTemplate/add',
    operationId: 'addNoticeTemplate',
    summary: '新增消息模板（标题与内容可含 ${名称} 占位符）',
    access: xxmb.menuId,
    buttonId: xxmb.buttons.new,
    body: Type.Object(TemplateFields),
    data: NoticeTemplate,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.code;
      return addNoticeTemplate(db, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/noticeTemplate/update',
    operationId: 'updateNoticeTemplate',
    summary: '修改消息模板',
    access: xxmb.menuId,
    buttonId: xxmb.buttons.edit,
    body: Type.Object({ id: Type.String({ title: '模板ID', minLength: 1 }), ...TemplateFields, version: VersionField }),
    data: NoticeTemplate,
    handler: async ({ body, db, audit }) => {
      audit.target = body.code;
      return updateNoticeTemplate(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/sys/noticeTemplate/batchDelete',
    operationId: 'removeNoticeTemplates',
    summary: '删除消息模板（可批量）',
    access: xxmb.menuId,
    buttonId: xxmb.buttons.delete,
    body: Type.Object({ ids: idList('模板', '模板ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeNoticeTemplates(db, body.ids) };
    },
  }),
];
