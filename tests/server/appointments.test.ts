/** 预约受理 (8200): bookings registered, accepted into the matching work or refused, all or nothing. */
import { asc, count, eq, like } from 'drizzle-orm';
import { appointments, notices, publicServices, supervisionTasks } from '../../server/db/schema';
import type { AppointmentRow } from '../../server/entities/appointment.entity';
import { openTestApp, type TestApp } from '../helpers/app';
import { supervisionPeople } from './support/supervision';

let t: TestApp;
let p: Awaited<ReturnType<typeof supervisionPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await supervisionPeople(t);
}, 120_000);
afterAll(() => t?.close());

const book = (kind: string, extra: Record<string, unknown> = {}) =>
  t.call<AppointmentRow>('POST', '/appointment/add', {
    token: p.dadui.token,
    body: { kind, channel: 'wechat', companyId: p.company.id, applicant: '王经理', phone: '13800138000', preferredDate: '2099-05-01', content: '申请上门检查', ...extra },
  });
const handle = (row: AppointmentRow, body: Record<string, unknown>, token = p.dadui.token) =>
  t.call<AppointmentRow>('POST', '/appointment/handle', { token, body: { id: row.id, version: row.version, ...body } });
const accept = { accept: true, appointedDate: '2099-05-02' };

describe('appointments (预约受理)', () => {
  it('has the demo bookings of 福田大队, handled through the services', async () => {
    const demo = await t.db.select().from(appointments).where(like(appointments.id, 'ap-demo-%')).orderBy(asc(appointments.id));
    expect(demo.map((d) => [d.kind, d.status])).toEqual([['inspection', 'pending'], ['training', 'pending'], ['guidance', 'accepted'], ['reinspection', 'refused'], ['event', 'pending']]);
    const [served] = await t.db.select().from(publicServices).where(eq(publicServices.id, 'appointment-ap-demo-03'));
    expect(served).toMatchObject({ kind: 'appointment', channel: 'offline', organId: p.dadui.organId });
  });

  it('registers a booking under the caller’s brigade with the unit from the library', async () => {
    const env = await book('inspection');
    expect(env.msg).toBe('操作成功');
    expect(env.data).toMatchObject({ status: 'pending', organId: p.dadui.organId, unitName: p.company.name, allows: expect.arrayContaining(['handle', 'edit', 'delete']) });
    expect((await book('inspection', { phone: 'abc' })).msg).toBe('联系电话格式不正确');
    expect((await book('party')).msg).toBe('预约事项取值不正确');
  });

  it('accepts an inspection booking: dispatches the task linked both ways, counts the service and tells both officers', async () => {
    const row = (await book('inspection')).data;
    const env = await handle(row, { ...accept, handlerId: p.dadui.id, assistantId: p.mate.id });
    expect(env.msg).toBe('操作成功');
    expect(env.data).toMatchObject({ status: 'accepted', appointedDate: '2099-05-02', handlerId: p.dadui.id, assistantId: p.mate.id, allows: ['task'] });
    const [task] = await t.db.select().from(supervisionTasks).where(eq(supervisionTasks.id, env.data.taskId!));
    expect(task).toMatchObject({ source: 'appointment', sourceRef: row.id, agentId: p.dadui.id, assistantHandlerId: p.mate.id, endDate: '2099-05-02', status: 'dispatched' });
    const [fact] = await t.db.select().from(publicServices).where(eq(publicServices.id, `appointment-${row.id}`));
    expect(fact).toMatchObject({ kind: 'appointment', channel: 'wechat', organId: p.dadui.organId });
    const told = await t.db.select({ receiverId: notices.receiverId }).from(notices).where(eq(notices.busiInstId, row.id));
    expect(told.map((n) => n.receiverId).sort()).toEqual([p.dadui.id, p.mate.id].sort());
    expect((await handle(env.data, { accept: false, refuseReason: '重复' })).msg).toBe('该预约已办理');
  });

  it('makes a re-inspection and a large-event check of the matching kinds; guidance needs one officer and no task', async () => {
    const re = (await handle((await book('reinspection')).data, { ...accept, handlerId: p.dadui.id, assistantId: p.mate.id })).data;
    const ev = (await handle((await book('event')).data, { ...accept, handlerId: p.dadui.id, assistantId: p.mate.id })).data;
    const tasks = await t.db.select().from(supervisionTasks);
    expect(tasks.find((x) => x.id === re.taskId)).toMatchObject({ source: 'reinspection', taskClassification: 'rectifyReview' });
    expect(tasks.find((x) => x.id === ev.taskId)).toMatchObject({ source: 'event', taskClassification: 'inspection' });
    const guide = (await handle((await book('guidance')).data, { ...accept, handlerId: p.dadui.id })).data;
    expect(guide).toMatchObject({ status: 'accepted', taskId: null, assistantId: null, allows: [] });
  });

  it('refuses with a reason, and a bad decision changes nothing', async () => {
    const row = (await book('training')).data;
    expect((await handle(row, { accept: false })).msg).toBe('不予受理理由不能为空');
    expect((await handle(row, { ...accept, handlerId: p.dadui.id, assistantId: p.dadui.id, appointedDate: '2000-01-01' })).msg).toBe('约定日期不能早于今天');
    const inspection = (await book('inspection')).data;
    const tasksBefore = (await t.db.select({ n: count() }).from(supervisionTasks))[0].n;
    expect((await handle(inspection, { ...accept, handlerId: p.dadui.id, assistantId: p.dadui.id })).msg).toBe('承办人与协办人不能是同一人');
    expect((await handle(inspection, { ...accept, handlerId: p.notOfficer.id, assistantId: p.mate.id })).msg).toBe('承办人须是受理单位的执法人员');
    expect((await t.db.select({ n: count() }).from(supervisionTasks))[0].n).toBe(tasksBefore);
    expect((await handle(row, { accept: true })).msg).toBe('约定日期不能为空');
    const env = await handle(row, { accept: false, refuseReason: '不属于本单位辖区' });
    expect(env.data).toMatchObject({ status: 'refused', refuseReason: '不属于本单位辖区', allows: [] });
    expect((await t.call('POST', '/appointment/delete', { token: p.dadui.token, body: { ids: [row.id] } })).msg).toBe('只能删除待处理的预约');
  });

  it('answers 409 on a stale version and 403 to a caller outside the brigade or without the grant', async () => {
    const row = (await book('inspection')).data;
    expect((await handle({ ...row, version: row.version + 1 }, { accept: false, refuseReason: '旧' })).code).toBe(409);
    const other = await t.login('paichusuo');
    expect((await handle(row, { accept: false, refuseReason: '越权' }, other)).code).toBe(403);
    expect((await t.call('GET', '/appointment/detail', { token: other, query: { id: row.id } })).code).toBe(403);
    const [still] = await t.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(still.status).toBe('pending');
  });
});

