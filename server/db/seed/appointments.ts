/**
 * The demo bookings of 福田大队 (预约受理 8200), registered and handled through the appointment services: two
 * waiting, a guidance visit accepted (a public service counted), a re-inspection refused, a large event waiting.
 */
import { asc, eq } from 'drizzle-orm';
import { appointment } from '../../entities/appointment.entity';
import type { SessionUser } from '../../http/route';
import { handleAppointment } from '../../services/appointments/handle';
import { subordinateOrganIds } from '../../services/org-scope';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { appointments, societyCompanies, users } from '../schema';
import { DAY_MS } from './constants';

type Booking = { kind: string; channel: string; applicant: string; phone: string; days: number; content: string; decide?: 'accept' | 'refuse' };

const BOOKINGS: Booking[] = [
  { kind: 'inspection', channel: 'wechat', applicant: '周经理', phone: '13902345678', days: 6, content: '新装修完成，申请消防救援机构上门开展监督检查。' },
  { kind: 'training', channel: 'app', applicant: '吴主任', phone: '13711112222', days: 10, content: '员工约80人，申请开展消防安全培训和疏散演练指导。' },
  { kind: 'guidance', channel: 'offline', applicant: '郑老师', phone: '0755-83334444', days: 4, content: '学校新建实验楼，申请指导消防设施维护管理。', decide: 'accept' },
  { kind: 'reinspection', channel: 'other', applicant: '孙店长', phone: '13600001111', days: 3, content: '已整改完毕，申请复查。', decide: 'refuse' },
  { kind: 'event', channel: 'wechat', applicant: '林女士', phone: '13533334444', days: 20, content: '元旦迎新游园活动，预计3000人参加，申请活动前安全检查。' },
];

export async function seedAppointments(db: Db, anchor: Date): Promise<void> {
  const [dadui] = await db.select().from(users).where(eq(users.account, 'dadui'));
  if (!dadui) return;
  const me: SessionUser = { userId: dadui.id, userCode: dadui.account, name: dadui.name, unitId: dadui.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
  const scope = await subordinateOrganIds(db, dadui.organId);
  const units = (await db.select({ id: societyCompanies.id, organId: societyCompanies.organId }).from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)))
    .filter((u) => scope.includes(u.organId))
    .slice(-BOOKINGS.length);
  if (units.length < BOOKINGS.length) return;
  const day = (n: number) => chinaDateOf(new Date(anchor.getTime() + n * DAY_MS));
  for (const [i, b] of BOOKINGS.entries()) {
    const made = await appointment.ops.add(db, me, { kind: b.kind, channel: b.channel, companyId: units[i].id, applicant: b.applicant, phone: b.phone, preferredDate: day(b.days), content: b.content });
    // The kit names a record by a random id at the current time: fixed ids and times, so a second seed writes the same rows.
    const id = `ap-demo-${String(i + 1).padStart(2, '0')}`;
    const at = new Date(anchor.getTime() - (i + 1) * DAY_MS);
    await db.update(appointments).set({ id, createdAt: at, updatedAt: at }).where(eq(appointments.id, made.id));
    if (!b.decide) continue;
    const handledAt = new Date(at.getTime() + 3_600_000);
    let n = 0;
    const decision = b.decide === 'accept' ? { accept: true, appointedDate: day(b.days), handlerId: dadui.id } : { accept: false, refuseReason: '原责令限期改正通知书的改正期限未届满，请期限届满前再申请复查。' };
    await handleAppointment(db, me, { id, version: made.version, ...decision }, handledAt, () => `notice-${id}-${++n}`);
  }
}
