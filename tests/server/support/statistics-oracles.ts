/** The independent counts of each view (see statistics-oracle.ts), keyed by view. */
import type { Db } from '../../../server/db/client';
import { monthOf, rowsOf, type Context, type Fact, type Oracle } from './statistics-oracle';

const load = (t: string, table: string, organ: string, at?: string, where = 'true') => async (db: Db): Promise<Fact[]> =>
  (await rowsOf(db, `SELECT * FROM ${table} WHERE ${where}`)).map((r) => ({ t, organ: String(r[organ]), at: at ? (r[at] as Date | string | null) : undefined, r }));

const tasks = load('task', 'inspection_tasks', 'organ_id', 'created_at');
const penalties = load('penalty', 'penalties', 'organ_id', 'decided_at');
const both = async (db: Db) => [...(await tasks(db)), ...(await penalties(db))];
/** Checks: inspection tasks dated by when they were checked (检查时间). */
const checks = load('task', 'inspection_tasks', 'organ_id', 'checked_at');
const checksAndPenalties = async (db: Db) => [...(await checks(db)), ...(await penalties(db))];

/** Approved declarations: the flow work of the same kind and id ended approved. */
async function declarations(db: Db): Promise<Fact[]> {
  const works = await rowsOf(db, 'SELECT busi_type_code, busi_inst_id, phase FROM flow_works');
  const approved = new Set(works.filter((w) => w.phase === 'approved').map((w) => `${w.busi_type_code}:${w.busi_inst_id}`));
  const rows = await rowsOf(db, 'SELECT * FROM duty_declarations WHERE deleted = false');
  return rows.filter((r) => approved.has(`${r.kind}:${r.id}`)).map((r) => ({ t: 'duty', organ: String(r.organ_id), at: String(r.period), r }));
}

const is = (t: string, test: (r: Record<string, unknown>) => boolean = () => true) => (f: Fact) => (f.t === t && test(f.r) ? 1 : 0);
const sum = (t: string, col: string) => (f: Fact) => (f.t === t ? Number(f.r[col]) : 0);
const count = (key: string, value: (f: Fact) => number) => ({ key, value });
const pct = (key: string, num: string, den: string) => ({ key, ratio: { num, den, percent: true } });
const task = (test?: (r: Record<string, unknown>) => boolean) => is('task', test);
const status = (s: string) => task((r) => r.status === s);
const result = (s: string) => task((r) => r.result === s);
const notCompulsory = is('penalty', (r) => r.compulsory === false);
const orMissing = (v: unknown) => (v === null || v === undefined ? '-' : String(v));

function districtOf(areaId: string, ctx: Context): string {
  let id = areaId;
  for (let a = ctx.areaParent.get(id); a && a.level > 3 && a.parent; a = ctx.areaParent.get(id)) id = a.parent;
  return ctx.areaParent.has(areaId) ? id : '-';
}

const stationChecks = (kind?: string) => load('check', 'fire_station_checks', 'organ_id', 'checked_at', kind ? `kind = '${kind}'` : 'true');
const stationCounts = [count('checks', is('check')), count('hazards', sum('check', 'hazards_found')), count('rectified', sum('check', 'hazards_rectified'))];

export const ORACLES: Record<string, Oracle> = {
  personalWorkload: {
    load: tasks, dimension: (f) => String(f.r.user_id),
    measures: [count('total', task()), count('done', status('done')), count('unqualified', result('unqualified')), count('hazards', sum('task', 'hazards'))],
  },
  workloadEvaluation: {
    load: tasks, dimension: 'organ',
    measures: [count('total', task()), count('done', status('done')), count('overdue', status('overdue')), pct('doneRate', 'done', 'total')],
  },
  workloadStatistics: {
    load: tasks, dimension: (f) => monthOf(f.at as Date),
    measures: [
      ...['plan', 'random', 'complaint', 'reinspection', 'event', 'industry'].map((s) => count(s, task((r) => r.source === s))),
      count('total', task()),
    ],
  },
  dutySummary: {
    load: declarations, dimension: (f) => String(f.r.user_id),
    measures: [count('declarations', is('duty')), count('score', sum('duty', 'score'))],
  },
  dutyEvaluation: {
    load: declarations, dimension: 'organ',
    measures: [
      { key: 'people', distinct: (f) => String(f.r.user_id) },
      count('declarations', is('duty')),
      count('score', sum('duty', 'score')),
      { key: 'avgScore', ratio: { num: 'score', den: 'people', percent: false } },
      count('appeals', is('duty', (r) => r.kind === 'grss')),
    ],
  },
  workloadSummary: {
    load: both, dimension: 'organ',
    measures: [count('tasks', task()), count('done', status('done')), count('hazards', sum('task', 'hazards')), count('penalties', notCompulsory), count('fines', sum('penalty', 'amount'))],
  },
  serviceReviews: {
    load: load('review', 'service_reviews', 'organ_id', 'created_at'), dimension: 'organ',
    measures: [
      count('total', is('review')),
      count('good', is('review', (r) => Number(r.score) >= 4)),
      count('neutral', is('review', (r) => Number(r.score) === 3)),
      count('bad', is('review', (r) => Number(r.score) <= 2)),
      pct('goodRate', 'good', 'total'),
    ],
  },
  reviewProblems: {
    load: load('review', 'service_reviews', 'organ_id', 'created_at', 'score <= 2'), dimension: (f) => (f.r.problem ? String(f.r.problem) : '未分类'),
    measures: [count('count', is('review')), { key: 'share', ratio: { num: 'count', den: 'count', percent: true, overTotal: true } }],
  },
  supervisionInspection: {
    load: checksAndPenalties, dimension: 'organ',
    measures: [
      count('checked', status('done')), count('qualified', result('qualified')), count('unqualified', result('unqualified')),
      count('hazards', sum('task', 'hazards')), count('penalties', notCompulsory), count('fines', sum('penalty', 'amount')),
      count('seals', is('penalty', (r) => r.kind === 'seal')),
    ],
  },
  caseCauses: {
    load: async (db) => (await checksAndPenalties(db)).filter((f) => f.t === 'penalty' || f.r.result === 'unqualified'),
    dimension: (f) => orMissing(f.r.cause_id),
    measures: [count('unqualified', task()), count('penalties', notCompulsory), count('fines', sum('penalty', 'amount'))],
  },
  creditSupervision: {
    load: load('credit', 'credit_records', 'organ_id', 'recorded_at'), dimension: 'organ',
    measures: [...['A', 'B', 'C', 'D'].map((l) => count(l, is('credit', (r) => r.level === l))), count('total', is('credit'))],
  },
  issuedTasks: {
    load: async (db) => (await tasks(db)).filter((f) => f.r.issued_by_organ_id !== null), dimension: 'organ',
    measures: [count('issued', task()), count('done', status('done')), count('overdue', status('overdue')), pct('doneRate', 'done', 'issued')],
  },
  industryOrders: {
    load: load('order', 'industry_orders', 'organ_id', 'issued_at'), dimension: (f) => String(f.r.department_id),
    measures: [...['issued', 'accepted', 'done', 'overdue'].map((s) => count(s, is('order', (r) => r.status === s))), count('total', is('order'))],
  },
  industryWork: {
    load: async (db) => (await tasks(db)).filter((f) => f.r.source === 'industry'), dimension: (f) => orMissing(f.r.department_id),
    measures: [count('total', task()), count('done', status('done')), count('unqualified', result('unqualified')), count('hazards', sum('task', 'hazards'))],
  },
  publicServices: {
    load: async (db: Db) => [
      ...(await load('service', 'public_services', 'organ_id', 'occurred_at')(db)),
      ...(await load('service', 'complaints', 'organ_id', 'received_at')(db)).map((f) => ({ ...f, r: { ...f.r, kind: 'complaint', participants: 1 } })),
    ],
    dimension: (f) => String(f.r.kind),
    measures: [
      ...['app', 'wechat', 'offline', 'other'].map((c) => count(c, is('service', (r) => r.channel === c))),
      count('total', is('service')), count('participants', sum('service', 'participants')),
    ],
  },
  fires: {
    load: load('fire', 'fire_incidents', 'organ_id', 'occurred_at'), dimension: 'organ',
    measures: [count('count', is('fire')), count('loss', sum('fire', 'loss')), count('casualties', sum('fire', 'casualties'))],
  },
  listedSupervision: {
    load: load('fire', 'fire_incidents', 'organ_id', 'occurred_at', 'listed'), dimension: (f) => orMissing(f.r.list_level),
    measures: [count('listed', is('fire')), count('supervising', is('fire', (r) => r.list_lifted === false)), count('lifted', is('fire', (r) => r.list_lifted === true))],
  },
  personnel: {
    load: async (db) => {
      const officers = new Set((await rowsOf(db, 'SELECT user_id FROM law_officers WHERE deleted = false')).map((r) => String(r.user_id)));
      return (await rowsOf(db, 'SELECT * FROM users WHERE deleted = false')).map((r) => ({ t: 'user', organ: String(r.organ_id), r: { ...r, officer: officers.has(String(r.id)) } }));
    },
    dimension: 'organ', undated: true,
    measures: [
      count('total', is('user')),
      count('officers', is('user', (r) => r.officer === true)),
      count('leaders', is('user', (r) => r.leader === true)),
      count('frozen', is('user', (r) => r.state === 'frozen')),
    ],
  },
  volunteers: {
    load: load('volunteer', 'volunteers', 'organ_id', 'joined_at'), dimension: (f, ctx) => districtOf(String(f.r.area_id), ctx), periodOnMeasures: true,
    measures: [count('total', is('volunteer')), count('active', is('volunteer', (r) => r.active === true)), { ...count('joined', is('volunteer')), inPeriod: true }],
  },
  stationEnforcement: { load: stationChecks('enforcement'), dimension: 'station', measures: stationCounts },
  stationSafetyChecks: { load: stationChecks('safety'), dimension: 'station', measures: stationCounts },
  stationHazards: {
    load: stationChecks(), dimension: 'station',
    measures: [
      count('hazards', sum('check', 'hazards_found')), count('major', sum('check', 'major_hazards')),
      count('rectified', sum('check', 'hazards_rectified')), pct('rectifyRate', 'rectified', 'hazards'),
    ],
  },
};
