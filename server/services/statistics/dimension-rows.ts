import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chinaMonth, type ResolvedFilter } from './filters';
import { STATISTICS_MESSAGES as M } from './messages';
import { listOf, type TreeOrgan } from './tree';
import type { ViewDef } from './types';

export interface DimensionRow {
  key: string;
  label: string;
  /** What a chart's axis shows where the label is long (an organisation's short name). */
  shortLabel?: string;
}

/** Months are listed without gaps between the period's ends (or the data's when the period is open). */
const MAX_MONTHS = 240;

function monthRows(f: ResolvedFilter, dataKeys: string[]): DimensionRow[] {
  const sorted = [...dataKeys].sort();
  const first = f.start ? chinaMonth(f.start) : sorted[0];
  const last = f.end ? chinaMonth(f.end) : sorted[sorted.length - 1];
  if (!first || !last) return sorted.map((k) => ({ key: k, label: k }));
  const out: DimensionRow[] = [];
  let [y, m] = first.split('-').map(Number);
  for (let key = first; key <= last && out.length < MAX_MONTHS; ) {
    out.push({ key, label: key });
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
    key = `${y}-${String(m).padStart(2, '0')}`;
  }
  const listed = new Set(out.map((r) => r.key));
  return [...out, ...sorted.filter((k) => !listed.has(k)).map((k) => ({ key: k, label: k }))].sort((a, b) => a.key.localeCompare(b.key));
}

/** Organisation rows from the filter's tree: the direct children by sort order, then 本级; or the stations. */
function organRows(f: ResolvedFilter, tree: TreeOrgan[], stations: boolean): DimensionRow[] {
  const shown = tree.filter((o) => (stations ? o.level === 4 : o.id === o.top));
  const own = (o: TreeOrgan) => (o.id === f.organId ? 1 : 0);
  return shown
    .sort((a, b) => own(a) - own(b) || a.sort - b.sort || a.id.localeCompare(b.id))
    .map((o) => {
      const label = !stations && own(o) && f.range === 1 ? M.ownLevel : o.name;
      return { key: o.id, label, shortLabel: label === o.name ? o.sortName || o.name : label };
    });
}

async function namedRows(db: Db, table: string, name: string, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const result = await db.execute(sql`
    SELECT id, ${sql.raw(name)} AS name FROM ${sql.raw(table)} WHERE id IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
  return new Map(listOf<{ id: string; name: string }>(result).map((r) => [r.id, r.name]));
}

/**
 * The rows a view shows, in order: organisations and stations from the tree (zero rows included), fixed
 * categories in their order, months without gaps; people, causes, departments and values as found, the
 * largest first.
 */
export async function dimensionRows(
  db: Db,
  view: ViewDef,
  f: ResolvedFilter,
  tree: TreeOrgan[],
  dataKeys: string[],
  firstValue: (key: string) => number,
): Promise<DimensionRow[]> {
  const dim = view.dimension;
  const byValue = (a: DimensionRow, b: DimensionRow) => firstValue(b.key) - firstValue(a.key) || a.label.localeCompare(b.label, 'zh');
  switch (dim.kind) {
    case 'organ':
      return organRows(f, tree, false);
    case 'station':
      return organRows(f, tree, true);
    case 'month':
      return monthRows(f, dataKeys);
    case 'category':
      return dim.categories;
    case 'user': {
      const names = await namedRows(db, `(SELECT u.id, u.name || '（' || coalesce(o.sort_name, o.name, '') || '）' AS name FROM users u LEFT JOIN organizations o ON o.id = u.organ_id) AS named`, 'name', dataKeys);
      return dataKeys.map((k) => ({ key: k, label: names.get(k) ?? k })).sort(byValue);
    }
    case 'lookup': {
      const names = await namedRows(db, dim.table, dim.name, dataKeys);
      return dataKeys.map((k) => ({ key: k, label: names.get(k) ?? M.unclassified })).sort(byValue);
    }
    case 'value':
      return dataKeys.map((k) => ({ key: k, label: k })).sort(byValue);
  }
}
