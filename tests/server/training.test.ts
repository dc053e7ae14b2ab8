/** 培训任务 (8400): planned (by hand or from an accepted 培训 booking) → held with attendance → closed; or cancelled. */
import { asc, eq, ne } from 'drizzle-orm';
import { publicServices, societyCompanies, trainingSessions } from '../../server/db/schema';
import type { AppointmentRow } from '../../server/entities/appointment.entity';
import type { TrainingSessionRow } from '../../server/entities/training-session.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { supervisionPeople } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
let second: string;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
  [{ id: second }] = await t.db.select({ id: societyCompanies.id }).from(societyCompanies).where(ne(societyCompanies.id, p.company.id)).orderBy(asc(societyCompanies.id)).limit(1);
}, 120_000);
afterAll(() => t?.close());

const plan = (extra: Record<string, unknown> = {}, token = p.dadui.token) =>
  t.call<TrainingSessionRow>('POST', '/training/add', {
    token,
    body: { topic: '消防安全“四个能力”培训', trainingDate: '2099-06-01', startTime: '14:30', place: '福田消防大队三楼会议室', content: '灭火器使用与疏散演练', unitIds: [p.company.id, second], materialIds: [], ...extra },
  });
const move = (url: string, row: { id: string; version: number }, body: Record<string, unknown> = {}, token = p.dadui.token) =>
  t.call<TrainingSessionRow>('POST', `/training/${url}`, { token, body: { id: row.id, version: row.version, ...body } });

describe('training sessions (培训任务)', () => {
  it('plans a session for units of the library, refusing bad input', async () => {
    const env = await plan();
    expect(env.msg).toBe('操作成功');
    expect(env.data).toMatchObject({ status: 'planned', organId: p.dadui.organId, units: [{ id: p.company.id, name: p.company.name }, { id: second }], attendeeTotal: 0 });
    expect(env.data.allows).toEqual(expect.arrayContaining(['edit', 'delete', 'hold', 'cancel']));
    expect((await plan({ unitIds: [] })).msg).toContain('参训单位');
    expect((await plan({ unitIds: ['no-such-unit'] })).msg).toBe('参训单位不存在或已被删除');
    expect((await plan({ startTime: '25:00' })).msg).toBe('开始时间应为HH:mm格式的时间');
    expect((await plan({ materialIds: ['no-such-file'] })).msg).toBe('培训材料不存在，请重新上传');
    expect((await plan({ topic: '' })).code).toBe(400);
  });

  it('holds it with every invited unit’s attendance, counts the service, then closes it', async () => {
    const row = (await plan()).data;
    expect((await move('hold', row, { attendance: [{ companyId: p.company.id, attendees: 30 }] })).msg).toBe('请登记每个参训单位的签到人数');
    expect((await move('hold', row, { attendance: [{ companyId: p.company.id, attendees: 0 }, { companyId: second, attendees: 0 }] })).msg).toBe('参训人数合计须大于0');
    expect((await move('hold', row, { attendance: [{ companyId: p.company.id, attendees: 3 }, { companyId: 'x', attendees: 1 }] })).msg).toBe('签到单位须是受邀参训单位');
    expect((await move('hold', row, { attendance: [{ companyId: p.company.id, attendees: -1 }, { companyId: second, attendees: 1 }] })).code).toBe(400);
    const held = await move('hold', row, { attendance: [{ companyId: p.company.id, attendees: 30 }, { companyId: second, attendees: 12 }] });
    expect(held.msg).toBe('操作成功');
    expect(held.data).toMatchObject({ status: 'held', attendeeTotal: 42, allows: ['close'] });
    const [fact] = await t.db.select().from(publicServices).where(eq(publicServices.id, `training-${row.id}`));
    expect(fact).toMatchObject({ kind: 'training', channel: 'offline', participants: 42, organId: p.dadui.organId });
    expect((await t.call('POST', '/training/update', { token: p.dadui.token, body: { ...row, version: held.data.version } })).msg).toBe('已培训或已取消的培训任务不能修改');
    expect((await move('cancel', held.data, { cancelReason: '晚了' })).msg).toBe('只有待培训的任务可以取消');
    const closed = await move('close', held.data);
    expect(closed.data).toMatchObject({ status: 'closed', allows: [] });
    expect((await t.call('POST', '/training/delete', { token: p.dadui.token, body: { ids: [row.id] } })).msg).toBe('只能删除待培训的培训任务');
  });

  it('cancels a planned session with a reason and writes no fact', async () => {
    const row = (await plan()).data;
    expect((await move('cancel', row, { cancelReason: '' })).code).toBe(400);
    const env = await move('cancel', row, { cancelReason: '参训单位停业整顿' });
    expect(env.data).toMatchObject({ status: 'cancelled', cancelReason: '参训单位停业整顿', allows: [] });
    expect(await t.db.select().from(publicServices).where(eq(publicServices.id, `training-${row.id}`))).toEqual([]);
    expect((await move('close', env.data)).msg).toBe('只有已培训的任务可以办结');
  });

  it('answers 409 on a stale version, 403 outside the brigade or without the grant', async () => {
    const row = (await plan()).data;
    expect((await move('close', { ...row, version: row.version + 1 })).code).toBe(409);
    const other = await t.login('paichusuo');
    expect((await move('cancel', row, { cancelReason: '越权' }, other)).code).toBe(403);
    expect((await t.call('GET', '/training/detail', { token: other, query: { id: row.id } })).code).toBe(403);
    const [still] = await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, row.id));
    expect(still.status).toBe('planned');
  });

  it('plans a session when a 培训 booking is accepted, linked to the booking', async () => {
    const booked = await t.call<AppointmentRow>('POST', '/appointment/add', {
      token: p.dadui.token, body: { kind: 'training', channel: 'app', companyId: p.company.id, applicant: '吴主任', phone: '13711112222', preferredDate: '2099-05-01', content: '员工培训' },
    });
    const env = await t.call<AppointmentRow>('POST', '/appointment/handle', { token: p.dadui.token, body: { id: booked.data.id, version: booked.data.version, accept: true, appointedDate: '2099-05-03', handlerId: p.dadui.id } });
    expect(env.data.status).toBe('accepted');
    const session = await t.call<TrainingSessionRow>('GET', '/training/detail', { token: p.dadui.token, query: { id: `tr-${booked.data.id}` } });
    expect(session.data).toMatchObject({ status: 'planned', trainingDate: '2099-05-03', startTime: '09:00', unitIds: [p.company.id], appointmentId: booked.data.id, organId: p.dadui.organId });
    const [fact] = await t.db.select().from(publicServices).where(eq(publicServices.id, `appointment-${booked.data.id}`));
    expect(fact.kind).toBe('appointment');
  });
});
