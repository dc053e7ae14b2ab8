/**
 * An independent count of every statistics view: plain row reads, then JavaScript filters, grouping and
 * sums (no SQL aggregate, no code of server/services/statistics). The tests compare the views against it.
 */
import type { Db } from '../../../server/db/client';

type Row = Record<string, unknown>;
/** One fact as read: its table tag, organisation, date (Date, or 'YYYY-MM' text) and columns. */
export interface Fact { t: string; organ: string; at?: Date | string | null; r: Row }

export interface Filter {
  organId: string;
  range: 0 | 1;
  start?: Date;
  end?: Date;
}

interface Measure {
  key: string;
  /** Contribution of one fact (0 when it does not count). */
  value?: (f: Fact) => number;
  /** Distinct count of this value (null ignored). */
  distinct?: (f: Fact) => string | null;
  /** numerator / denominator (× 100 when percent), of the row's sums or the grand total's. */
  ratio?: { num: string; den: string; percent: boolean; overTotal?: boolean };
  /** Counted only when dated in the period, while the other measures ignore the period. */
  inPeriod?: boolean;
}

export interface Oracle {
  load: (db: Db) => Promise<Fact[]>;
  dimension: 'organ' | 'station' | ((f: Fact, ctx: Context) => string);
  measures: Measure[];
  /** The period does not filter the facts (only `inPeriod` measures). */
  periodOnMeasures?: boolean;
  undated?: boolean;
}

export interface Context { areaParent: Map<string, { parent: string | null; level: number }> }

const rowsOf = async (db: Db, text: string): Promise<Row[]> => {
  const result = await (db as unknown as { $client: { query: (q: string) => Promise<{ rows: Row[] }> } }).$client.query(text);
  return result.rows;
};

interface Organ { id: string; parent_id: string | null; level: number; deleted: boolean }

/** Organ → the row it rolls up to (or undefined when outside the filter). */
function rollUp(organs: Organ[], f: Filter): Map<string, string> {
  const out = new Map<string, string>([[f.organId, f.organId]]);
  if (f.range === 0) return out;
  const children = new Map<string, Organ[]>();
  for (const o of organs) {
    if (!o.parent_id || o.deleted) continue;
    const list = children.get(o.parent_id);
    if (list) list.push(o);
    else children.set(o.parent_id, [o]);
  }
  const walk = (id: string, top: string) => {
    for (const c of children.get(id) ?? []) {
      const t = id === f.organId ? c.id : top;
      out.set(c.id, t);
      walk(c.id, t);
    }
  };
  walk(f.organId, f.organId);
  return out;
}

const CHINA_MS = 8 * 3_600_000;
export const monthOf = (d: Date) => new Date(d.getTime() + CHINA_MS).toISOString().slice(0, 7);

function inPeriod(at: Date | string | null | undefined, f: Filter): boolean {
  if (at === undefined) return true;
  // A fact without the date (a task not checked yet) is in no period, as SQL compares NULL.
  if (at === null) return !f.start && !f.end;
  if (typeof at === 'string') return (!f.start || at >= monthOf(f.start)) && (!f.end || at <= monthOf(f.end));
  return (!f.start || at >= f.start) && (!f.end || at <= f.end);
}

export interface Expected { rows: Map<string, number[]>; totals: number[] }

/** Facts already read, per oracle: for a caller whose database does not change between its counts. */
export type FactCache = Map<Oracle, Promise<Fact[]>>;

/** The expected values of one view under one filter, in the order of `oracle.measures`. */
export async function expectedOf(db: Db, oracle: Oracle, f: Filter, cache?: FactCache): Promise<Expected> {
  const organs = (await rowsOf(db, 'SELECT id, parent_id, level, deleted FROM organizations')) as unknown as Organ[];
  const levels = new Map(organs.map((o) => [o.id, Number(o.level)]));
  const areas = await rowsOf(db, 'SELECT id, parent_id, level FROM areas');
  const ctx: Context = { areaParent: new Map(areas.map((a) => [String(a.id), { parent: (a.parent_id as string) ?? null, level: Number(a.level) }])) };
  const tops = rollUp(organs, f);
  let loaded = cache?.get(oracle);
  if (!loaded) {
    loaded = oracle.load(db);
    cache?.set(oracle, loaded);
  }
  const facts = (await loaded).filter((x) => tops.has(x.organ) && (oracle.undated || oracle.periodOnMeasures || inPeriod(x.at, f)));
  const keyOf = (x: Fact): string | null => {
    if (oracle.dimension === 'organ') return tops.get(x.organ)!;
    if (oracle.dimension === 'station') return levels.get(x.organ) === 4 ? x.organ : null;
    return oracle.dimension(x, ctx);
  };
  const groups = new Map<string, Fact[]>();
  const all: Fact[] = [];
  for (const x of facts) {
    const k = keyOf(x);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(x);
    else groups.set(k, [x]);
    all.push(x);
  }
  const sums = (list: Fact[]) =>
    oracle.measures.map((m) => {
      const counted = m.inPeriod ? list.filter((x) => inPeriod(x.at, f)) : list;
      if (m.distinct) return new Set(counted.map(m.distinct).filter((v) => v !== null)).size;
      return m.value ? counted.reduce((s, x) => s + m.value!(x), 0) : 0;
    });
  const totalSums = sums(all);
  const finish = (raw: number[]) =>
    oracle.measures.map((m, i) => {
      if (!m.ratio) return raw[i];
      const at = (key: string) => oracle.measures.findIndex((x) => x.key === key);
      const den = (m.ratio.overTotal ? totalSums : raw)[at(m.ratio.den)];
      return den ? (raw[at(m.ratio.num)] * (m.ratio.percent ? 100 : 1)) / den : 0;
    });
  const rows = new Map<string, number[]>();
  for (const [k, list] of groups) rows.set(k, finish(sums(list)));
  return { rows, totals: finish(totalSums) };
}

export { rowsOf };
