/**
 * Who may receive a step (E4): every receiver kind is chosen relative to the work's own unit — the brigade
 * of a station's work, never the sender's parent by accident — and a leader without a level is the leader of
 * the sender's unit.
 */
import { and, eq, like } from 'drizzle-orm';
import { flowWorks, organizations, users, type FlowStep } from '../../server/db/schema';
import { stepCandidates } from '../../server/services/flow-runtime/candidates';
import type { Actor } from '../../server/services/flow-runtime/context';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowCalls, flowPeople } from './support/flow-runtime';

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
});
afterAll(async () => {
  await t.close();
});

const unit = async (sortName: string) => (await t.db.select().from(organizations).where(eq(organizations.sortName, sortName)))[0];
const actorOf = (u: { id: string; name: string; organId: string }): Actor => ({ userId: u.id, name: u.name, unitId: u.organId });
const generatedOf = async (organId: string, leader: boolean) =>
  (await t.db.select().from(users).where(and(eq(users.organId, organId), eq(users.leader, leader), like(users.account, 'xf%'))).orderBy(users.id))[0];
const step = (receiver: FlowStep['receiver']): FlowStep => ({ key: 's', name: '步骤', receiver, actions: ['approve'] });
const organsOf = (list: { organId: string }[]) => [...new Set(list.map((c) => c.organId))].sort();

describe('receivers of a step, relative to the work’s unit', () => {
  it('level: the unit of that level for the work’s unit, whoever sends', async () => {
    const futian = await unit('福田大队');
    const station = await unit('福田站');
    const street = await unit('福田街道');
    // The detachment leader approving a Futian station's work to a brigade step: Futian brigade only, not every brigade.
    const brigade = await stepCandidates(t.db, step({ kind: 'level', value: 3 }), actorOf(p.zhidui), station.id);
    expect(brigade.length).toBeGreaterThan(0);
    expect(organsOf(brigade)).toEqual([futian.id]);
    // A street's work to a station step: the stations of the street's brigade.
    const stations = await stepCandidates(t.db, step({ kind: 'level', value: 4 }), actorOf(p.dadui), street.id);
    const futianStations = (await t.db.select().from(organizations).where(and(eq(organizations.parentId, futian.id), eq(organizations.level, 4)))).map((o) => o.id).sort();
    expect(organsOf(stations)).toEqual(futianStations);
    // Up from a station: the detachment.
    expect(organsOf(await stepCandidates(t.db, step({ kind: 'level', value: 2 }), actorOf(p.dadui), station.id))).toEqual([p.zhidui.organId]);
  });

  it('organisation: the named unit outright', async () => {
    const luohu = await unit('罗湖大队');
    const named = await stepCandidates(t.db, step({ kind: 'organ', value: luohu.id }), actorOf(p.dadui), p.dadui.organId);
    expect(named.length).toBeGreaterThan(0);
    expect(organsOf(named)).toEqual([luohu.id]);
  });

  it('role: holders along the work’s unit, its ancestors and subordinates, not the sender’s', async () => {
    const luohu = await unit('罗湖大队');
    const fazhi = await stepCandidates(t.db, step({ kind: 'role', value: 'r-fazhi' }), actorOf(p.dadui), luohu.id);
    expect(fazhi.map((c) => c.userId)).toContain(p.fazhi.id);
    // The detachment leader sends a Luohu work to inspectors: Luohu's, none of Futian's.
    const inspectors = await stepCandidates(t.db, step({ kind: 'role', value: 'r-dadui' }), actorOf(p.zhidui), luohu.id);
    expect(inspectors.length).toBeGreaterThan(0);
    expect(inspectors.map((c) => c.userId)).not.toContain(p.dadui.id);
    expect(inspectors.every((c) => c.organId !== p.dadui.organId)).toBe(true);
  });

  it('leader of a level (大队领导): the brigade of the work’s unit, even when the sender leads it or sits in a station', async () => {
    const station = await unit('福田站');
    const stationOfficer = await generatedOf(station.id, false);
    // From a station officer: the brigade's leader, not the station's.
    const fromStation = await stepCandidates(t.db, step({ kind: 'leader', value: 3 }), actorOf(stationOfficer), station.id);
    expect(fromStation.map((c) => c.userId)).toEqual([p.leader.id]);
    // The brigade leader as sender: the brigade's other leaders, never the detachment's (王建国).
    const [deputy] = await t.db
      .insert(users)
      .values({ id: 'u-deputy-test', account: 'deputytest', name: '赵副大队长', organId: p.dadui.organId, leader: true, passwordHash: 'x', passwordIsInitial: false })
      .returning();
    const fromLeader = await stepCandidates(t.db, step({ kind: 'leader', value: 3 }), actorOf(p.leader), station.id);
    expect(fromLeader.map((c) => c.userId)).toEqual([deputy.id]);
    await t.db.delete(users).where(eq(users.id, deputy.id));
    expect(await stepCandidates(t.db, step({ kind: 'leader', value: 3 }), actorOf(p.leader), station.id)).toEqual([]);
  });

  it('leader of the sender’s unit: the sender’s leader, the unit above when the sender leads it', async () => {
    expect((await stepCandidates(t.db, step({ kind: 'leader' }), actorOf(p.dadui), p.dadui.organId)).map((c) => c.userId)).toEqual([p.leader.id]);
    const above = await stepCandidates(t.db, step({ kind: 'leader' }), actorOf(p.leader), p.dadui.organId);
    expect(above.map((c) => c.userId)).toContain(p.zhidui.id);
  });

  it('offers the brigade’s leader at 大队领导审批 of a complaint checked by a station (getApprovesBeforeSend)', async () => {
    const call = flowCalls(t);
    const [work] = await t.db.select().from(flowWorks).where(and(eq(flowWorks.busiTypeCode, 'tsjb'), eq(flowWorks.stepName, '中队核查')));
    const [officer] = await t.db.select().from(users).where(eq(users.id, work.assigneeId!));
    const checker = { id: officer.id, account: officer.account, name: officer.name, token: await t.login(officer.account) };
    const offered = (await call.candidates(checker, { busiTypeCode: 'tsjb', flowWorkId: work.id, move: 'approve' })).data;
    expect(offered.map((c) => [c.username, c.organName])).toEqual([[p.leader.name, '深圳市福田区消防救援大队']]);
  });
});
