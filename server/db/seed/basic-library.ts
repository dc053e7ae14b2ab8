import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { builds, lawOfficers, organizations, societyCompanies, users } from '../schema';
import { ADMIN_USER_ID, CHINA_OFFSET_MS, DAY_MS, DEMO_SEED } from './constants';
import { COMPANY_WORDS, DISTRICTS, GIVEN_CHARS, SURNAMES } from './names';
import { DETACHMENT_ID } from './organizations';
import { Prng } from './prng';
import { seedLawRegulations } from './law-regulations';

/** Own seed offset: the basic library draws from its own sequence, so adding it changes no other seeded row. */
const BASIC_LIBRARY_SEED = DEMO_SEED + 11300;
export const COMPANIES_PER_DISTRICT = 6;
export const BUILDS_PER_DISTRICT = 3;

/** Kinds of firm with their unit category (1 key, 2 nine-small-places, 3 other, 4 general) and labels. */
const KINDS: { suffix: string; category: number; labels: string[]; street: boolean }[] = [
  { suffix: '购物广场', category: 1, labels: ['mall', 'crowded', 'underground'], street: false },
  { suffix: '酒店管理有限公司', category: 1, labels: ['hotel', 'crowded', 'highRise'], street: false },
  { suffix: '电子有限公司', category: 1, labels: ['factory', 'flammable'], street: false },
  { suffix: '幼儿园', category: 1, labels: ['school', 'crowded'], street: false },
  { suffix: '大酒楼', category: 2, labels: ['restaurant', 'crowded'], street: true },
  { suffix: '综合市场', category: 2, labels: ['mall', 'threeInOne'], street: true },
  { suffix: '物业管理有限公司', category: 3, labels: ['residential', 'highRise'], street: false },
  { suffix: '科技有限公司', category: 4, labels: ['office'], street: true },
  { suffix: '实业有限公司', category: 4, labels: ['warehouse'], street: true },
];
const ROADS = ['深南大道', '滨河大道', '北环大道', '红荔路', '福华路', '建设路', '南海大道', '宝安大道', '龙岗大道', '民治大道', '人民路', '工业大道'];
/** Building shapes: use, structure, rating, height (m), floors above and below, area (m²). */
const BUILD_SHAPES = [
  { suffix: '大厦', useType: 'public', structure: 'concrete', fireRating: 1, height: 118.5, floors: 32, below: 3, area: 86000 },
  { suffix: '花园', useType: 'residential', structure: 'concrete', fireRating: 1, height: 99.8, floors: 33, below: 2, area: 64000 },
  { suffix: '商业广场', useType: 'mixed', structure: 'steel', fireRating: 1, height: 45.2, floors: 9, below: 2, area: 120000 },
  { suffix: '工业园厂房', useType: 'industrial', structure: 'steel', fireRating: 2, height: 21.6, floors: 5, below: 0, area: 18000 },
  { suffix: '综合楼', useType: 'public', structure: 'masonry', fireRating: 2, height: 18.0, floors: 6, below: 0, area: 5200 },
] as const;
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const personName = (rng: Prng) => rng.pick(SURNAMES) + rng.pick(GIVEN_CHARS) + (rng.chance(0.6) ? rng.pick(GIVEN_CHARS) : '');
const creditCode = (rng: Prng, areaCode: string) => `91${areaCode}${Array.from({ length: 10 }, () => rng.pick([...CODE_CHARS])).join('')}`;

/**
 * Social units in every Shenzhen district: key units supervised by the district brigade, small places and
 * general firms by a street office; buildings per district, half the units placed in one. Fixed ids and times;
 * one unit in nine is closed.
 */
export async function seedBasicLibrary(db: Db, anchor: Date): Promise<void> {
  const rng = new Prng(BASIC_LIBRARY_SEED);
  const at = (days: number) => new Date(anchor.getTime() - days * DAY_MS);
  const brigades = await db.select().from(organizations).where(and(eq(organizations.parentId, DETACHMENT_ID), eq(organizations.level, 3))).orderBy(asc(organizations.sort));
  const rows: (typeof societyCompanies.$inferInsert)[] = [];
  const buildRows: (typeof builds.$inferInsert)[] = [];
  const codes = new Set<string>();
  for (const [d, brigade] of brigades.entries()) {
    const district = DISTRICTS.find((x) => x.code === brigade.areaCode);
    if (!district) continue;
    const streets = (await db.select().from(organizations).where(and(eq(organizations.parentId, brigade.id), eq(organizations.level, 6))).orderBy(asc(organizations.sort)))
      .filter((o) => o.name.endsWith('办事处'));
    const districtName = district.name === '大鹏' ? '大鹏新区' : `${district.name}区`;
    const districtBuilds: string[] = [];
    for (let i = 0; i < BUILDS_PER_DISTRICT; i += 1) {
      const shape = BUILD_SHAPES[(d + i) % BUILD_SHAPES.length];
      const n = buildRows.length + 1;
      const id = `bd-${String(n).padStart(4, '0')}`;
      const created = at(400 - n * 3);
      districtBuilds.push(id);
      buildRows.push({
        id,
        name: `${district.name}${rng.pick(COMPANY_WORDS)}${shape.suffix}`,
        address: `深圳市${districtName}${district.streets[i % district.streets.length]}${rng.pick(ROADS)}${rng.int(1, 3999)}号`,
        organId: brigade.id,
        areaCode: district.code,
        useType: shape.useType,
        structure: shape.structure,
        fireRating: shape.fireRating,
        heightMeters: shape.height,
        floorsAbove: shape.floors,
        floorsBelow: shape.below,
        floorArea: shape.area,
        builtYear: rng.int(1995, 2022),
        managerName: personName(rng),
        managerPhone: `0755-${rng.int(20000000, 89999999)}`,
        remark: null,
        createdAt: created,
        updatedAt: created,
      });
    }
    for (let i = 0; i < COMPANIES_PER_DISTRICT; i += 1) {
      const kind = KINDS[(d + i * 2) % KINDS.length];
      const streetIndex = rng.int(0, Math.max(0, streets.length - 1));
      const street = streets[streetIndex];
      const organ = kind.street && street ? street : brigade;
      let code = creditCode(rng, district.code);
      while (codes.has(code)) code = creditCode(rng, district.code);
      codes.add(code);
      const n = rows.length + 1;
      const created = at(300 - n * 2);
      rows.push({
        id: `sc-${String(n).padStart(4, '0')}`,
        name: `深圳市${district.name}${rng.pick(COMPANY_WORDS)}${kind.suffix}`,
        creditCode: code,
        unitCategory: kind.category,
        organId: organ.id,
        areaCode: street?.areaCode ?? district.code,
        address: `深圳市${districtName}${district.streets[streetIndex] ?? ''}${rng.pick(ROADS)}${rng.int(1, 3999)}号`,
        legalPerson: personName(rng),
        managerName: personName(rng),
        managerPhone: `13${rng.int(0, 9)}${String(rng.int(0, 99999999)).padStart(8, '0')}`,
        labels: kind.labels,
        status: n % 9 === 0 ? 0 : 1,
        buildId: i % 2 === 0 ? districtBuilds[(i / 2) % districtBuilds.length] : null,
        remark: null,
        createdAt: created,
        updatedAt: n % 4 === 0 ? at(10 + (n % 30)) : created,
      });
    }
  }
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(builds).values(buildRows).onConflictDoNothing();
  await db.insert(societyCompanies).values(rows).onConflictDoNothing();
  await seedLawOfficers(db, anchor);
  await seedLawRegulations(db, anchor);
}

/** Certificate expiry offsets (days from the anchor): mostly valid, some within the warning window, some expired. */
const EXPIRY_OFFSETS = [900, 1400, 60, 1100, -20, 700, 1800, 30, 500, 1600];
const chinaDay = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Enforcement personnel: every other person of the detachment, the brigades and the stations (and the
 * detachment and brigade demo accounts), with certificates; fixed times from the anchor.
 */
async function seedLawOfficers(db: Db, anchor: Date): Promise<void> {
  const organs = await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.level, [2, 3, 4]));
  const people = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(inArray(users.organId, organs.map((o) => o.id)), ne(users.id, ADMIN_USER_ID)))
    .orderBy(asc(users.id));
  const chosen = people.filter((p, i) => i % 2 === 0 || p.account === 'dadui' || p.account === 'zhidui');
  const rows = chosen.map((p, i) => {
    const expires = anchor.getTime() + EXPIRY_OFFSETS[i % EXPIRY_OFFSETS.length] * DAY_MS;
    const at = new Date(anchor.getTime() - (200 - (i % 150)) * DAY_MS);
    return {
      userId: p.id,
      certificateNo: `粤消执${String(440300 + i).padStart(8, '0')}`,
      certificateType: i % 4 === 3 ? 'admin' : 'fire',
      qualification: ['basic', 'intermediate', 'advanced'][i % 3],
      issuedOn: chinaDay(expires - 5 * 365 * DAY_MS),
      expiresOn: chinaDay(expires),
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.insert(lawOfficers).values(rows).onConflictDoNothing();
}
