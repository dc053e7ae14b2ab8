import { desc, eq } from 'drizzle-orm';
import { libraryDocuments as d, organizations as o } from '../db/schema';
import { BizError, Code, conflict } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { allowedActions, nextStatus, type LibraryTransition } from '../services/library-flow';

/** The button each move of the review flow needs: approving and returning are the reviewer's, under 送审. */
const MOVE_BUTTON: Record<LibraryTransition, string> = { send: 'send', approve: 'send', reject: 'send', withdraw: 'withdraw' };

/** One library over the shared table: the regulations (guifanku) or the cases (anliku), told apart by kind. */
function libraryEntity<K extends 'regulation' | 'case'>(kind: K, route: string, noun: string) {
  const base = `/library/${kind}`;
  return defineEntity({
    name: kind,
    title: noun,
    route,
    table: d,
    idPrefix: '',
    select: {
      id: d.id,
      kind: d.kind,
      title: d.title,
      category: d.category,
      docNo: d.docNo,
      issuer: d.issuer,
      content: d.content,
      status: d.status,
      organId: d.organId,
      organName: { column: o.sortName, title: '所属单位' },
      creatorName: d.creatorName,
      sentAt: d.sentAt,
      reviewerName: d.reviewerName,
      reviewedAt: d.reviewedAt,
      reviewComment: d.reviewComment,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      version: d.version,
    },
    join: (q) => q.leftJoin(o, eq(o.id, d.organId)),
    input: ['title', 'category', 'docNo', 'issuer', 'content'],
    fixed: { kind },
    fill: (user) => ({ organId: user.unitId, creatorId: user.userId, creatorName: user.name }),
    scope: d.organId,
    filters: { title: contains('title', [d.title, d.docNo]), category: equals('category', d.category), status: equals('status', d.status) },
    order: [desc(d.updatedAt), desc(d.id)],
    paths: {
      page: { url: `${base}/page`, summary: `${noun}分页（本单位及下级；含每条可执行的操作）` },
      detail: `${base}/detail`,
      add: { url: `${base}/add`, summary: `新增${noun}（草稿）` },
      update: { url: `${base}/update`, summary: `修改${noun}（仅草稿）` },
      remove: { url: `${base}/batchDelete`, summary: `删除${noun}（仅草稿，可批量）` },
    },
    buttons: { detail: 'view', add: 'new', update: 'edit', remove: 'delete' },
    label: (values) => values.title as string | undefined,
    hooks: {
      /** Edits only a draft, at the version the caller read. */
      values(values, { current }, input) {
        if (!current) return values;
        if ((input as { version?: number }).version !== current.version) throw conflict();
        const next = nextStatus(current.status, 'edit');
        if (!next.ok) throw new BizError(Code.CONFLICT, next.message);
        return values;
      },
      /** Drafts only, all or none. */
      beforeRemove(rows) {
        for (const row of rows) {
          const next = nextStatus(row.status, 'delete');
          if (!next.ok) throw new BizError(Code.CONFLICT, `${row.title}：${next.message}`);
        }
      },
    },
    allows: (row, _user, holds) => {
      const can = allowedActions(row.status);
      const moves = (Object.keys(MOVE_BUTTON) as LibraryTransition[]).filter((a) => can.includes(a));
      return {
        edit: can.includes('edit') ? undefined : false,
        delete: can.includes('delete') ? undefined : false,
        ...Object.fromEntries(moves.map((a) => [a, holds(MOVE_BUTTON[a])])),
      };
    },
  });
}

/** 规范库管理 (guifanku 11350): regulation files, drafted, sent for review, approved; withdrawn back to draft. */
export const regulation = libraryEntity('regulation', 'guifanku', '规范文件');
/** 案例库管理 (anliku 11360): cases, the same flow. */
export const libraryCase = libraryEntity('case', 'anliku', '案例');

export type LibraryEntity = typeof regulation | typeof libraryCase;
export type LibraryRow = EntityRow<typeof regulation>;
export { MOVE_BUTTON };
