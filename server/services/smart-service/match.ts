import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What is not part of a word: left out before the characters are paired (CJK punctuation named, the C locale knows ASCII only). */
const NOT_A_WORD = '[[:space:][:punct:]，。？！、；：“”‘’（）《》【】…·～]';

type MatchRow = { entry_id: string; score: number | string };

export interface QaMatch {
  entryId: string;
  score: number;
}

/**
 * The live entries closest to any of the ways of asking, best first: for each entry, the best Dice
 * coefficient of character pairs (bigrams) between a variant and the entry's question or one of its
 * similar questions. Computed in the database so it works alike on PGlite and PostgreSQL.
 */
export async function matchEntries(db: Db, variants: readonly string[], limit: number): Promise<QaMatch[]> {
  const result = await db.execute(sql`
    with variants as (
      select v.ord, regexp_replace(lower(v.t), ${NOT_A_WORD}, '', 'g') as t
      from unnest(${sql.raw('ARRAY[')}${sql.join(variants.map((v) => sql`${v}::text`), sql`, `)}${sql.raw(']')}) with ordinality as v(t, ord)
    ),
    qgrams as (
      select distinct v.ord, substr(v.t, i, 2) as g
      from variants v, generate_series(1, greatest(char_length(v.t) - 1, 1)) as i
      where char_length(v.t) > 0
    ),
    qsize as (select ord, count(*) as n from qgrams group by ord),
    phrases as (
      select e.id, regexp_replace(lower(p.t), ${NOT_A_WORD}, '', 'g') as t
      from qa_entries e
      join qa_categories c on c.id = e.category_id and c.deleted = false and c.enabled = true
      cross join lateral unnest(array[e.question] || e.keywords) as p(t)
      where e.deleted = false and e.enabled = true
    ),
    pgrams as (
      select distinct ph.id, ph.t, substr(ph.t, i, 2) as g
      from phrases ph, generate_series(1, greatest(char_length(ph.t) - 1, 1)) as i
      where char_length(ph.t) > 0
    ),
    psize as (select id, t, count(*) as n from pgrams group by id, t),
    common as (
      select pg.id, pg.t, qg.ord, count(*) as n
      from pgrams pg join qgrams qg on qg.g = pg.g
      group by pg.id, pg.t, qg.ord
    )
    select cm.id as entry_id, max(2.0 * cm.n / (qs.n + ps.n))::float8 as score
    from common cm
    join qsize qs on qs.ord = cm.ord
    join psize ps on ps.id = cm.id and ps.t = cm.t
    group by cm.id
    order by score desc, cm.id
    limit ${limit}
  `);
  const rows = (result as unknown as { rows?: MatchRow[] }).rows ?? (result as unknown as MatchRow[]);
  return rows.map((r) => ({ entryId: r.entry_id, score: Number(r.score) }));
}
