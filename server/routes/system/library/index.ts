import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { PageQuery, pageOf } from '../../../http/paging';
import {
  addLibraryDocument,
  libraryDetail,
  libraryPage,
  moveLibraryDocument,
  removeLibraryDocuments,
  updateLibraryDocument,
  type LibraryKind,
} from '../../../services/library-documents';
import type { LibraryTransition } from '../../../services/library-flow';
import { screenGrants } from '../catalogue-menu';
import { LibraryDocument, LibraryFields, LibraryStatus, VersionedId } from './schemas';
import { idList } from '../../../http/record-fields';

const BUTTONS = ['new', 'send', 'edit', 'delete', 'view', 'withdraw'] as const;

interface LibrarySpec {
  kind: LibraryKind;
  routeName: string;
  /** URL segment and operationId stem: /library/regulation/page → regulationPage. */
  stem: 'regulation' | 'case';
  plural: string;
  noun: string;
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * The routes of one library. Approving and returning have no button of their own in the spec: they
 * need the send button (the reviewer works in the same screen) until the approval-flow issue takes over.
 */
function libraryRoutes(spec: LibrarySpec): AnyRoute[] {
  const { menuId, buttons } = screenGrants(spec.routeName, BUTTONS);
  const base = `/library/${spec.stem}`;
  const Stem = cap(spec.stem);
  const move = (action: LibraryTransition, buttonId: number, summary: string, comment = false) =>
    defineRoute({
      method: 'POST',
      url: `${base}/${action}`,
      operationId: `${action}${Stem}`,
      summary: `${summary}${spec.noun}`,
      access: menuId,
      buttonId,
      body: Type.Object({ ...VersionedId, ...(comment ? { comment: Type.Optional(Type.Union([Type.String({ title: '审核意见', maxLength: 500 }), Type.Null()], { title: '审核意见' })) } : {}) }),
      data: LibraryDocument,
      handler: async ({ body, db, user, audit }) => {
        audit.target = body.id;
        const row = await moveLibraryDocument(db, spec.kind, user!, body, action);
        audit.detail = `${row.title} → ${row.status}`;
        return row;
      },
    });

  return [
    defineRoute({
      method: 'POST',
      url: `${base}/page`,
      operationId: `${spec.stem}Page`,
      summary: `${spec.noun}分页（本单位及下级；含每条可执行的操作）`,
      access: menuId,
      graphql: 'query',
      audit: false,
      body: Type.Composite([
        PageQuery,
        Type.Object({
          title: Type.Optional(Type.String({ title: '标题', maxLength: 200 })),
          category: Type.Optional(Type.String({ title: '类别', maxLength: 50 })),
          status: Type.Optional(LibraryStatus),
        }),
      ]),
      data: pageOf(LibraryDocument),
      handler: ({ body, db, user }) => libraryPage(db, spec.kind, user!, body),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/detail`,
      operationId: `${spec.stem}Detail`,
      summary: `${spec.noun}详情`,
      access: menuId,
      buttonId: buttons.view,
      querystring: Type.Object({ id: Type.String({ title: 'ID' }) }),
      data: LibraryDocument,
      handler: ({ query, db, user }) => libraryDetail(db, spec.kind, user!, query.id),
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/add`,
      operationId: `add${Stem}`,
      summary: `新增${spec.noun}（草稿）`,
      access: menuId,
      buttonId: buttons.new,
      body: Type.Object(LibraryFields),
      data: LibraryDocument,
      handler: async ({ body, db, user, audit }) => {
        audit.target = body.title;
        return addLibraryDocument(db, spec.kind, user!, body);
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/update`,
      operationId: `update${Stem}`,
      summary: `修改${spec.noun}（仅草稿）`,
      access: menuId,
      buttonId: buttons.edit,
      body: Type.Object({ ...VersionedId, ...LibraryFields }),
      data: LibraryDocument,
      handler: async ({ body, db, user, audit }) => {
        audit.target = body.title;
        return updateLibraryDocument(db, spec.kind, user!, body);
      },
    }),
    move('send', buttons.send, '送审'),
    move('withdraw', buttons.withdraw, '撤回'),
    move('approve', buttons.send, '审核通过', true),
    move('reject', buttons.send, '退回', true),
    defineRoute({
      method: 'POST',
      url: `${base}/batchDelete`,
      operationId: `remove${cap(spec.plural)}`,
      summary: `删除${spec.noun}（仅草稿，可批量）`,
      access: menuId,
      buttonId: buttons.delete,
      body: Type.Object({ ids: idList(spec.noun, 'ID') }),
      data: Type.Object({ removed: Type.Integer() }),
      handler: async ({ body, db, user, audit }) => {
        audit.target = body.ids.join(',');
        return { removed: await removeLibraryDocuments(db, spec.kind, user!, body.ids) };
      },
    }),
  ];
}

export const libraryRoutesAll: AnyRoute[] = [
  ...libraryRoutes({ kind: 'regulation', routeName: 'guifanku', stem: 'regulation', plural: 'regulations', noun: '规范文件' }),
  ...libraryRoutes({ kind: 'case', routeName: 'anliku', stem: 'case', plural: 'cases', noun: '案例' }),
];
