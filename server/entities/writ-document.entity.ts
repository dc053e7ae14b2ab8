import { Type } from '@sinclair/typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations as o, writDocuments as d, writTemplates } from '../db/schema';
import { badRequest } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { scopeOf } from '../services/org-scope';
import { renderWrit, writPlaceholders } from '../services/writ-text';

const PlaceholderValue = Type.Object({ name: Type.String({ title: '占位符', minLength: 1, maxLength: 50 }), value: Type.String({ title: '占位符内容', maxLength: 2000 }) });
// Reply fields carry no bounds: a bounded string becomes a custom GraphQL scalar.
const FilledValue = Type.Object({ name: Type.String({ title: '占位符' }), value: Type.String({ title: '占位符内容' }) });
const optionalText = (title: string, maxLength: number) => Type.Optional(Type.Union([Type.String({ title, maxLength }), Type.Null()], { title }));

/** What add and update take beside the columns: the title and issuing unit default, the placeholders' text as pairs. */
interface DocumentFields {
  title?: string | null;
  organId?: string | null;
  values: { name: string; value: string }[];
}

/** The template's text and every placeholder filled; the issuing unit inside the caller's scope. */
async function filled(db: Db, user: SessionUser, input: DocumentFields, template: { name: string; body: string }) {
  const placeholders = writPlaceholders(template.body);
  const values: Record<string, string> = {};
  for (const { name, value } of input.values) {
    if (!placeholders.includes(name)) throw badRequest(`占位符「${name}」不属于文书模板${template.name}`);
    values[name] = value.trim();
  }
  const missing = placeholders.find((name) => !values[name]);
  if (missing) throw badRequest(`占位符「${missing}」不能为空`);
  const organId = input.organId?.trim() || user.unitId;
  const [unit] = await db.select({ id: o.id }).from(o).where(and(eq(o.id, organId), eq(o.deleted, false)));
  if (!unit) throw badRequest('签发单位不存在');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(organId)) throw badRequest('签发单位只能是本单位或下级单位');
  return { title: input.title?.trim() || template.name, organId, values };
}

/** 模板设置 (mbsz 11410), tab 文书: writs made from a template, drafts until issued (签发, its own route), then locked. */
export const writDocument = defineEntity({
  name: 'writDocument',
  title: '文书',
  route: 'mbsz',
  table: d,
  idPrefix: '',
  select: {
    id: d.id,
    templateId: d.templateId,
    templateName: d.templateName,
    documentNumber: d.documentNumber,
    title: d.title,
    partyName: d.partyName,
    organId: d.organId,
    organName: { column: o.name, title: '签发单位' },
    placeholders: { derive: (row: { body: string }) => writPlaceholders(row.body), schema: Type.Array(Type.String({ title: '占位符' }), { title: '占位符' }) },
    values: {
      derive: (row: { body: string; stored: Record<string, string> }) => writPlaceholders(row.body).map((name) => ({ name, value: row.stored[name] ?? '' })),
      schema: Type.Array(FilledValue, { title: '占位符内容' }),
    },
    /** The body with the values filled in: the text of the writ. */
    content: { derive: (row: { body: string; stored: Record<string, string> }) => renderWrit(row.body, row.stored), schema: Type.String({ title: '文书内容' }) },
    status: d.status,
    issuedAt: d.issuedAt,
    creatorName: d.creatorName,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    version: d.version,
    body: d.body,
    stored: d.values,
  },
  hidden: ['body', 'stored'],
  join: (q) => q.leftJoin(o, eq(o.id, d.organId)),
  input: ['templateId', 'partyName'],
  addOnly: ['templateId'],
  fields: { title: optionalText('标题', 100), organId: optionalText('签发单位', 64), values: Type.Array(PlaceholderValue, { title: '占位符内容', maxItems: 100 }) },
  fill: (user) => ({ creatorName: user.name }),
  scope: d.organId,
  outOfScope: '只能查看本单位及下级单位的文书',
  filters: {
    keyword: contains('keyword', [d.title, d.partyName, d.documentNumber], '关键字'),
    status: equals('status', d.status),
    templateId: equals('templateId', d.templateId),
    organ: organ(d.organId, '签发单位'),
  },
  order: [desc(d.updatedAt), desc(d.id)],
  paths: {
    page: { url: '/document/writ/page', summary: '文书分页（本单位及下级；按标题、当事人或文号，状态，模板，签发单位筛选）' },
    detail: { url: '/document/writ/detail', summary: '文书详情（含填入占位符后的正文）' },
    add: { url: '/document/writ/add', summary: '拟制文书（选启用的模板，填写全部占位符；保存为草稿）' },
    update: { url: '/document/writ/update', summary: '修改文书草稿（带读取的版本；已签发的不能修改）' },
    remove: { url: '/document/writ/remove', summary: '删除文书草稿（可批量；已签发的不能删除）' },
    export: { url: '/document/writ/export', summary: '导出文书列表（.xlsx，当前筛选条件）' },
  },
  // Drafted under 新增, edited and issued under 编辑, removed under 删除.
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  export: { fileName: '文书.xlsx', sheet: '文书', columns: ['documentNumber', 'title', 'templateName', 'partyName', 'organName', 'status', 'issuedAt', 'creatorName', 'createdAt'] },
  label: (values) => values.partyName as string | undefined,
  hooks: {
    /** A new writ copies its enabled template's name, prefix and text; a draft keeps the text it was made from. */
    async values(values, { db, user, current }, input) {
      const fields = input as unknown as DocumentFields;
      if (current) {
        if (current.status === 'issued') throw badRequest('文书已签发，不能修改');
        const [stored] = await db.select({ body: d.body }).from(d).where(eq(d.id, current.id));
        return { ...values, ...(await filled(db, user, fields, { name: current.templateName, body: stored.body })) };
      }
      const [template] = await db
        .select({ name: writTemplates.name, body: writTemplates.body, numberPrefix: writTemplates.numberPrefix, enabled: writTemplates.enabled })
        .from(writTemplates)
        .where(and(eq(writTemplates.id, String(values.templateId)), eq(writTemplates.deleted, false)));
      if (!template?.enabled) throw badRequest('文书模板不存在或已停用');
      const copied = { templateName: template.name, numberPrefix: template.numberPrefix, body: template.body };
      return { ...values, ...copied, ...(await filled(db, user, fields, template)) };
    },
    /** Drafts only, all or none: an issued writ is kept for the record. */
    beforeRemove(rows) {
      if (rows.some((row) => row.status === 'issued')) throw badRequest('文书已签发，不能删除');
    },
  },
  // An issued writ is locked; a draft is issued by the holders of 编辑.
  allows: (row, _user, holds) => (row.status === 'draft' ? { issue: holds('edit') } : { edit: false, delete: false }),
});

export type WritDocumentRow = EntityRow<typeof writDocument>;
