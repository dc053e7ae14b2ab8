import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { caseCauses, committeeDepartments, organizations, societyCompanies, users } from '../schema';
import { ADMIN_USER_ID } from './constants';
import { DISTRICT_GEO, type DistrictGeo } from './district-geo';
import { DISTRICTS } from './names';
import { DETACHMENT_ID } from './organizations';
import type { Prng } from './prng';

/** What an organisation is to the statistics: the units that inspect, hear complaints and get reviewed. */
export type OrganKind = 'detachment' | 'brigade' | 'station' | 'police' | 'street';

export interface StatOrgan {
  id: string;
  name: string;
  kind: OrganKind;
  /** The district brigade above it (itself for a brigade; the detachment has none). */
  brigadeId: string | null;
  /** The district's area code (440304 …); null for the detachment. */
  district: string | null;
}

export interface StatUser { id: string; name: string; organId: string; leader: boolean; account: string }

export interface StatDistrict {
  code: string;
  name: string;
  brigadeId: string;
  geo: DistrictGeo;
  streets: string[];
  /** Relative size: busier districts have more of everything. */
  weight: number;
}

/** The seeded rows the statistics facts refer to, read back once in a fixed order. */
export interface StatContext {
  organs: StatOrgan[];
  organ: Map<string, StatOrgan>;
  districts: StatDistrict[];
  /** People who carry out checks, by organisation (the administrator excluded). */
  staff: Map<string, StatUser[]>;
  /** Social units of each district (by area code prefix). */
  companies: Map<string, string[]>;
  /** The supervising organisation of each social unit. */
  companyOrgan: Map<string, string>;
  causes: string[];
  departments: { id: string; organId: string }[];
  userAccount: Map<string, string>;
}

/** Relative activity of the districts (the large outer districts are the busiest). */
const DISTRICT_WEIGHT: Record<string, number> = {
  '440304': 1.0, '440303': 0.9, '440305': 1.2, '440306': 1.6, '440307': 1.6, '440309': 1.2, '440310': 0.6, '440311': 0.6, '440308': 0.4, '440312': 0.4,
};

function kindOf(o: { id: string; level: number; name: string }): OrganKind | null {
  if (o.id === DETACHMENT_ID) return 'detachment';
  if (o.level === 3) return 'brigade';
  if (o.level === 4) return 'station';
  if (o.level === 5) return 'police';
  if (o.level === 6 && o.name.endsWith('办事处')) return 'street';
  return null;
}

export async function loadStatContext(db: Db): Promise<StatContext> {
  const rows = await db.select().from(organizations).where(eq(organizations.deleted, false)).orderBy(asc(organizations.id));
  const byId = new Map(rows.map((o) => [o.id, o]));
  const brigadeOf = (id: string | null): string | null => {
    for (let o = id ? byId.get(id) : undefined; o; o = o.parentId ? byId.get(o.parentId) : undefined) if (o.level === 3) return o.id;
    return null;
  };
  const organs: StatOrgan[] = [];
  for (const o of rows) {
    const kind = kindOf(o);
    if (!kind) continue;
    const brigadeId = brigadeOf(o.id);
    organs.push({ id: o.id, name: o.name, kind, brigadeId, district: brigadeId ? byId.get(brigadeId)!.areaCode : null });
  }
  const districts: StatDistrict[] = [];
  for (const o of organs.filter((x) => x.kind === 'brigade')) {
    const geo = DISTRICT_GEO.find((g) => g.code === o.district);
    const names = DISTRICTS.find((d) => d.code === o.district);
    if (geo && names) districts.push({ code: geo.code, name: names.name, brigadeId: o.id, geo, streets: names.streets, weight: DISTRICT_WEIGHT[geo.code] ?? 1 });
  }

  const people = await db.select().from(users).where(eq(users.deleted, false)).orderBy(asc(users.id));
  const staff = new Map<string, StatUser[]>();
  for (const u of people) {
    if (u.id === ADMIN_USER_ID) continue;
    const list = staff.get(u.organId) ?? [];
    list.push({ id: u.id, name: u.name, organId: u.organId, leader: u.leader, account: u.account });
    staff.set(u.organId, list);
  }

  const units = await db.select({ id: societyCompanies.id, areaCode: societyCompanies.areaCode, organId: societyCompanies.organId }).from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id));
  const companies = new Map<string, string[]>();
  for (const c of units) {
    const code = c.areaCode?.slice(0, 6);
    if (code) companies.set(code, [...(companies.get(code) ?? []), c.id]);
  }
  const causes = (await db.select({ id: caseCauses.id }).from(caseCauses).orderBy(asc(caseCauses.id))).map((c) => c.id);
  const departments = await db.select({ id: committeeDepartments.id, organId: committeeDepartments.organId }).from(committeeDepartments).orderBy(asc(committeeDepartments.id));
  return {
    organs,
    organ: new Map(organs.map((o) => [o.id, o])),
    districts,
    staff,
    companies,
    companyOrgan: new Map(units.map((c) => [c.id, c.organId])),
    causes,
    departments,
    userAccount: new Map(people.map((u) => [u.id, u.account])),
  };
}

/** A district drawn by its weight. */
export function pickDistrict(rng: Prng, ctx: StatContext): StatDistrict {
  const total = ctx.districts.reduce((s, d) => s + d.weight, 0);
  let target = rng.next() * total;
  for (const d of ctx.districts) {
    target -= d.weight;
    if (target < 0) return d;
  }
  return ctx.districts[ctx.districts.length - 1];
}

const organsByDistrict = new WeakMap<StatContext, Map<string, StatOrgan[]>>();

/** The organisations of one kind in a district. */
export function organsIn(ctx: StatContext, district: StatDistrict, kind: OrganKind): StatOrgan[] {
  let index = organsByDistrict.get(ctx);
  if (!index) {
    index = new Map();
    for (const o of ctx.organs) index.set(`${o.district}:${o.kind}`, [...(index.get(`${o.district}:${o.kind}`) ?? []), o]);
    organsByDistrict.set(ctx, index);
  }
  return index.get(`${district.code}:${kind}`) ?? [];
}

/** A social unit of the district, or null (a place not on file) with the given chance. */
export function companyIn(rng: Prng, ctx: StatContext, district: string | null, noneChance = 0.1): string | null {
  const list = district ? ctx.companies.get(district) : undefined;
  if (!list?.length || rng.chance(noneChance)) return null;
  return rng.pick(list);
}

/** A point inside the district's circle (WGS84): half near a few hot spots, half spread evenly. */
export function pointIn(rng: Prng, district: StatDistrict, hotSpots: { lng: number; lat: number }[]): { lng: number; lat: number } {
  const { lng, lat, radiusKm } = district.geo;
  const kmLat = 1 / 110.574;
  const kmLng = 1 / (111.32 * Math.cos((lat * Math.PI) / 180));
  for (;;) {
    const spot = hotSpots.length && rng.chance(0.5) ? rng.pick(hotSpots) : null;
    const r = spot ? radiusKm * 0.15 * Math.sqrt(rng.next()) : radiusKm * Math.sqrt(rng.next());
    const angle = rng.next() * 2 * Math.PI;
    const p = { lng: (spot?.lng ?? lng) + r * Math.cos(angle) * kmLng, lat: (spot?.lat ?? lat) + r * Math.sin(angle) * kmLat };
    // Kept strictly inside the district's circle (a hot spot near its edge may throw points outside).
    const dx = (p.lng - lng) / kmLng;
    const dy = (p.lat - lat) / kmLat;
    if (dx * dx + dy * dy < radiusKm * radiusKm * 0.98) return { lng: Math.round(p.lng * 1e6) / 1e6, lat: Math.round(p.lat * 1e6) / 1e6 };
  }
}

/** A few hot spots of a district (markets, urban villages), inside its inner half. */
export function hotSpotsOf(rng: Prng, district: StatDistrict, count = 3): { lng: number; lat: number }[] {
  return Array.from({ length: count }, () => pointIn(rng, { ...district, geo: { ...district.geo, radiusKm: district.geo.radiusKm * 0.5 } }, []));
}
