/**
 * Approximate geography of Shenzhen's districts in WGS84, for demo data: a centre and a radius (km)
 * inside which demo points (complaints, tracks) fall, keyed by the district's area code. The outlines
 * the map draws are derived from these (server/db/seed/area-boundaries.ts), not surveyed borders.
 */
export interface DistrictGeo { code: string; lng: number; lat: number; radiusKm: number }

export const DISTRICT_GEO: DistrictGeo[] = [
  { code: '440304', lng: 114.055, lat: 22.541, radiusKm: 3.5 }, // 福田
  { code: '440303', lng: 114.131, lat: 22.556, radiusKm: 3.5 }, // 罗湖
  { code: '440305', lng: 113.930, lat: 22.535, radiusKm: 5 }, // 南山
  { code: '440306', lng: 113.855, lat: 22.640, radiusKm: 8 }, // 宝安
  { code: '440307', lng: 114.247, lat: 22.690, radiusKm: 9 }, // 龙岗
  { code: '440309', lng: 114.040, lat: 22.680, radiusKm: 5 }, // 龙华
  { code: '440310', lng: 114.350, lat: 22.700, radiusKm: 5 }, // 坪山
  { code: '440311', lng: 113.920, lat: 22.760, radiusKm: 5 }, // 光明
  { code: '440308', lng: 114.255, lat: 22.590, radiusKm: 3.5 }, // 盐田
  { code: '440312', lng: 114.500, lat: 22.590, radiusKm: 7 }, // 大鹏
];

/** Centre of the city: the default map centre until the system configuration sets one. */
export const CITY_CENTRE = { lng: 114.06, lat: 22.62 } as const;
