import { Type } from '@sinclair/typebox';
import { desc } from 'drizzle-orm';
import { repeatedCheckItem } from '../../src/shared/task-template-rules';
import { taskTemplates as t } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';

/**
 * 任务模板 (taskTemplate 11500): the check items a task starts from. New templates start disabled (offered
 * to tasks only after 启用); an enabled one must be disabled before it is deleted. The catalogue has no
 * edit button: editing is the 新增 grant.
 */
export const taskTemplate = defineEntity({
  name: 'taskTemplate',
  title: '任务模板',
  route: 'taskTemplate',
  table: t,
  idPrefix: '',
  select: {
    id: t.id, name: t.name, taskType: t.taskType, description: t.description, items: t.items,
    itemCount: { derive: (row: { items: string[] }) => row.items.length, schema: Type.Integer({ title: '检查项数' }) },
    enabled: t.enabled, remark: t.remark, creatorName: t.creatorName, createdAt: t.createdAt, updatedAt: t.updatedAt, version: t.version,
  },
  input: ['name', 'taskType', 'description', 'items', 'remark'],
  fill: (user) => ({ creatorName: user.name }),
  filters: { name: contains('name', [t.name]), taskType: equals('taskType', t.taskType), enabled: equals('enabled', t.enabled) },
  order: [desc(t.updatedAt), desc(t.id)],
  paths: {
    page: '/taskTemplate/getPage',
    detail: '/taskTemplate/getDetail',
    add: { url: '/taskTemplate/add', summary: '新增任务模板（新模板为停用状态）' },
    update: '/taskTemplate/update',
    enable: { url: '/taskTemplate/enable', operationId: 'enableTaskTemplates', summary: '启用任务模板（可批量）', ids: true },
    disable: { url: '/taskTemplate/disable', operationId: 'disableTaskTemplates', summary: '停用任务模板（可批量）', ids: true },
    remove: { url: '/taskTemplate/batchDelete', summary: '删除任务模板（可批量，须先停用）' },
  },
  buttons: { add: 'new', update: 'new', enable: 'start', disable: 'shop', remove: 'delete' },
  hooks: {
    /** Check items trimmed, blank ones dropped, none twice (a task would list it twice). */
    values(values) {
      if (!values.items) return values;
      const items = values.items.map((item) => item.trim()).filter(Boolean);
      if (!items.length) throw badRequest('检查项不能为空');
      const repeated = repeatedCheckItem(items);
      if (repeated) throw badRequest(repeated);
      return { ...values, items };
    },
    beforeRemove(rows) {
      const active = rows.find((r) => r.enabled);
      if (active) throw badRequest(`任务模板“${active.name}”已启用，请先停用再删除`);
    },
  },
  allows: (row) => ({ delete: !row.enabled }),
});

export type TaskTemplateRow = EntityRow<typeof taskTemplate>;
