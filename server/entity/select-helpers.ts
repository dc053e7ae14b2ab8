/** Select entries beyond plain columns. */
import { Type } from '@sinclair/typebox';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { ruleOf, titleOf } from '../db/column-meta';

/** The label of an option column's value (e.g. sourceText beside source), '' when the value has none. */
export function optionText(column: Column, title = titleOf(column)): { sql: SQL<string>; schema: ReturnType<typeof Type.String> } {
  const options = ruleOf(column)?.options;
  if (!options?.length) throw new Error(`optionText: column ${column.name} has no options`);
  const cases = sql.join(options.map((o) => sql`WHEN ${column} = ${o.value} THEN ${o.label}`), sql` `);
  return { sql: sql<string>`(CASE ${cases} ELSE '' END)`, schema: Type.String({ title }) };
}
