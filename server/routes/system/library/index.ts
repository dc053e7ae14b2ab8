import { Type } from '@sinclair/typebox';
import { libraryDocuments } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { BizError, Code, badRequest, conflict } from '../../../http/envelope';
import { defineRoute, type AnyRoute, type SessionUser } from '../../../http/route';
import { VersionField } from '../../../http/record-fields';
import { libraryCase, MOVE_BUTTON, regulation, type LibraryEntity, type LibraryRow } from '../../../entities/library-document.entity';
import { nextStatus, type LibraryTransition } from '../../../services/library-flow';
import { updateAtVersion } from '../../../services/versioned-rows';

const SUMMARY: Record<LibraryTransition, string> = { send: '送审', withdraw: '撤回', approve: '审核通过', reject: '退回' };
const Comment = Type.Optional(Type.Union([Type.String({ title: '审核意见', maxLength: 500 }), Type.Null()], { title: '审核意见' }));

/** One move of the review flow at the version the caller read: 409 for a stale version or a move the state refuses. */
async function move(entity: LibraryEntity, db: Db, user: SessionUser, input: { id: string; version: number; comment?: string | null }, action: LibraryTransition): Promise<LibraryRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await entity.ops.detail(tx, user, input.id);
    if (row.version !== input.version) throw conflict();
    const next = nextStatus(row.status, action);
    if (!next.ok) throw new BizError(Code.CONFLICT, next.message);
    const now = new Date();
    const comment = input.comment?.trim() || null;
    if (action === 'reject' && !comment) throw badRequest('退回意见不能为空');
    const set: Partial<typeof libraryDocuments.$inferInsert> = { status: next.to };
    if (action === 'send') Object.assign(set, { sentAt: now, reviewerName: null, reviewedAt: null, reviewComment: null });
    if (action === 'approve' || action === 'reject') Object.assign(set, { reviewerName: user.name, reviewedAt: now, reviewComment: comment });
    await updateAtVersion(tx, libraryDocuments, input.id, input.version, set);
    return entity.ops.detail(tx, user, input.id);
  });
}

/** The review flow's moves of one library; the standard operations are the entity's. */
function moveRoutes(entity: LibraryEntity): AnyRoute[] {
  const Stem = entity.spec.name.charAt(0).toUpperCase() + entity.spec.name.slice(1);
  return (Object.keys(SUMMARY) as LibraryTransition[]).map((action) =>
    defineRoute({
      method: 'POST',
      url: `/library/${entity.spec.name}/${action}`,
      operationId: `${action}${Stem}`,
      summary: `${SUMMARY[action]}${entity.spec.title}`,
      access: entity.writeGrants.menuId,
      buttonId: entity.writeGrants.buttons[MOVE_BUTTON[action]],
      body: Type.Object({
        id: Type.String({ title: 'ID', minLength: 1 }),
        version: VersionField,
        ...(action === 'approve' || action === 'reject' ? { comment: Comment } : {}),
      }),
      data: entity.row,
      handler: async ({ body, db, user, audit }) => {
        audit.target = body.id;
        const row = await move(entity, db, user!, body as { id: string; version: number; comment?: string | null }, action);
        audit.detail = `${row.title} → ${row.status}`;
        return row;
      },
    }),
  );
}

export const libraryRoutesAll: AnyRoute[] = [...moveRoutes(regulation), ...moveRoutes(libraryCase)];
