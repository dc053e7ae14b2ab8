import { Type } from '@sinclair/typebox';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { organizations as o, publicityContents as p, users } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { checkMedia, MediaRef, mediaOf } from '../services/training/names';
import { publicityMoves } from '../../src/shared/publicity-rules';

const author = alias(users, 'publicity_author');
const reviewer = alias(users, 'publicity_reviewer');
type Stored = { mediaIds: string[]; articleIds: string[] };

const ArticleRef = Type.Object({ id: Type.String({ title: '文章ID' }), title: Type.String({ title: '标题' }) });

/** The titles of the articles a topic groups (one query for the page). */
async function articlesOf(rows: Stored[], db: Db) {
  const ids = [...new Set(rows.flatMap((r) => r.articleIds))];
  const found = ids.length ? await db.select({ id: p.id, title: p.title }).from(p).where(inArray(p.id, ids)) : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  return rows.map((r) => r.articleIds.flatMap((id) => byId.get(id) ?? []));
}

const select = {
  id: p.id, organId: p.organId, organName: { column: o.name, title: '发布单位' },
  section: p.section, sectionText: optionText(p.section), mediaType: p.mediaType, mediaTypeText: optionText(p.mediaType),
  category: p.category, categoryText: optionText(p.category), title: p.title, summary: p.summary, body: p.body,
  mediaIds: p.mediaIds, media: { load: (rows: Stored[], db: Db) => mediaOf(db, rows.map((r) => r.mediaIds)), schema: Type.Array(MediaRef, { title: '图片/视频' }) },
  articleIds: p.articleIds, articles: { load: articlesOf, schema: Type.Array(ArticleRef, { title: '专题文章' }) },
  channels: p.channels, status: p.status, statusText: optionText(p.status), reviewOpinion: p.reviewOpinion,
  createdBy: p.createdBy, authorName: { column: author.name, title: '编写人' },
  submittedAt: p.submittedAt, reviewerId: p.reviewerId, reviewerName: { column: reviewer.name, title: '审核人' },
  reviewedAt: p.reviewedAt, publishedAt: p.publishedAt, createdAt: p.createdAt, updatedAt: p.updatedAt, version: p.version,
} as const;

/**
 * One library of 宣传库 over the shared table: 宣传知识库 (knowledge) or 专题发布 (special). Written as a draft,
 * sent to 宣传审核 (server/routes/publicity); published only when approved.
 */
function publicityEntity<K extends 'knowledge' | 'special'>(section: K, route: 'xcZsk' | 'xcZtfb', name: string, title: string, base: string) {
  return defineEntity({
    name,
    title,
    route,
    table: p,
    idPrefix: 'pb-',
    select,
    join: (q) => q.leftJoin(o, eq(o.id, p.organId)).leftJoin(author, eq(author.id, p.createdBy)).leftJoin(reviewer, eq(reviewer.id, p.reviewerId)),
    input: ['mediaType', 'category', 'title', 'summary', 'body', 'mediaIds', 'articleIds', 'channels'],
    fixed: { section },
    fill: (user) => ({ createdBy: user.userId, organId: user.unitId, status: 'draft' }),
    scope: p.organId,
    outOfScope: '只能查看本单位及下级单位的宣传内容',
    filters: { title: contains('title', [p.title, p.summary], '标题'), category: equals('category', p.category), status: equals('status', p.status), organ: organ(p.organId, '发布单位') },
    order: [desc(p.updatedAt), desc(p.id)],
    paths: {
      page: { url: `${base}/page`, summary: `${title}分页（本单位及下级；按标题、分类、发布状态、发布单位筛选）` },
      detail: { url: `${base}/detail`, summary: `${title}详情` },
      add: { url: `${base}/add`, summary: `新增${title}（草稿）` },
      update: { url: `${base}/update`, summary: `修改${title}（仅草稿；带读取的版本）` },
      remove: { url: `${base}/delete`, summary: `删除${title}（仅草稿，可批量）` },
    },
    buttons: { add: 'new', update: 'edit', remove: 'delete' },
    label: (values) => values.title as string | undefined,
    hooks: {
      /** Pictures and videos are uploaded files; a topic groups published articles of the knowledge base. */
      async values(values, { db }) {
        if (values.mediaIds) await checkMedia(db, values.mediaIds as string[], '图片/视频');
        const articleIds = (values.articleIds as string[] | undefined) ?? [];
        if (section === 'knowledge' && articleIds.length) throw badRequest('宣传知识库的内容不能包含专题文章');
        if (section === 'special' && values.articleIds !== undefined) {
          if (!articleIds.length) throw badRequest('专题文章不能为空');
          const found = await db.select({ id: p.id, section: p.section, status: p.status, deleted: p.deleted }).from(p).where(inArray(p.id, articleIds));
          if (found.length !== new Set(articleIds).size || found.some((a) => a.section !== 'knowledge' || a.status !== 'published' || a.deleted)) throw badRequest('专题文章须是已发布的宣传知识库文章');
        }
        if (values.mediaType && values.mediaType !== 'article' && !((values.mediaIds as string[] | undefined) ?? []).length) throw badRequest('图片、视频类内容须上传图片/视频');
        return values;
      },
      check(_values, { current }) {
        if (current && current.status !== 'draft') throw badRequest('待审核或已发布的宣传内容不能修改');
      },
      beforeRemove(rows) {
        if (rows.some((row) => row.status !== 'draft')) throw badRequest('只能删除草稿状态的宣传内容');
      },
    },
    allows: (row, _user, holds) => {
      const moves = publicityMoves(row.status);
      return { edit: moves.includes('edit'), delete: moves.includes('delete'), submit: moves.includes('submit') && holds('submit') };
    },
  });
}

export const publicityKnowledge = publicityEntity('knowledge', 'xcZsk', 'publicityKnowledge', '宣传知识', '/propaganda/data');
export const publicitySpecial = publicityEntity('special', 'xcZtfb', 'publicitySpecial', '宣传专题', '/propaganda/special');

/** 宣传审核 (dsh 8500): every piece of publicity of the reviewer's unit and below, pending first; approve and return are routes of their own. */
export const publicityReview = defineEntity({
  name: 'publicityReview',
  title: '宣传审核',
  route: 'dsh',
  table: p,
  idPrefix: 'pb-',
  select,
  join: (q) => q.leftJoin(o, eq(o.id, p.organId)).leftJoin(author, eq(author.id, p.createdBy)).leftJoin(reviewer, eq(reviewer.id, p.reviewerId)),
  input: ['title'],
  scope: p.organId,
  outOfScope: '只能审核本单位及下级单位的宣传内容',
  filters: { title: contains('title', [p.title, p.summary], '标题'), section: equals('section', p.section), status: equals('status', p.status), organ: organ(p.organId, '发布单位') },
  order: [desc(p.submittedAt), desc(p.id)],
  paths: {
    page: { url: '/propaganda/data/getPendingApproval', summary: '宣传审核分页（本单位及下级；默认待审核）' },
    detail: { url: '/propaganda/data/approvalDetail', summary: '宣传审核详情' },
  },
  label: (values) => values.title as string | undefined,
  allows: (row, _user, holds) => {
    const moves = publicityMoves(row.status);
    return { approve: moves.includes('approve') && holds('approve'), return: moves.includes('return') && holds('return') };
  },
});

export type PublicityRow = EntityRow<typeof publicityKnowledge>;
