import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import {
  addTaskTemplate,
  removeTaskTemplates,
  setTaskTemplatesEnabled,
  taskTemplateDetail,
  taskTemplatePage,
  updateTaskTemplate,
} from '../../../services/task-templates';
import { screenGrants } from '../catalogue-menu';
import { idList, VersionField } from '../../../http/record-fields';

// The catalogue has no edit button for task templates: editing is the same right as creating (新增 11511).
const grants = screenGrants('taskTemplate', ['new', 'shop', 'start', 'delete']);

const TaskType = Type.Union(
  [Type.Literal('inspection'), Type.Literal('spotCheck'), Type.Literal('rectifyReview'), Type.Literal('propaganda')],
  { title: '任务类型' },
);

export const TaskTemplate = Type.Object({
  id: Type.String({ title: '模板ID' }),
  name: Type.String({ title: '模板名称' }),
  taskType: TaskType,
  description: Type.Union([Type.String({ title: '模板说明' }), Type.Null()], { title: '模板说明' }),
  items: Type.Array(Type.String({ title: '检查项' }), { title: '检查项' }),
  itemCount: Type.Integer({ title: '检查项数' }),
  enabled: Type.Boolean({ title: '启用' }),
  remark: Type.Union([Type.String({ title: '备注' }), Type.Null()], { title: '备注' }),
  creatorName: Type.Union([Type.String({ title: '创建人' }), Type.Null()], { title: '创建人' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

const TemplateFields = {
  name: Type.String({ title: '模板名称', minLength: 1, maxLength: 50 }),
  taskType: TaskType,
  description: Type.Optional(Type.Union([Type.String({ title: '模板说明', maxLength: 500 }), Type.Null()], { title: '模板说明' })),
  items: Type.Array(Type.String({ title: '检查项', maxLength: 200 }), { title: '检查项', minItems: 1, maxItems: 200 }),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 200 }), Type.Null()], { title: '备注' })),
};
const Ids = Type.Object({ ids: idList('模板', '模板ID') });
const Count = (key: string) => Type.Object({ [key]: Type.Integer() });

export const taskTemplateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/taskTemplate/getPage',
    operationId: 'taskTemplatePage',
    summary: '任务模板分页',
    access: grants.menuId,
    graphql: 'query',
    audit: false,
    body: Type.Composite([
      PageQuery,
      Type.Object({
        name: Type.Optional(Type.String({ title: '模板名称', maxLength: 50 })),
        taskType: Type.Optional(TaskType),
        enabled: Type.Optional(Type.Boolean({ title: '启用' })),
      }),
    ]),
    data: pageOf(TaskTemplate),
    handler: ({ body, db }) => taskTemplatePage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/taskTemplate/getDetail',
    operationId: 'taskTemplateDetail',
    summary: '任务模板详情',
    access: grants.menuId,
    querystring: Type.Object({ id: Type.String({ title: '模板ID' }) }),
    data: TaskTemplate,
    handler: ({ query, db }) => taskTemplateDetail(db, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTemplate/add',
    operationId: 'addTaskTemplate',
    summary: '新增任务模板（新模板为停用状态）',
    access: grants.menuId,
    buttonId: grants.buttons.new,
    body: Type.Object(TemplateFields),
    data: TaskTemplate,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return addTaskTemplate(db, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTemplate/update',
    operationId: 'updateTaskTemplate',
    summary: '修改任务模板',
    access: grants.menuId,
    buttonId: grants.buttons.new,
    body: Type.Object({ id: Type.String({ title: '模板ID', minLength: 1 }), ...TemplateFields, version: VersionField }),
    data: TaskTemplate,
    handler: async ({ body, db, audit }) => {
      audit.target = body.name;
      return updateTaskTemplate(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTemplate/enable',
    operationId: 'enableTaskTemplates',
    summary: '启用任务模板（可批量）',
    access: grants.menuId,
    buttonId: grants.buttons.start,
    body: Ids,
    data: Count('changed'),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { changed: await setTaskTemplatesEnabled(db, body.ids, true) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTemplate/disable',
    operationId: 'disableTaskTemplates',
    summary: '停用任务模板（可批量）',
    access: grants.menuId,
    buttonId: grants.buttons.shop,
    body: Ids,
    data: Count('changed'),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { changed: await setTaskTemplatesEnabled(db, body.ids, false) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/taskTemplate/batchDelete',
    operationId: 'removeTaskTemplates',
    summary: '删除任务模板（可批量，须先停用）',
    access: grants.menuId,
    buttonId: grants.buttons.delete,
    body: Ids,
    data: Count('removed'),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeTaskTemplates(db, body.ids) };
    },
  }),
];
