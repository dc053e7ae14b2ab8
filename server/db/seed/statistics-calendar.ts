import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS } from './constants';
import type { Prng } from './prng';

/**
 * When the statistics facts happen: a weighted calendar over the history window (1 January two years
 * before the seeding day, China time, up to and including the seeding day), so the figures show seasons,
 * quiet weekends and growth towards the recent months.
 */
export interface CalendarProfile {
  /** Factor per month (January first). */
  season: readonly number[];
  /** Factor of Saturdays and Sundays. */
  weekend: number;
  /** Factor at the start and at the end of the window (linear in between). */
  growth: readonly [number, number];
  /** Relative weight of each hour 0–23 of the day. */
  hours: readonly number[];
}

const hourWeights = (from: number, to: number, peak: number[] = []) =>
  Array.from({ length: 24 }, (_, h) => (h < from || h > to ? 0 : peak.includes(h) ? 1.3 : h === 12 || h === 18 ? 0.4 : 1));

/** Office work: 8:00–21:59, a dip at lunch, some evening checks of entertainment and catering places. */
export const WORKDAY: CalendarProfile = {
  season: [1.25, 0.8, 1.1, 1.05, 1.0, 0.9, 0.85, 0.9, 1.05, 1.15, 1.1, 1.3],
  weekend: 0.35,
  growth: [0.65, 1.35],
  hours: hourWeights(8, 21, [9, 10, 14, 15]).map((w, h) => (h >= 19 ? 0.6 : w)),
};

/** The public reaches out at any waking hour, weekends too. */
export const PUBLIC: CalendarProfile = {
  season: [1.1, 1.0, 1.0, 0.95, 1.0, 1.05, 1.1, 1.05, 0.95, 1.0, 0.95, 1.1],
  weekend: 0.85,
  growth: [0.6, 1.4],
  hours: hourWeights(7, 23, [10, 11, 15, 20]),
};

/** Fires: more in the dry winter and around the Spring Festival, at any hour. */
export const FIRES: CalendarProfile = {
  season: [1.6, 1.5, 1.2, 0.95, 0.8, 0.7, 0.75, 0.75, 0.85, 1.0, 1.2, 1.5],
  weekend: 1.0,
  growth: [1.0, 1.0],
  hours: Array.from({ length: 24 }, (_, h) => (h < 6 ? 0.5 : 1)),
};

const chinaDate = (ms: number) => new Date(ms + CHINA_OFFSET_MS);

export class Calendar {
  /** Start of the window (China midnight, 1 January two years before the anchor's year). */
  readonly start: Date;
  readonly days: number;

  /** The moment of seeding: nothing is dated after it (the seeding day's evening may still be ahead). */
  readonly now: Date;

  constructor(
    readonly anchor: Date,
    now: Date = new Date(anchor.getTime() + DAY_MS),
  ) {
    this.now = now;
    const year = chinaDate(anchor.getTime()).getUTCFullYear();
    this.start = new Date(Date.UTC(year - 2, 0, 1) - CHINA_OFFSET_MS);
    this.days = Math.round((anchor.getTime() - this.start.getTime()) / DAY_MS) + 1;
  }

  /** Midnight (China) of day `index` of the window; the last index is the seeding day. */
  day(index: number): Date {
    return new Date(this.start.getTime() + index * DAY_MS);
  }

  private cumulative = new Map<CalendarProfile, number[]>();

  private weights(profile: CalendarProfile): number[] {
    let sums = this.cumulative.get(profile);
    if (!sums) {
      let total = 0;
      sums = Array.from({ length: this.days }, (_, i) => {
        const date = chinaDate(this.day(i).getTime());
        const weekday = date.getUTCDay();
        const progress = this.days > 1 ? i / (this.days - 1) : 1;
        const growth = profile.growth[0] + (profile.growth[1] - profile.growth[0]) * progress;
        total += profile.season[date.getUTCMonth()] * growth * (weekday === 0 || weekday === 6 ? profile.weekend : 1);
        return total;
      });
      this.cumulative.set(profile, sums);
    }
    return sums;
  }

  /** A day index drawn by the profile's weights. */
  dayIndex(rng: Prng, profile: CalendarProfile): number {
    const sums = this.weights(profile);
    const target = rng.next() * sums[sums.length - 1];
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sums[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * A moment on a drawn day at a drawn hour. On the seeding day itself facts fall in the evening
   * 19:00–20:59, the window of the "today" shortcut of the statistics filters; one still ahead of the
   * moment of seeding moves to the evening before, so no record is dated in the future.
   */
  moment(rng: Prng, profile: CalendarProfile, dayIndex = this.dayIndex(rng, profile)): Date {
    const today = dayIndex === this.days - 1;
    const hour = today ? rng.int(19, 20) : pickWeighted(rng, profile.hours);
    const at = new Date(this.day(dayIndex).getTime() + hour * HOUR_MS + rng.int(0, 3599) * 1000);
    return at > this.now ? new Date(at.getTime() - DAY_MS) : at;
  }

  /** The end of the seeding day's evening window, or the moment of seeding if earlier: nothing is dated later. */
  get latest(): Date {
    const evening = this.anchor.getTime() + 21 * HOUR_MS;
    return new Date(Math.min(evening, this.now.getTime()));
  }
}

/** Index drawn by weights. */
export function pickWeighted(rng: Prng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let target = rng.next() * total;
  for (let i = 0; i < weights.length; i += 1) {
    target -= weights[i];
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** An item drawn by [item, weight] pairs. */
export function pickBy<T>(rng: Prng, pairs: readonly (readonly [T, number])[]): T {
  return pairs[pickWeighted(rng, pairs.map(([, w]) => w))][0];
}
