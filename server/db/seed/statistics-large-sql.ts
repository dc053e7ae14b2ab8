/**
 * The statements of the large seed (statistics-large.ts): every row is made inside the database from its
 * number n by INSERT … SELECT … FROM generate_series, each random choice a hash of n (hashint8extended
 * with its own seed), so the same database gives the same rows on PGlite and on PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DISTRICT_GEO } from './district-geo';
import { DETACHMENT_ID } from './organizations';
import { COMPLAINT_CONTENTS, REVIEW_PROBLEMS } from './statistics-texts';

/** Id prefixes of the large rows (the demo's are it-, pn-, cp-, sr-). */
export const LARGE_PREFIX = { tasks: 'itl-', penalties: 'pnl-', complaints: 'cpl-', reviews: 'srl-' } as const;
/** History window of the large rows (days before the seeding day). */
export const LARGE_DAYS = 730;

/** Uniform in [0, 1) from the row number n and a seed k. */
const uniform = (k: number) => `((hashint8extended(n::bigint, ${k}) & 2147483647)::float8 / 2147483648.0)`;
const u = (k: number) => sql.raw(uniform(k));
/** An element of an array column, chosen by seed k. */
const pick = (array: string, k: number) => sql.raw(`${array}[1 + floor(${uniform(k)} * cardinality(${array}))::int]`);
const textArray = (items: readonly string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`);
const id = (prefix: string) => sql.raw(`'${prefix}' || lpad(n::text, 8, '0')`);

/** Organisations that do the work: the detachment, brigades, stations, police stations and street offices. */
const WORKING_ORGAN = sql.raw(`(o.id = '${DETACHMENT_ID}' OR o.level IN (3, 4, 5) OR (o.level = 6 AND o.name LIKE '%办事处'))`);
const GEO = sql.raw(`(VALUES ${DISTRICT_GEO.map((g) => `('${g.code}', ${g.lng}, ${g.lat}, ${g.radiusKm})`).join(', ')}) AS geo(code, lng, lat, radius)`);

/** The people who check (with their unit and the unit above it), and the units, causes and departments. */
const POOLS = sql`
  people AS (
    SELECT array_agg(u.id ORDER BY u.id) AS users, array_agg(u.organ_id ORDER BY u.id) AS organs,
           array_agg(CASE WHEN o.level >= 3 THEN o.parent_id END ORDER BY u.id) AS parents,
           array_agg(u.id ORDER BY u.id) FILTER (WHERE o.level IN (3, 4)) AS fire_users,
           array_agg(u.organ_id ORDER BY u.id) FILTER (WHERE o.level IN (3, 4)) AS fire_organs
    FROM users u JOIN organizations o ON o.id = u.organ_id
    WHERE u.deleted = false AND u.id <> 'u-0001' AND o.deleted = false AND ${WORKING_ORGAN}),
  units AS (SELECT array_agg(id ORDER BY id) AS ids FROM society_companies WHERE deleted = false),
  causes AS (SELECT array_agg(id ORDER BY id) AS ids FROM case_causes),
  departments AS (SELECT array_agg(id ORDER BY id) AS ids FROM committee_departments WHERE deleted = false)`;

/** Days before the seeding day (0 = yesterday): half spread evenly, half leaning towards recent months. */
const daysAgo = (k: number) => sql`floor(${LARGE_DAYS} * CASE WHEN ${u(k)} < 0.5 THEN ${u(k + 1)} ELSE 1 - sqrt(${u(k + 1)}) END)::int`;
/** A moment 8:00–20:59 China time on the day `days` before the seeding day (the anchor is its midnight). */
const moment = (anchor: Date, k: number) =>
  sql`(${anchor.toISOString()}::timestamptz - (days + 1) * interval '1 day' + (8 * 3600 + floor(${u(k)} * 13 * 3600)) * interval '1 second')`;
const rows = (from: number, to: number) => sql`generate_series(${from}::bigint, ${to}::bigint) AS s(n)`;

/** Tasks n = from … to, with their check outcome (≈18 % of the checked unqualified). */
export function insertTasks(anchor: Date, from: number, to: number): SQL {
  return sql`
    INSERT INTO inspection_tasks (id, organ_id, user_id, company_id, source, status, result, cause_id, hazards, issued_by_organ_id, department_id, created_at, checked_at)
    WITH ${POOLS},
    g AS (
      SELECT n, ${daysAgo(1)} AS days, 1 + floor(${u(3)} * cardinality(people.users))::int AS who, ${u(4)} AS src, ${u(5)} AS fate, ${u(6)} AS verdict
      FROM ${rows(from, to)}, people),
    t AS (
      SELECT g.*, ${moment(anchor, 7)} AS created,
             CASE WHEN src < 0.45 THEN 'plan' WHEN src < 0.65 THEN 'random' WHEN src < 0.77 THEN 'complaint'
                  WHEN src < 0.89 THEN 'reinspection' WHEN src < 0.93 THEN 'event' ELSE 'industry' END AS source,
             CASE WHEN days < 15 THEN (CASE WHEN fate < 0.6 THEN 'done' ELSE 'pending' END)
                  ELSE (CASE WHEN fate < 0.93 THEN 'done' ELSE 'overdue' END) END AS status
      FROM g)
    SELECT ${id(LARGE_PREFIX.tasks)}, people.organs[who], people.users[who],
           CASE WHEN ${u(8)} < 0.9 THEN ${pick('units.ids', 9)} END,
           source, status,
           CASE WHEN status = 'done' THEN (CASE WHEN verdict < 0.18 THEN 'unqualified' ELSE 'qualified' END) END,
           CASE WHEN status = 'done' AND verdict < 0.18 THEN ${pick('causes.ids', 10)} END,
           CASE WHEN status = 'done' AND verdict < 0.18 THEN 1 + floor(${u(11)} * 6)::int ELSE 0 END,
           CASE WHEN source = 'random' AND ${u(12)} < 0.8 THEN people.parents[who] END,
           CASE WHEN source = 'industry' THEN ${pick('departments.ids', 13)} END,
           created,
           CASE WHEN status = 'done' THEN created + (3600 + floor(${u(14)} * least(days + 0.5, 10) * 86400)) * interval '1 second' END
    FROM t, people, units, causes, departments`;
}

/** Penalties of about half the unqualified tasks n = from … to (fines, warnings, suspensions, seals). */
export function insertPenalties(anchor: Date, from: number, to: number): SQL {
  const lo = `${LARGE_PREFIX.tasks}${String(from).padStart(8, '0')}`;
  const hi = `${LARGE_PREFIX.tasks}${String(to).padStart(8, '0')}`;
  return sql`
    INSERT INTO penalties (id, task_id, organ_id, company_id, kind, compulsory, amount, cause_id, decided_at)
    SELECT ${id(LARGE_PREFIX.penalties)}, t.id, t.organ_id, t.company_id,
           CASE WHEN k < 0.62 THEN 'fine' WHEN k < 0.84 THEN 'warning' WHEN k < 0.92 THEN 'suspend' ELSE 'seal' END,
           k >= 0.92,
           CASE WHEN k < 0.62 THEN round((5000 + 45000 * ${u(21)} * ${u(21)}) / 100) * 100 ELSE 0 END,
           t.cause_id,
           least(t.checked_at + (2 + floor(${u(22)} * 18)) * interval '1 day', ${anchor.toISOString()}::timestamptz)
    FROM (SELECT t.*, substr(t.id, ${LARGE_PREFIX.tasks.length + 1})::bigint AS n FROM inspection_tasks t
          WHERE t.id BETWEEN ${lo} AND ${hi} AND t.result = 'unqualified') AS t
    CROSS JOIN LATERAL (SELECT ${u(20)} AS k) AS r
    WHERE ${u(23)} < 0.55`;
}

/** Complaints n = from … to at points inside the district of the unit that took them. */
export function insertComplaints(anchor: Date, from: number, to: number): SQL {
  return sql`
    INSERT INTO complaints (id, organ_id, kind, channel, risk, status, lng, lat, address, content, received_at)
    WITH places AS (
      SELECT array_agg(o.id ORDER BY o.id) AS organs, array_agg(o.name ORDER BY o.id) AS names, array_agg(geo.lng ORDER BY o.id) AS lngs,
             array_agg(geo.lat ORDER BY o.id) AS lats, array_agg(geo.radius ORDER BY o.id) AS radii
      FROM organizations o JOIN ${GEO} ON geo.code = left(o.area_code, 6)
      WHERE o.deleted = false AND o.level >= 3 AND ${WORKING_ORGAN}),
    g AS (
      SELECT n, ${daysAgo(31)} AS days, 1 + floor(${u(33)} * cardinality(places.organs))::int AS at,
             0.97 * sqrt(${u(34)}) AS r, 2 * pi() * ${u(35)} AS angle, ${u(36)} AS c, ${u(37)} AS risk
      FROM ${rows(from, to)}, places)
    SELECT ${id(LARGE_PREFIX.complaints)}, places.organs[at],
           CASE WHEN ${u(38)} < 0.6 THEN 'complaint' ELSE 'report' END,
           CASE WHEN c < 0.3 THEN 'app' WHEN c < 0.65 THEN 'wechat' WHEN c < 0.8 THEN 'offline' ELSE 'other' END,
           CASE WHEN risk < 0.05 THEN 'major' WHEN risk < 0.2 THEN 'larger' WHEN risk < 0.65 THEN 'general' ELSE 'low' END,
           CASE WHEN days < 3 THEN (CASE WHEN ${u(39)} < 0.7 THEN 'accepted' ELSE 'checked' END)
                ELSE (CASE WHEN ${u(39)} < 0.55 THEN 'checked' WHEN ${u(39)} < 0.92 THEN 'rechecked' ELSE 'unaccepted' END) END,
           round((places.lngs[at] + places.radii[at] * r * cos(angle) / (111.32 * cos(radians(places.lats[at]))))::numeric, 6)::float8,
           round((places.lats[at] + places.radii[at] * r * sin(angle) / 110.574)::numeric, 6)::float8,
           places.names[at] || '辖区' || (1 + floor(${u(40)} * 3999))::int || '号',
           (${textArray(COMPLAINT_CONTENTS)})[1 + floor(${u(41)} * ${COMPLAINT_CONTENTS.length})::int],
           ${moment(anchor, 42)}
    FROM g, places`;
}

/** Reviews n = from … to of the brigades' and stations' people. */
export function insertReviews(anchor: Date, from: number, to: number): SQL {
  const problems = REVIEW_PROBLEMS.map(([name]) => name);
  return sql`
    INSERT INTO service_reviews (id, organ_id, user_id, service, score, problem, channel, created_at)
    WITH ${POOLS},
    g AS (
      SELECT n, ${daysAgo(51)} AS days, 1 + floor(${u(53)} * cardinality(people.fire_users))::int AS who,
             CASE WHEN ${u(54)} < 0.55 THEN 5 WHEN ${u(54)} < 0.79 THEN 4 WHEN ${u(54)} < 0.89 THEN 3 WHEN ${u(54)} < 0.95 THEN 2 ELSE 1 END AS score
      FROM ${rows(from, to)}, people)
    SELECT ${id(LARGE_PREFIX.reviews)}, people.fire_organs[who], people.fire_users[who],
           (${textArray(['xfjdjc', 'fcys', 'tsjb', 'dxhd', 'aqjc'])})[1 + floor(${u(55)} * 5)::int],
           score,
           CASE WHEN score <= 2 THEN (${textArray(problems)})[1 + floor(${u(56)} * ${problems.length})::int] END,
           CASE WHEN ${u(57)} < 0.35 THEN 'app' WHEN ${u(57)} < 0.75 THEN 'wechat' WHEN ${u(57)} < 0.9 THEN 'offline' ELSE 'other' END,
           ${moment(anchor, 58)}
    FROM g, people`;
}
