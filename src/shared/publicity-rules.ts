import { Type } from '@sinclair/typebox';
import { PUBLICITY_LIMITS } from '../constants/publicity';
/** 宣传库 / 宣传审核 rules, pure: what a piece of publicity allows in its state, and what 退回 sends. */
export type PublicityMove = 'edit' | 'delete' | 'submit' | 'approve' | 'return';

/** The author's moves on a draft; the reviewer's on a pending one. A published piece is final. */
export function publicityMoves(status: string): PublicityMove[] {
  if (status === 'draft') return ['edit', 'delete', 'submit'];
  if (status === 'pending') return ['approve', 'return'];
  return [];
}

export const RETURN_PUBLICITY_FIELDS = {
  reviewOpinion: Type.String({ title: '审核意见', minLength: 1, maxLength: PUBLICITY_LIMITS.opinionMax }),
};
