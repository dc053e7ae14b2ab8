import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { pageOf } from '../../../http/paging';
import { idList } from '../../../http/record-fields';
import { addWritTemplate, removeWritTemplates, updateWritTemplate, writTemplateDetail, writTemplatePage } from '../../../services/writ-templates';
import { screenGrants } from '../catalogue-menu';
import { AddWritTemplateInput, UpdateWritTemplateInput, WritTemplate, WritTemplatePageInput } from './schemas';

export const mbsz = screenGrants('mbsz', ['new', 'edit', 'delete']);

/** 模板设置 (11410), tab 文书模板: the templates writs are made from. */
export const writTemplateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/document/writTemplate/page',
    operationId: 'writTemplatePage',
    summary: '文书模板分页（按名称或编码、类别、业务类型、启用状态筛选）',
    access: mbsz.menuId,
    graphql: 'query',
    audit: false,
    body: WritTemplatePageInput,
    data: pageOf(WritTemplate),
    handler: ({ body, db }) => writTemplatePage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/document/writTemplate/detail',
    operationId: 'writTemplateDetail',
    summary: '文书模板详情',
    access: mbsz.menuId,
    querystring: Type.Object({ id: Type.String({ title: '模板ID' }) }),
    data: WritTemplate,
    handler: ({ query, db }) => writTemplateDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writTemplate/add',
    operationId: 'addWritTemplate',
    summary: '新增文书模板（正文可含 ${名称} 占位符）',
    access: mbsz.menuId,
    buttonId: mbsz.buttons.new,
    body: AddWritTemplateInput,
    data: WritTemplate,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.code;
      return addWritTemplate(db, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writTemplate/update',
    operationId: 'updateWritTemplate',
    summary: '修改文书模板（带读取的版本）',
    access: mbsz.menuId,
    buttonId: mbsz.buttons.edit,
    body: UpdateWritTemplateInput,
    data: WritTemplate,
    handler: async ({ body, db, audit }) => {
      audit.target = body.code;
      return updateWritTemplate(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/document/writTemplate/remove',
    operationId: 'removeWritTemplates',
    summary: '删除文书模板（可批量；已拟制的文书保留其正文）',
    access: mbsz.menuId,
    buttonId: mbsz.buttons.delete,
    body: Type.Object({ ids: idList('文书模板', '模板ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeWritTemplates(db, body.ids) };
    },
  }),
];
