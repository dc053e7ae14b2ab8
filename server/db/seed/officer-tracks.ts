/**
 * Demo shift tracks of the law officers over the last TRACK_DAYS days, today included, in the evening
 * window of the track viewer (19:00–22:00 China time). Positions after the moment of seeding are left out (a
 * phone cannot report the future), so today's shift appears only when seeded that evening or later. Some officers never report (no track),
 * some report only one or two positions (fewer than the default minimum of 3). Deterministic.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { lawOfficers, officerPositions, organizations, users } from '../schema';
import { DEMO_SEED, HOUR_MS } from './constants';
import { CITY_CENTRE, DISTRICT_GEO, type DistrictGeo } from './district-geo';
import { Prng } from './prng';
import { shiftWalk, type WalkFix } from './track-walk';
import { insertKept } from './statistics-insert';

const TRACK_DAYS = 5;
/** Of every ten officers: this many never report, this many report a stray position or two; the rest patrol. */
const SILENT_PER_TEN = 2;
const STRAY_PER_TEN = 1;
/** A patrolling officer works a given evening with this chance (the demo account dadui every evening). */
const SHIFT_CHANCE = 0.4;
/** Shift start after 19:00 and length, in minutes. */
const SHIFT_START_MIN = [0, 40] as const;
const SHIFT_LENGTH_MIN = [60, 110] as const;
const MINUTE_MS = 60_000;
const SEED_OFFSET = 808;

interface Officer {
  userId: string;
  account: string;
  areaCode: string | null;
}

/** The district an officer patrols: the one of the unit's area code (the detachment patrols 福田). */
function districtOf(areaCode: string | null): DistrictGeo {
  const district = areaCode?.slice(0, 6);
  return DISTRICT_GEO.find((d) => d.code === district) ?? DISTRICT_GEO.find((d) => d.code === '440304') ?? { code: '440300', ...CITY_CENTRE, radiusKm: 3 };
}

export function buildOfficerTracks(officers: Officer[], anchor: Date): { userId: string; fixes: WalkFix[] }[] {
  const rng = new Prng(DEMO_SEED + SEED_OFFSET);
  const out: { userId: string; fixes: WalkFix[] }[] = [];
  officers.forEach((officer, index) => {
    const slot = index % 10;
    const always = officer.account === 'dadui';
    if (!always && slot < SILENT_PER_TEN) return;
    const geo = districtOf(officer.areaCode);
    for (let day = 0; day < TRACK_DAYS; day += 1) {
      const evening = anchor.getTime() - day * 24 * HOUR_MS + 19 * HOUR_MS;
      if (!always && slot < SILENT_PER_TEN + STRAY_PER_TEN) {
        if (rng.chance(SHIFT_CHANCE)) {
          const at = evening + rng.int(0, 120) * MINUTE_MS;
          const fixes = shiftWalk(rng, geo, new Date(at), new Date(at + 45_000)).slice(0, rng.int(1, 2));
          out.push({ userId: officer.userId, fixes });
        }
        continue;
      }
      if (!always && !rng.chance(SHIFT_CHANCE)) continue;
      const start = evening + rng.int(SHIFT_START_MIN[0], SHIFT_START_MIN[1]) * MINUTE_MS;
      const end = start + rng.int(SHIFT_LENGTH_MIN[0], SHIFT_LENGTH_MIN[1]) * MINUTE_MS;
      out.push({ userId: officer.userId, fixes: shiftWalk(rng, geo, new Date(start), new Date(end)) });
    }
  });
  return out;
}

export async function seedOfficerTracks(db: Db, anchor: Date, now: Date = new Date()): Promise<void> {
  const officers = await db
    .select({ userId: users.id, account: users.account, areaCode: organizations.areaCode })
    .from(lawOfficers)
    .innerJoin(users, eq(users.id, lawOfficers.userId))
    .leftJoin(organizations, eq(organizations.id, users.organId))
    .where(and(eq(lawOfficers.deleted, false), eq(users.deleted, false)))
    .orderBy(asc(users.id));
  const rows = buildOfficerTracks(officers, anchor).flatMap(({ userId, fixes }) =>
    fixes.filter((f) => f.at <= now).map((f) => ({ userId, lng: f.lng, lat: f.lat, reportedAt: f.at, receivedAt: f.at })),
  );
  // A second seed over kept rows leaves them as they are (unique per officer and time).
  await insertKept(db, officerPositions, rows);
}
