/**
 * The moves of a complaint: 预处理 (forward to a brigade or reject), 发送核查 (an inspection task with source
 * 'complaint'), 核查记录 (a short verification), 回复 and the complainant's 评价. Each in one transaction with the
 * statistics facts and the notices it writes; the notices are published once it commits.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Static, TObject, TProperties } from '@sinclair/typebox';
import { COMPLAINT_REVIEW_SERVICE, COMPLAINT_URGENT_VERIFY_WORKING_DAYS, COMPLAINT_VERIFY_WORKING_DAYS } from '../../../src/constants/complaints';
import { preHandleProblem, type PRE_HANDLE_FIELDS, type REPLY_FIELDS, type REVIEW_FIELDS, type SEND_VERIFY_FIELDS, type VERIFY_RECORD_FIELDS } from '../../../src/shared/complaint-inputs';
import { factChannel, isUrgent } from '../../../src/shared/complaint-rules';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../../db/client';
import { complaintReports as c, organizations } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { publishNotices } from '../../notice/publisher';
import type { NoticeEvent } from '../../notice/bus';
import { asDb } from '../flow-runtime/context';
import { scopeOf } from '../org-scope';
import { saveServiceReviewFact } from '../statistics/fact-writes';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { workingDeadline } from '../working-days';
import { lockedComplaint, type Complaint } from './access';
import { writeComplaintFact } from './fact';
import { complaintNotices, peopleOf } from './notify';

type Key = { id: string; version: number };
type Body<F extends TProperties> = Static<TObject<F>> & Key;
export type PreHandleInput = Body<typeof PRE_HANDLE_FIELDS>;
export type SendVerifyInput = Body<typeof SEND_VERIFY_FIELDS>;
export type VerifyRecordInput = Body<typeof VERIFY_RECORD_FIELDS>;
export type ReplyInput = Body<typeof REPLY_FIELDS>;
export type ReviewInput = Body<typeof REVIEW_FIELDS>;

/** Runs a move in a transaction, then publishes the notices it wrote. */
async function run(db: Db, work: (tx: Db, events: NoticeEvent[]) => Promise<void>): Promise<void> {
  const events: NoticeEvent[] = [];
  await db.transaction(async (tr) => work(asDb(tr), events));
  await publishNotices(events);
}

const stamp = (row: Complaint, now: Date) => ({ updatedAt: now, version: row.version + 1 });

/** The brigade a complaint is forwarded to: a live brigade (大队) of the caller's unit or below. */
async function brigadeProblem(tx: Db, user: SessionUser, organId: string): Promise<string | null> {
  const [organ] = await tx.select({ level: organizations.level }).from(organizations).where(and(eq(organizations.id, organId), eq(organizations.deleted, false)));
  if (!organ || organ.level !== 3) return '转办大队须是消防救援大队';
  const scope = await scopeOf(tx, user);
  return scope && !scope.includes(organId) ? '转办大队须是本单位或下级单位的大队' : null;
}

/** 预处理: forwarded to the brigade of its district (due in working days, its staff told) or rejected with a reason. */
/** `newId` names the notices written (the demo seed passes fixed ids). */
export async function preHandle(db: Db, user: SessionUser, input: PreHandleInput, now = new Date(), newId: () => string = randomUUID): Promise<void> {
  const problem = preHandleProblem(input);
  if (problem) throw badRequest(problem.message);
  await run(db, async (tx, events) => {
    const row = await lockedComplaint(tx, user, input.id, input.version, 'preHandle');
    const handled = { handleNote: input.handleNote?.trim() || null, handledBy: user.userId, handledAt: now, ...stamp(row, now) };
    if (input.decision === 'reject') {
      await tx.update(c).set({ ...handled, status: 'rejected', closedAt: now }).where(eq(c.id, row.id));
    } else {
      const organId = input.organId!.trim();
      const brigade = await brigadeProblem(tx, user, organId);
      if (brigade) throw badRequest(brigade);
      const dueDate = await workingDeadline(tx, now, isUrgent(row.category) ? COMPLAINT_URGENT_VERIFY_WORKING_DAYS : COMPLAINT_VERIFY_WORKING_DAYS);
      await tx.update(c).set({ ...handled, status: 'forwarded', organId, dueDate }).where(eq(c.id, row.id));
      events.push(...(await complaintNotices(tx, row, await peopleOf(tx, organId), 'xfNotDeal', `投诉举报待核查：${row.placeName}`, `${row.address}的投诉举报已转贵单位核查，请于${dueDate}前核查。`, user.userId, now, newId)));
    }
    await writeComplaintFact(tx, row.id);
  });
}

/** 发送核查: an inspection task of the complaint's brigade (two officers, due date), linked back to the complaint. */
export async function sendVerification(db: Db, user: SessionUser, input: SendVerifyInput, now = new Date()): Promise<string> {
  if (input.endDate < chinaDateOf(now)) throw badRequest('截止日期不能早于今天');
  let taskId = '';
  await run(db, async (tx) => {
    const row = await lockedComplaint(tx, user, input.id, input.version, 'send');
    const task = await dispatchTaskFrom(tx, user, {
      companyId: input.companyId, taskClassification: 'inspection', source: 'complaint', agentId: input.agentId, assistantHandlerId: input.assistantHandlerId,
      endDate: input.endDate, remark: `举报投诉核查：${row.content}`.slice(0, 500), organId: row.organId,
    } as never, row.id);
    taskId = task.id;
    await tx.update(c).set({ status: 'verifying', verifyTaskId: task.id, ...stamp(row, now) }).where(eq(c.id, row.id));
    await writeComplaintFact(tx, row.id);
  });
  return taskId;
}

async function verified(tx: Db, row: Complaint, finding: boolean, note: string, by: string, now: Date, newId: () => string): Promise<NoticeEvent[]> {
  await tx.update(c).set({ status: 'verified', finding, verifyNote: note, verifiedBy: by, verifiedAt: now, ...stamp(row, now) }).where(eq(c.id, row.id));
  await writeComplaintFact(tx, row.id);
  const result = finding ? '情况属实' : '情况不属实';
  return complaintNotices(tx, row, [row.createdBy], 'notDealwith', `投诉举报已核查，待回复：${row.placeName}`, `${row.address}的投诉举报核查完毕（${result}），请回复投诉人${row.callerName}。`, by, now, newId);
}

/** 核查记录 without an inspection: the finding and what was seen. */
export async function recordVerification(db: Db, user: SessionUser, input: VerifyRecordInput, now = new Date(), newId: () => string = randomUUID): Promise<void> {
  await run(db, async (tx, events) => {
    const row = await lockedComplaint(tx, user, input.id, input.version, 'verify');
    events.push(...(await verified(tx, row, input.finding, input.verifyNote.trim(), user.userId, now, newId)));
  });
}

/**
 * The verification task of a complaint was checked (inside the check record's transaction): the complaint is
 * verified with the task's finding (true when the check found hazards or was not qualified).
 */
export async function complaintTaskChecked(
  tx: Db, task: { id: string; checkResult: string | null; hazards: readonly { description: string }[]; checkRemark: string | null; agentId: string }, now: Date, newId: () => string = randomUUID,
): Promise<NoticeEvent[]> {
  const [row] = await tx.select().from(c).where(and(eq(c.verifyTaskId, task.id), eq(c.status, 'verifying'), eq(c.deleted, false))).for('update');
  if (!row) return [];
  const finding = task.checkResult !== 'qualified' || task.hazards.length > 0;
  const note = task.checkRemark?.trim() || (task.hazards.length ? task.hazards.map((h) => h.description).join('；') : '现场检查合格，未发现投诉所述问题');
  return verified(tx, row, finding, note.slice(0, 1000), task.agentId, now, newId);
}

/** 回复: the answer given to the complainant. */
export async function replyComplaint(db: Db, user: SessionUser, input: ReplyInput, now = new Date()): Promise<void> {
  await run(db, async (tx) => {
    const row = await lockedComplaint(tx, user, input.id, input.version, 'reply');
    await tx.update(c).set({ status: 'replied', reply: input.reply.trim(), repliedBy: user.userId, repliedAt: now, ...stamp(row, now) }).where(eq(c.id, row.id));
    await writeComplaintFact(tx, row.id);
  });
}

/** 评价: the complainant's review closes the complaint and writes its 好差评 fact. */
export async function reviewComplaint(db: Db, user: SessionUser, input: ReviewInput, now = new Date()): Promise<void> {
  await run(db, async (tx) => {
    const row = await lockedComplaint(tx, user, input.id, input.version, 'review');
    await tx.update(c).set({ status: 'closed', satisfaction: input.satisfaction, reviewNote: input.reviewNote?.trim() || null, closedAt: now, ...stamp(row, now) }).where(eq(c.id, row.id));
    await writeComplaintFact(tx, row.id);
    await saveServiceReviewFact(tx, {
      id: `sr-${row.id}`, organId: row.organId, userId: row.verifiedBy, service: COMPLAINT_REVIEW_SERVICE, score: input.satisfaction,
      problem: input.satisfaction <= 2 ? '办事效率低' : null, channel: factChannel(row.channel), createdAt: now,
    });
  });
}
