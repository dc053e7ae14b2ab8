/** What the people a move concerns are told (titles and contents of the flow notices). */
import { FLOW_MOVE_NAMES } from '../../../src/constants/flow-runtime';
import type { FlowMove, FlowPhase } from '../../../src/machines/approval-flow/types';
import type { flowWorks } from '../../db/schema';
import type { NoticeDraft } from './records';

type Work = typeof flowWorks.$inferSelect;

/** How a finished work ended, as its starter is told. */
const FINISHED: Partial<Record<FlowPhase, string>> = { approved: '已审批通过', rejected: '未通过审批，请修改后重新提交', closed: '已终止' };

const withOpinion = (text: string, opinion: string | null) => (opinion ? `${text}意见：${opinion}` : text);

export interface MoveOutcome {
  work: Work;
  move: FlowMove;
  actorId: string;
  actorName: string;
  opinion: string | null;
  phase: FlowPhase;
  stepName: string | null;
  /** The person who now holds the work and the task opened for them. */
  receiver: { userId: string; taskId: string } | null;
  /** Receivers whose pending task the move cancelled (a revoke). */
  withdrawnFrom: string[];
}

/** One notice for every person who now has work, who lost it, or whose own work finished; never to the actor. */
export function noticeDrafts(o: MoveOutcome): NoticeDraft[] {
  const { work } = o;
  const subject = `${work.busiTypeName}“${work.title}”`;
  const drafts: NoticeDraft[] = [];
  if (o.receiver && o.receiver.userId !== o.actorId) {
    drafts.push({
      receiverId: o.receiver.userId,
      title: `您有一条${work.busiTypeName}待办：${work.title}`,
      content: withOpinion(`${o.actorName}${FLOW_MOVE_NAMES[o.move]}，请在“${o.stepName ?? ''}”环节办理。`, o.opinion),
      taskId: o.receiver.taskId,
      hasNextTask: true,
    });
  }
  for (const userId of o.withdrawnFrom) {
    if (userId === o.actorId) continue;
    drafts.push({ receiverId: userId, title: `${subject}已被撤回`, content: `${o.actorName}撤回了该事项，您无需再办理。`, taskId: null, hasNextTask: false });
  }
  const outcome = FINISHED[o.phase];
  if (outcome && work.starterId !== o.actorId) {
    drafts.push({ receiverId: work.starterId, title: `您发起的${subject}${outcome}`, content: withOpinion(`${o.actorName}${FLOW_MOVE_NAMES[o.move]}。`, o.opinion), taskId: null, hasNextTask: false });
  }
  return drafts;
}
