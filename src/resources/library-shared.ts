/**
 * What the regulation library (guifanku) and the case library (anliku) share: the review moves, each
 * shown on a row only when the server allows it (`row.allows`).
 */
import type { DocumentNode } from 'graphql';
import type { ActionDef, ActionInput, Option } from './types';

/** Approving may carry an opinion; returning must (the server refuses a return without one). */
const REVIEW_OPINION = { label: '审核意见', maxLength: 500 } as const;
const RETURN_OPINION = { label: '退回意见', required: true, maxLength: 500 } as const;

type Versioned = { id: string; version: number };
const versioned = (rows: Versioned[]) => ({ input: { id: rows[0].id, version: rows[0].version } });
const reviewed = (rows: Versioned[], input: ActionInput) => ({ input: { id: rows[0].id, version: rows[0].version, comment: input.comment ?? null } });

export interface ReviewDocuments {
  send: DocumentNode;
  approve: DocumentNode;
  reject: DocumentNode;
  withdraw: DocumentNode;
}

/** 送审, 审核通过, 退回, 撤回 of one library; `noun` words the confirmations (确定送审该案例吗?). */
export function reviewActions<Row extends Versioned>(buttons: Record<string, number>, noun: string, docs: ReviewDocuments): ActionDef<Row>[] {
  return [
    { key: 'send', label: '送审', scope: 'row', buttonId: buttons.send, confirm: `确定送审该${noun}吗?`, allow: 'send', document: docs.send, variables: (rows) => versioned(rows) },
    { key: 'approve', label: '审核通过', scope: 'row', buttonId: buttons.send, confirm: `确定审核通过该${noun}吗?`, prompt: REVIEW_OPINION, allow: 'approve', document: docs.approve, variables: (rows, input) => reviewed(rows, input) },
    { key: 'reject', label: '退回', scope: 'row', buttonId: buttons.send, confirm: `确定退回该${noun}吗?`, prompt: RETURN_OPINION, allow: 'reject', document: docs.reject, variables: (rows, input) => reviewed(rows, input) },
    { key: 'withdraw', label: '撤回', scope: 'row', buttonId: buttons.withdraw, confirm: `确定撤回该${noun}吗?`, allow: 'withdraw', document: docs.withdraw, variables: (rows) => versioned(rows) },
  ];
}

export const optionsOf = (labels: readonly string[]): readonly Option[] => labels.map((label) => ({ value: label, label }));
