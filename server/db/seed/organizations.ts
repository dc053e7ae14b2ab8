import type { areas, organizations } from '../schema';
import { ROOT_ORGAN_ID } from './constants';
import { COMMUNITY_WORDS, DISTRICTS } from './names';
import type { Prng } from './prng';

type OrganRow = typeof organizations.$inferInsert;
type AreaRow = typeof areas.$inferInsert;

export const CORPS_ID = 'o-0002';
export const DETACHMENT_ID = 'o-0003';

/** Unit categories of the spec: key unit, nine-small-places, other unit, general unit. */
const CATEGORY = { key: 1, nineSmall: 2, other: 3, general: 4 } as const;

export interface DemoOrgans {
  organs: OrganRow[];
  areas: AreaRow[];
  /** Named units the demo accounts belong to. */
  futianBrigadeId: string;
  futianPoliceId: string;
  futianStreetId: string;
}

/** Bureau (0) → corps (1) → Shenzhen detachment (2) → a brigade per district (3) → stations (4), police (5), streets, communities and units (6). */
export function buildOrganizations(rng: Prng): DemoOrgans {
  const organs: OrganRow[] = [
    { id: CORPS_ID, parentId: ROOT_ORGAN_ID, name: '广东省消防救援总队', sortName: '广东总队', level: 1, unitCategory: CATEGORY.other, areaCode: '440000', sort: 1 },
    { id: DETACHMENT_ID, parentId: CORPS_ID, name: '深圳市消防救援支队', sortName: '深圳支队', level: 2, unitCategory: CATEGORY.other, areaCode: '440300', sort: 1 },
  ];
  const areaRows: AreaRow[] = [
    { id: 'a-440000', parentId: null, name: '广东省', code: '440000', level: 1 },
    { id: 'a-440300', parentId: 'a-440000', name: '深圳市', code: '440300', level: 2 },
  ];
  let seq = 3;
  const nextId = () => `o-${String(++seq).padStart(4, '0')}`;
  const add = (row: Omit<OrganRow, 'id'>) => {
    const id = nextId();
    organs.push({ id, ...row });
    return id;
  };
  const named: Partial<DemoOrgans> = {};
  const usedCommunities = new Set<string>();

  DISTRICTS.forEach((district, d) => {
    const isNewArea = district.name === '大鹏';
    const districtName = isNewArea ? '大鹏新区' : `${district.name}区`;
    areaRows.push({ id: `a-${district.code}`, parentId: 'a-440300', name: districtName, code: district.code, level: 3 });
    const brigade = add({ parentId: DETACHMENT_ID, name: `深圳市${districtName}消防救援大队`, sortName: `${district.name}大队`, level: 3, unitCategory: CATEGORY.other, areaCode: district.code, sort: d + 1 });
    const short = district.streets.map((s) => s.replace(/街道$/, ''));
    add({ parentId: brigade, name: `${district.name}特勤消防站`, sortName: `${district.name}特勤站`, level: 4, unitCategory: null, areaCode: district.code, sort: 1 });
    add({ parentId: brigade, name: `${short[0]}消防救援站`, sortName: `${short[0]}站`, level: 4, unitCategory: null, areaCode: district.code, sort: 2 });
    add({ parentId: brigade, name: `${short[1]}小型消防站`, sortName: `${short[1]}小型站`, level: 4, unitCategory: null, areaCode: district.code, sort: 3 });
    const police = [0, 1].map((i) =>
      add({ parentId: brigade, name: `深圳市公安局${districtName}分局${short[i]}派出所`, sortName: `${short[i]}派出所`, level: 5, unitCategory: CATEGORY.other, areaCode: district.code, sort: 10 + i }),
    );
    const streets = district.streets.map((street, i) => {
      const code = `${district.code}${String(i + 1).padStart(3, '0')}`;
      areaRows.push({ id: `a-${code}`, parentId: `a-${district.code}`, name: street, code, level: 4 });
      return add({ parentId: brigade, name: `${districtName}${street}办事处`, sortName: street, level: 6, unitCategory: CATEGORY.other, areaCode: code, sort: 20 + i });
    });
    streets.forEach((streetId, i) => {
      for (let c = 0; c < 2; c += 1) {
        let word = rng.pick(COMMUNITY_WORDS);
        while (usedCommunities.has(word)) word = rng.pick(COMMUNITY_WORDS) + rng.pick(['东', '西', '南', '北', '中']);
        usedCommunities.add(word);
        add({ parentId: streetId, name: `${district.streets[i]}${word}社区工作站`, sortName: `${word}社区`, level: 6, unitCategory: CATEGORY.general, areaCode: null, sort: c + 1 });
      }
    });
    add({ parentId: brigade, name: `深圳市${districtName}人民医院`, sortName: `${district.name}人民医院`, level: 6, unitCategory: CATEGORY.key, areaCode: district.code, sort: 40 });
    add({ parentId: streets[0], name: `${district.streets[0]}沿街商铺联防点`, sortName: `${short[0]}九小场所`, level: 6, unitCategory: CATEGORY.nineSmall, areaCode: null, sort: 50 });
    if (d === 0) {
      named.futianBrigadeId = brigade;
      named.futianPoliceId = police[0];
      named.futianStreetId = streets[0];
    }
  });
  return { organs, areas: areaRows, ...(named as Omit<DemoOrgans, 'organs' | 'areas'>) };
}
