/** The rule on a task template's check items that no schema states, worded alike on both sides (server hook, form). */
export function repeatedCheckItem(items: readonly string[]): string | undefined {
  const repeated = items.find((item, i) => items.indexOf(item) !== i);
  return repeated === undefined ? undefined : `检查项“${repeated}”重复`;
}
