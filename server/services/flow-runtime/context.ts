import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { BizError, Code, badRequest, conflict, forbidden, notFound } from '../../http/envelope';

/** The person making a move: always the session user on the server (the seed names its demo people). */
export interface Actor {
  userId: string;
  name: string;
  unitId: string;
}

/** Time and ids of one move; the runtime uses the clock and random ids, the demo seed fixed ones. */
export interface Clock {
  now: Date;
  newId(kind: 'work' | 'task' | 'circulation' | 'notice'): string;
}

export const runtimeClock = (): Clock => ({ now: new Date(), newId: () => randomUUID() });

/** A transaction handle typed as the database (both drivers' transactions answer the same queries). */
export const asDb = (tx: unknown) => tx as Db;

/** The Chinese messages of the runtime calls, in one place for the API document and the tests. */
export const FlowMessages = {
  notAllowed: '当前状态不允许该操作',
  notAssignee: '您不是当前办理人',
  notRevocable: '只有发送人可以撤回，且须在接收人办理之前',
  stale: '该事项已被他人处理，请刷新后重试',
  notFound: '流程事项不存在',
  noOpinion: '审批意见不能为空',
  noReceiver: '请选择办理人',
  badReceiver: '所选办理人不在该步骤的可选范围内',
  noDefinition: (name: string) => `业务类型“${name}”没有启用的审批流程`,
  unknownBusiType: (code: string) => `业务类型${code}不存在`,
  noView: '您无权查看该流程事项',
} as const;

export const staleError = () => conflict(FlowMessages.stale);
export const refused = (msg: string = FlowMessages.notAllowed) => new BizError(Code.CONFLICT, msg);
export const workNotFound = () => notFound(FlowMessages.notFound);
export const cannotView = () => forbidden(FlowMessages.noView);
export { badRequest };
