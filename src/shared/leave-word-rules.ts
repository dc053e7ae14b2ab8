/** The rule on a reply to 在线留言 that no schema states (the column is empty until answered), worded alike on both sides (server hook, form). */
export function replyProblem(reply: unknown): string | undefined {
  return typeof reply === 'string' && reply.trim() ? undefined : '回复内容不能为空';
}
