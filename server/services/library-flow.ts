/**
 * The review flow of regulation and case documents, pure so the server decides every transition and
 * returns the allowed actions with each record (the client draws its buttons from them).
 *   draft --send--> reviewing --approve--> approved
 *   reviewing --withdraw|reject--> draft ;  approved --withdraw--> draft
 * Editing and deleting are allowed in draft only.
 */
export type LibraryStatus = 'draft' | 'reviewing' | 'approved';
export type LibraryTransition = 'send' | 'withdraw' | 'approve' | 'reject';
export type LibraryAction = LibraryTransition | 'edit' | 'delete';

export const STATUS_TEXT: Record<LibraryStatus, string> = { draft: '草稿', reviewing: '审核中', approved: '已通过' };
export const ACTION_TEXT: Record<LibraryAction, string> = { send: '送审', withdraw: '撤回', approve: '审核通过', reject: '退回', edit: '编辑', delete: '删除' };

const TRANSITIONS: Record<LibraryTransition, { from: readonly LibraryStatus[]; to: LibraryStatus }> = {
  send: { from: ['draft'], to: 'reviewing' },
  approve: { from: ['reviewing'], to: 'approved' },
  reject: { from: ['reviewing'], to: 'draft' },
  withdraw: { from: ['reviewing', 'approved'], to: 'draft' },
};
const DRAFT_ONLY: readonly LibraryAction[] = ['edit', 'delete'];

export function allowedActions(status: LibraryStatus): LibraryAction[] {
  const moves = (Object.keys(TRANSITIONS) as LibraryTransition[]).filter((a) => TRANSITIONS[a].from.includes(status));
  return status === 'draft' ? [...DRAFT_ONLY, ...moves] : moves;
}

/** The status after `action`, or the refusal message (answered with 409) when the status does not allow it. */
export function nextStatus(status: LibraryStatus, action: LibraryAction): { ok: true; to: LibraryStatus } | { ok: false; message: string } {
  if (!allowedActions(status).includes(action)) {
    return { ok: false, message: `当前状态为${STATUS_TEXT[status]}，不能${ACTION_TEXT[action]}` };
  }
  return { ok: true, to: action === 'edit' || action === 'delete' ? status : TRANSITIONS[action].to };
}
