import { Type } from '@sinclair/typebox';
import { desc } from 'drizzle-orm';
import { noticeTemplates as n } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { placeholdersOf } from '../services/notice-templates';

/** 消息模板 (xxmb 11700): the text of the notices the system sends, with ${name} placeholders (well formed by the columns' pattern). */
export const noticeTemplate = defineEntity({
  name: 'noticeTemplate',
  title: '消息模板',
  route: 'xxmb',
  table: n,
  idPrefix: '',
  select: {
    id: n.id, name: n.name, code: n.code, category: n.category, title: n.title, content: n.content, enabled: n.enabled, remark: n.remark,
    placeholders: {
      derive: (r: { title: string; content: string }) => [...new Set([...placeholdersOf(r.title, '消息标题'), ...placeholdersOf(r.content, '模板内容')])],
      schema: Type.Array(Type.String({ title: '占位符' }), { title: '占位符' }),
    },
    creatorName: n.creatorName, createdAt: n.createdAt, updatedAt: n.updatedAt, version: n.version,
  },
  input: ['name', 'code', 'category', 'title', 'content', 'enabled', 'remark'],
  unique: ['code'],
  filters: { name: contains('name', [n.name]), category: equals('category', n.category), enabled: equals('enabled', n.enabled) },
  order: [desc(n.updatedAt), desc(n.id)],
  paths: {
    page: { url: '/sys/noticeTemplate/getPage', summary: '消息模板分页' },
    detail: { url: '/sys/noticeTemplate/getDetail', summary: '消息模板详情' },
    add: { url: '/sys/noticeTemplate/add', summary: '新增消息模板（标题与内容可含 ${名称} 占位符）' },
    update: { url: '/sys/noticeTemplate/update', summary: '修改消息模板' },
    remove: { url: '/sys/noticeTemplate/batchDelete', summary: '删除消息模板（可批量）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  label: (values) => String(values.code),
  hooks: {
    values: (values, { user, current }) => (current ? values : { ...values, creatorName: user.name }),
  },
});

export type NoticeTemplateRow = EntityRow<typeof noticeTemplate>;
