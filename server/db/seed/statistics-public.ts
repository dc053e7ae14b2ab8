import type { publicServices, serviceReviews, volunteers } from '../schema';
import { DAY_MS } from './constants';
import { chineseName } from './people';
import { pickBy, PUBLIC, WORKDAY, type Calendar } from './statistics-calendar';
import { organsIn, pickDistrict, type OrganKind, type StatContext, type StatDistrict } from './statistics-context';
import { REVIEW_PROBLEMS, SERVICE_TITLES } from './statistics-texts';
import type { Prng } from './prng';

type ReviewRow = typeof serviceReviews.$inferInsert;
type ServiceRow = typeof publicServices.$inferInsert;
type VolunteerRow = typeof volunteers.$inferInsert;
type Channel = ReviewRow['channel'];

const id = (prefix: string, n: number) => `${prefix}-${String(n).padStart(6, '0')}`;
/** Rows in date order with ids numbered in that order. */
function numbered<T extends object>(prefix: string, rows: T[], dateOf: (row: T) => Date): (T & { id: string })[] {
  return rows.sort((a, b) => dateOf(a).getTime() - dateOf(b).getTime()).map((row, i) => ({ id: id(prefix, i + 1), ...row }));
}

function organOf(rng: Prng, ctx: StatContext, district: StatDistrict, kinds: [OrganKind, number][]) {
  const kind = pickBy(rng, kinds);
  return rng.pick(organsIn(ctx, district, kind)) ?? organsIn(ctx, district, 'brigade')[0];
}


const SERVICES: [string, number][] = [['xfjdjc', 45], ['fcys', 15], ['tsjb', 15], ['dxhd', 5], ['aqjc', 20]];
const SCORES: [number, number][] = [[5, 55], [4, 24], [3, 10], [2, 6], [1, 5]];

/** Reviews of the served parties; bad reviews carry a problem category and grow rarer over time. */
export function buildReviews(rng: Prng, ctx: StatContext, cal: Calendar, count: number): ReviewRow[] {
  const rows: Omit<ReviewRow, 'id'>[] = [];
  for (let i = 0; i < count; i += 1) {
    const district = pickDistrict(rng, ctx);
    const organ = organOf(rng, ctx, district, [['brigade', 55], ['station', 35], ['police', 5], ['street', 5]]);
    const createdAt = cal.moment(rng, WORKDAY);
    const progress = (createdAt.getTime() - cal.start.getTime()) / (cal.latest.getTime() - cal.start.getTime());
    let score = pickBy(rng, SCORES);
    if (score <= 2 && rng.chance(progress * 0.4)) score = pickBy(rng, SCORES);
    const staff = ctx.staff.get(organ.id) ?? [];
    rows.push({
      organId: organ.id,
      userId: staff.length && rng.chance(0.9) ? rng.pick(staff).id : null,
      service: pickBy(rng, SERVICES),
      score,
      problem: score <= 2 ? pickBy(rng, REVIEW_PROBLEMS) : null,
      channel: pickBy<Channel>(rng, [['app', 35], ['wechat', 40], ['offline', 15], ['other', 10]]),
      createdAt,
    });
  }
  return numbered('sr', rows, (r) => r.createdAt);
}

type ServiceKind = ServiceRow['kind'];
const SERVICE_KINDS: [ServiceKind, number][] = [['appointment', 40], ['training', 20], ['publicity', 18], ['consultation', 22]];
const CHANNELS: Record<ServiceKind, [Channel, number][]> = {
  appointment: [['app', 45], ['wechat', 40], ['offline', 10], ['other', 5]],
  training: [['offline', 70], ['wechat', 15], ['app', 10], ['other', 5]],
  publicity: [['offline', 60], ['wechat', 30], ['app', 5], ['other', 5]],
  consultation: [['wechat', 35], ['app', 25], ['offline', 20], ['other', 20]],
};
const PARTICIPANTS: Record<ServiceKind, [number, number]> = { appointment: [1, 1], training: [15, 120], publicity: [30, 600], consultation: [1, 2] };

/** Appointments, training, publicity and consultations of the brigades and stations. */
export function buildPublicServices(rng: Prng, ctx: StatContext, cal: Calendar, count: number): ServiceRow[] {
  const rows: Omit<ServiceRow, 'id'>[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = pickBy(rng, SERVICE_KINDS);
    const district = pickDistrict(rng, ctx);
    const [min, max] = PARTICIPANTS[kind];
    rows.push({
      organId: organOf(rng, ctx, district, [['brigade', 55], ['station', 45]]).id,
      kind,
      channel: pickBy(rng, CHANNELS[kind]),
      title: rng.pick(SERVICE_TITLES[kind]),
      participants: rng.int(min, max),
      occurredAt: cal.moment(rng, kind === 'publicity' ? PUBLIC : WORKDAY),
    });
  }
  return numbered('ps', rows, (r) => r.occurredAt);
}

/** Registered volunteers of every district, a quarter of them from before the window; some left. */
export function buildVolunteers(rng: Prng, ctx: StatContext, cal: Calendar, count: number): VolunteerRow[] {
  const rows: Omit<VolunteerRow, 'id'>[] = [];
  for (let i = 0; i < count; i += 1) {
    const district = pickDistrict(rng, ctx);
    const early = rng.chance(0.25);
    const joinedAt = early ? new Date(cal.start.getTime() - rng.int(1, 1500) * DAY_MS + rng.int(9, 17) * 3_600_000) : cal.moment(rng, PUBLIC);
    rows.push({
      areaId: `a-${district.code}`,
      organId: organOf(rng, ctx, district, [['brigade', 40], ['street', 60]]).id,
      name: chineseName(rng),
      gender: rng.chance(0.55) ? 1 : 2,
      joinedAt,
      active: !rng.chance(early ? 0.25 : 0.06),
    });
  }
  return numbered('vl', rows, (r) => r.joinedAt);
}
