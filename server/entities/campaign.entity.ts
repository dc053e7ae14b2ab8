import { Type } from '@sinclair/typebox';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { areas, organizations as o, supervisionCampaigns as c } from '../db/schema';
import type { Db } from '../db/client';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { campaignProblem } from '../../src/shared/campaign-rules';
import { campaignProgress } from '../services/campaign/progress';

const count = (title: string) => Type.Integer({ title });
type Stored = { id: string; areaCodes: string[] };

/** The areas' names for a page in one query; a code no longer in 区域管理 shows as itself. */
async function areaNames(db: Db, rows: Stored[]) {
  const codes = [...new Set(rows.flatMap((r) => r.areaCodes))];
  const found = codes.length ? await db.select({ code: areas.code, name: areas.name }).from(areas).where(and(eq(areas.deleted, false), inArray(areas.code, codes))) : [];
  const name = new Map(found.map((a) => [a.code, a.name]));
  return rows.map((r) => (r.areaCodes.length ? r.areaCodes.map((code) => name.get(code) ?? code).join('、') : '组织单位全部辖区'));
}

/**
 * 专项监督检查 (zxjdjc 1040): a campaign is drafted (edited, deleted), published (one inspection task per
 * matching social unit, server/services/campaign/publish.ts) and closed. Its progress is counted from its tasks.
 */
export const campaign = defineEntity({
  name: 'campaign',
  title: '专项监督检查',
  route: 'zxjdjc',
  table: c,
  idPrefix: 'cp-',
  select: {
    id: c.id,
    name: c.name,
    organId: c.organId,
    organName: { column: o.name, title: '组织单位' },
    periodFrom: c.periodFrom,
    periodTo: c.periodTo,
    unitCategories: c.unitCategories,
    areaCodes: c.areaCodes,
    areaNames: { load: (rows: Stored[], db) => areaNames(db, rows), schema: Type.String({ title: '检查区域' }) },
    content: c.content,
    taskEndDate: c.taskEndDate,
    status: c.status,
    statusText: optionText(c.status),
    publishedAt: c.publishedAt,
    closedAt: c.closedAt,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    version: c.version,
    progress: {
      load: (rows: Stored[], db) => campaignProgress(db, rows.map((r) => r.id)),
      schema: Type.Object({ total: count('任务总数'), checked: count('已检查'), qualified: count('合格'), overdue: count('逾期') }, { title: '检查进度' }),
    },
  },
  join: (q) => q.leftJoin(o, eq(o.id, c.organId)),
  input: ['name', 'periodFrom', 'periodTo', 'unitCategories', 'areaCodes', 'content', 'taskEndDate'],
  fill: (user) => ({ organId: user.unitId, createdBy: user.userId, status: 'draft' }),
  scope: c.organId,
  outOfScope: '只能查看本单位及下级单位的专项监督检查',
  filters: {
    name: contains('name', [c.name]),
    status: equals('status', c.status),
    organ: organ(c.organId, '组织单位'),
  },
  order: [desc(c.createdAt), desc(c.id)],
  paths: {
    page: { url: '/supervision/campaign/page', summary: '专项监督检查分页（本单位及下级；按名称、状态、开始日期、组织单位筛选；含检查进度）' },
    detail: { url: '/supervision/campaign/detail', summary: '专项监督检查详情（含检查进度）' },
    add: { url: '/supervision/campaign/add', summary: '新建专项监督检查（草稿）' },
    update: { url: '/supervision/campaign/update', summary: '修改专项监督检查（仅草稿；带读取的版本）' },
    remove: { url: '/supervision/campaign/delete', summary: '删除专项监督检查（仅草稿）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  label: (values) => values.name as string | undefined,
  hooks: {
    async check(values, { db, current }) {
      if (current && current.status !== 'draft') throw badRequest('已发布的专项监督检查不能修改');
      const merged = { ...current, ...values } as { periodFrom: string; periodTo: string; taskEndDate: string };
      const problem = campaignProblem(merged);
      if (problem) throw badRequest(problem);
      const codes = (values.areaCodes ?? []) as string[];
      if (!codes.length) return;
      const known = await db.select({ code: areas.code }).from(areas).where(and(eq(areas.deleted, false), inArray(areas.code, codes)));
      const missing = codes.find((code) => !known.some((k) => k.code === code));
      if (missing) throw badRequest(`检查区域${missing}不存在`);
    },
    async beforeRemove(rows) {
      if (rows.some((row) => row.status !== 'draft')) throw badRequest('只能删除草稿状态的专项监督检查');
    },
  },
  allows: (row, _user, holds) => ({
    edit: row.status === 'draft',
    delete: row.status === 'draft',
    publish: row.status === 'draft' && holds('publish'),
    close: row.status === 'published' && holds('close'),
  }),
});

export type CampaignRow = EntityRow<typeof campaign>;
