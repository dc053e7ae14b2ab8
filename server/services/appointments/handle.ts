/**
 * 办理预约: accept a booking with the agreed date and its officers, or refuse it with a reason. An accepted
 * 复查 / 大型活动 / 监督检查 dispatches the inspection task that does the visit (linked both ways), an accepted
 * 培训 plans the training session (培训任务 8400); every
 * accepted booking is a public service served (公共服务统计 10500); the officers are told. All or nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { appointments as a, notices } from '../../db/schema';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { appointment, type AppointmentRow } from '../../entities/appointment.entity';
import { decisionProblem, VISIT_TASK, type AppointmentKind, type HandleDecision } from '../../../src/shared/appointment-rules';
import { chinaDateOf } from '../../../src/shared/working-days';
import { optionLabel, APPOINTMENT_KIND_OPTIONS } from '../../../src/constants/options';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { asDb } from '../flow-runtime/context';
import { scopeOf } from '../org-scope';
import { savePublicServiceFact } from '../statistics/fact-writes';
import { brigadeOfficers } from '../supervision/pickers';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { planTrainingFrom } from '../training/from-appointment';

export type HandleInput = HandleDecision & { id: string; version: number };

export async function handleAppointment(db: Db, user: SessionUser, input: HandleInput, now = new Date(), newId: () => string = randomUUID): Promise<AppointmentRow> {
  const events: NoticeEvent[] = [];
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const [row] = await tx.select().from(a).where(and(eq(a.id, input.id), eq(a.deleted, false))).for('update');
    if (!row) throw notFound('预约不存在或已被删除');
    const scope = await scopeOf(tx, user);
    if (scope && !scope.includes(row.organId)) throw forbidden('只能办理本单位及下级单位受理的预约');
    if (row.version !== input.version) throw conflict();
    if (row.status !== 'pending') throw conflict('该预约已办理');
    const problem = decisionProblem(row.kind, input, chinaDateOf(now));
    if (problem) throw badRequest(problem);
    const stamp = { handledAt: now, updatedAt: now, version: row.version + 1 };
    if (!input.accept) {
      await tx.update(a).set({ ...stamp, status: 'refused', refuseReason: input.refuseReason!.trim() }).where(eq(a.id, row.id));
      return;
    }
    const officers = await brigadeOfficers(tx, user, row.organId);
    if (!officers.some((o) => o.userId === input.handlerId)) throw badRequest('承办人须是受理单位的执法人员');
    const visit = VISIT_TASK[row.kind as AppointmentKind];
    const task = visit
      ? await dispatchTaskFrom(tx, user, {
          companyId: row.companyId, taskClassification: visit.taskClassification, source: visit.source, agentId: input.handlerId!, assistantHandlerId: input.assistantId!,
          endDate: input.appointedDate!, organId: row.organId, remark: `预约受理：${row.content}`.slice(0, 500),
        } as never, row.id)
      : null;
    await tx
      .update(a)
      .set({ ...stamp, status: 'accepted', appointedDate: input.appointedDate, handlerId: input.handlerId, assistantId: visit ? input.assistantId : null, taskId: task?.id ?? null })
      .where(eq(a.id, row.id));
    if (row.kind === 'training') await planTrainingFrom(tx, user, row, input.appointedDate!, now);
    // A training is counted when it is held (培训登记); the booking itself is an appointment served.
    await savePublicServiceFact(tx, {
      id: `appointment-${row.id}`, organId: row.organId, kind: 'appointment', channel: row.channel as 'app',
      title: `${optionLabel(APPOINTMENT_KIND_OPTIONS, row.kind)}预约：${row.unitName}`, participants: 1, occurredAt: now,
    });
    const receivers = [input.handlerId!, ...(visit ? [input.assistantId!] : [])];
    const title = `预约${optionLabel(APPOINTMENT_KIND_OPTIONS, row.kind)}：${row.unitName}`;
    const content = `${row.unitName}（${row.address}）预约${optionLabel(APPOINTMENT_KIND_OPTIONS, row.kind)}，约定${input.appointedDate}，联系人${row.applicant} ${row.phone}。`;
    const rows = receivers.map((receiverId) => ({
      id: newId(), receiverId, senderId: user.userId, title, content, category: 'supervision', templateCategory: 'task', busiTypeCode: 'yysl', busiTypeName: '预约受理',
      taskId: task?.id ?? null, busiInstId: row.id, payload: { appointmentId: row.id, taskId: task?.id ?? null }, visited: false, createdAt: now,
    }));
    await tx.insert(notices).values(rows);
    events.push(...rows.map((r): NoticeEvent => ({ ...r, createdAt: now.toISOString() })));
  });
  await publishNotices(events);
  return appointment.ops.detail(db, user, input.id);
}
