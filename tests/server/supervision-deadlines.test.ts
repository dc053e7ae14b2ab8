/**
 * Inspection tasks against a set clock: the 限期改正 deadline in working days over a holiday, notice numbers
 * without gaps under concurrent issuing, overdue detection and the re-inspection a passed deadline creates,
 * and the check's statistics fact rolled back with the check.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { calendarPeriods, notices, rectifyNotices, supervisionTasks, users } from '../../server/db/schema';
import type { SessionUser } from '../../server/http/route';
import { supervisionTask } from '../../server/entities/supervision-task.entity';
import { recordCheck } from '../../server/services/supervision/check-record';
import { scanOverdue } from '../../server/services/supervision/overdue';
import { issueDeadlineNotice } from '../../server/services/supervision/rectify-notices';
import { acceptTask } from '../../server/services/supervision/task-moves';
import { taskChain } from '../../server/services/supervision/task-chain';
import { openTestApp, type TestApp } from '../helpers/app';
import { factOf, supervisionPeople, type TaskRow } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let me: SessionUser;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  me = { userId: p.dadui.id, userCode: 'dadui', name: 'dadui', unitId: p.dadui.organId, sessionId: 'test', grants: new Set(), isAdmin: false };
  // 国庆 2030: 1–7 October off, Sunday 29 September worked.
  await t.db.insert(calendarPeriods).values([
    { id: 'cal-test-off', name: '国庆节', kind: 1, startDate: '2030-10-01', endDate: '2030-10-07' },
    { id: 'cal-test-worked', name: '国庆调休', kind: 2, startDate: '2030-09-29', endDate: '2030-09-29' },
  ]);
});
afterAll(async () => {
  await t.close();
});

/** 10:00 in China on a date. */
const at = (date: string) => new Date(`${date}T02:00:00Z`);
const ITEMS = [{ item: '疏散通道是否畅通', passed: false, finding: '堆放货物' }];
const HAZARDS = [{ description: '疏散通道堆放货物', level: 'general' as const }];

async function acceptedTask(endDate = '2099-12-31'): Promise<TaskRow> {
  const added = await supervisionTask.ops.add(t.db, me, { companyId: p.company.id, taskClassification: 'inspection', source: 'plan', agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate } as never);
  return acceptTask(t.db, me, added);
}
async function checkedTask(result: 'deadline' | 'immediate', checkDate: string): Promise<TaskRow> {
  const task = await acceptedTask();
  return recordCheck(t.db, me, { id: task.id, version: task.version, checkDate, checkItems: ITEMS, hazards: HAZARDS, checkResult: result, causeId: 'cc-1', unitSigner: '王经理' }, at(checkDate));
}

describe('inspection deadlines and notices', () => {
  it('counts the 限期改正 deadline in working days across a holiday', async () => {
    const task = await checkedTask('deadline', '2030-09-30');
    const served = await issueDeadlineNotice(t.db, me, { id: task.id, version: task.version, rectifyWorkingDays: 3 }, at('2030-09-30'));
    // Without the calendar it would be 2030-10-03; the holiday moves it past 1–7 October.
    expect(served.rectifyDeadline).toBe('2030-10-10');
  });

  it('numbers notices issued at once without gaps or repeats', async () => {
    const year = '2031';
    const checked = [];
    for (let i = 0; i < 6; i += 1) checked.push(await checkedTask('deadline', `${year}-01-06`));
    const stale = checked[0];
    const results = await Promise.allSettled([
      ...checked.map((task) => issueDeadlineNotice(t.db, me, { id: task.id, version: task.version, rectifyWorkingDays: 5 }, at(`${year}-01-06`))),
      issueDeadlineNotice(t.db, me, { id: stale.id, version: stale.version, rectifyWorkingDays: 5 }, at(`${year}-01-06`)),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const numbers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.deadlineNoticeNumber] : []));
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `深消限字〔${year}〕${n}号`).sort());
  });

  it('rolls the check back with its fact and its notice number when a later write fails', async () => {
    const task = await acceptedTask();
    await t.pglite.exec(`create function refuse_notice() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$;
      create trigger refuse_notice before insert on rectify_notices for each row execute function refuse_notice();`);
    await expect(recordCheck(t.db, me, { id: task.id, version: task.version, checkDate: '2032-01-05', checkItems: ITEMS, hazards: HAZARDS, checkResult: 'immediate', causeId: 'cc-1', unitSigner: '王经理' }, at('2032-01-05'))).rejects.toThrow();
    await t.pglite.exec('drop trigger refuse_notice on rectify_notices; drop function refuse_notice();');
    const [stored] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, task.id));
    expect(stored).toMatchObject({ status: 'accepted', checkResult: null, version: task.version });
    expect(await factOf(t, task.id)).toMatchObject({ status: 'pending', result: null, checkedAt: null });
    const checked = await recordCheck(t.db, me, { id: task.id, version: task.version, checkDate: '2032-01-05', checkItems: ITEMS, hazards: HAZARDS, checkResult: 'immediate', causeId: 'cc-1', unitSigner: '王经理' }, at('2032-01-05'));
    expect(checked.immediateNoticeNumber).toBe('深消立改字〔2032〕1号');
    expect(await factOf(t, task.id)).toMatchObject({ status: 'done', result: 'unqualified', hazards: 1 });
  });

  it('marks a task not checked by its due date overdue, by the clock given, and notifies its officers and leaders once', async () => {
    const task = await acceptedTask('2033-03-01');
    await scanOverdue(t.db, at('2033-03-01'));
    expect((await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, task.id)))[0].overdue).toBe(false);
    expect((await factOf(t, task.id)).status).toBe('pending');
    expect((await scanOverdue(t.db, at('2033-03-02'))).overdueTasks).toBeGreaterThanOrEqual(1);
    const [stored] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, task.id));
    expect(stored.overdue).toBe(true);
    expect((await factOf(t, task.id)).status).toBe('overdue');
    const told = await t.db.select({ receiverId: notices.receiverId }).from(notices).where(eq(notices.taskId, task.id));
    const leaders = await t.db.select({ id: users.id }).from(users).where(and(eq(users.organId, p.dadui.organId), eq(users.leader, true), eq(users.deleted, false)));
    expect(leaders.length).toBeGreaterThan(0);
    expect(told.map((n) => n.receiverId).sort()).toEqual([...new Set([p.dadui.id, p.mate.id, ...leaders.map((l) => l.id)])].sort());
    await scanOverdue(t.db, at('2033-03-03'));
    expect(await t.db.select().from(notices).where(eq(notices.taskId, task.id))).toHaveLength(told.length);
  });

  it('marks a 限期改正 check whose notice was not served within 3 working days', async () => {
    const task = await checkedTask('deadline', '2034-05-08'); // a Monday: served by Thursday 11 May
    await scanOverdue(t.db, at('2034-05-11'));
    expect((await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, task.id)))[0].overdue).toBe(false);
    expect((await scanOverdue(t.db, at('2034-05-12'))).lateNotices).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, task.id)))[0].overdue).toBe(true);
  });

  it('creates the re-inspection once the 限期改正 deadline has passed, once', async () => {
    const task = await checkedTask('deadline', '2035-04-02');
    const served = await issueDeadlineNotice(t.db, me, { id: task.id, version: task.version, rectifyWorkingDays: 2 }, at('2035-04-02'));
    expect(served.rectifyDeadline).toBe('2035-04-04');
    expect((await scanOverdue(t.db, at('2035-04-04'))).reinspections).toHaveLength(0);
    const { reinspections } = await scanOverdue(t.db, at('2035-04-05'));
    const [notice] = await t.db.select().from(rectifyNotices).where(eq(rectifyNotices.taskId, task.id));
    expect(reinspections).toContain(notice.reinspectionTaskId);
    const [follow] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, notice.reinspectionTaskId!));
    // 5 April 2035 is a Thursday: three working days later is Tuesday 10 April.
    expect(follow).toMatchObject({ parentTaskId: task.id, source: 'reinspection', taskClassification: 'rectifyReview', status: 'dispatched', agentId: p.dadui.id, assistantHandlerId: p.mate.id, companyId: task.companyId, endDate: '2035-04-10' });
    expect(await factOf(t, follow.id)).toMatchObject({ source: 'reinspection', status: 'pending' });
    expect((await scanOverdue(t.db, at('2035-04-06'))).reinspections).toHaveLength(0);
    expect(await t.db.select().from(supervisionTasks).where(inArray(supervisionTasks.parentTaskId, [task.id]))).toHaveLength(1);
    // One chain: from the re-inspection the timeline shows where it came from and what followed, in time order.
    const chain = await taskChain(t.db, me, follow.id);
    expect(chain.map((e) => [e.taskId, e.kind])).toEqual([[task.id, 'source'], [task.id, 'record'], [task.id, 'notice'], [follow.id, 'source']]);
    expect(chain[2].detail).toBe(`${served.deadlineNoticeNumber}，改正期限2035-04-04`);
    expect(await taskChain(t.db, me, task.id)).toEqual(chain);
  });
});
