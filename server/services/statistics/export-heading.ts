/**
 * The heading an exported view carries above its table, as an analyst pastes it into a report: the title,
 * then the filters it was computed with (unit and range, period or years) and when it was exported.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import type { ResolvedFilter } from './filters';
import { STATISTICS_MESSAGES as M } from './messages';
import type { ViewDef } from './types';

const CHINA_MS = 8 * 3_600_000;
/** 'YYYY-MM-DD HH:mm:ss' in China time. */
const chinaTime = (d: Date) => new Date(d.getTime() + CHINA_MS).toISOString().slice(0, 19).replace('T', ' ');
const chinaYear = (d: Date) => `${new Date(d.getTime() + CHINA_MS).getUTCFullYear()}年`;

export async function exportHeading(db: Db, view: ViewDef, f: ResolvedFilter, now = new Date()): Promise<string[]> {
  const [organ] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, f.organId));
  const at = view.yearly ? chinaYear : chinaTime;
  const from = f.start ? at(f.start) : M.exportOpenStart;
  const to = f.end ? at(f.end) : M.exportOpenEnd;
  return [
    view.title,
    M.exportOrgan(organ?.name ?? f.organId, f.range === 1),
    view.yearly ? M.exportYears(from, to) : M.exportPeriod(from, to),
    M.exportedAt(chinaTime(now)),
  ];
}
