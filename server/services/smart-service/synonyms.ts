/**
 * Words the public use for the same thing. A question is asked once as typed and once for each way of
 * saying it: every member of a group found in the question is replaced by each other member.
 */
export const QA_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['怎么用', '如何使用', '怎样使用', '怎么使用', '使用方法', '咋用', '如何用'],
  ['怎么办', '如何处理', '怎么处理', '咋办', '怎么解决', '如何解决'],
  ['需要什么材料', '要什么材料', '需要哪些材料', '准备什么材料', '需要什么资料', '需要哪些资料', '要哪些材料'],
  ['被堵', '被堵塞', '被占用', '被堵住', '堵塞', '被挡住'],
  ['开业前', '营业前', '开业之前', '投入使用前', '开张前'],
  ['消防检查', '消防安全检查', '消防验收'],
  ['灭火器', '灭火筒'],
  ['电动车', '电动自行车', '电瓶车'],
  ['多久', '多长时间', '多少天'],
  ['报火警', '拨打119', '打119', '报警'],
  ['着火', '起火', '失火', '发生火灾'],
  ['楼道', '走廊', '楼梯间'],
];

/** Most ways of asking one question that are matched (a question naming many synonyms stops growing here). */
export const QA_MAX_VARIANTS = 64;

/** The question and its rewordings, the question first. */
export function questionVariants(question: string, groups = QA_SYNONYM_GROUPS): string[] {
  let variants = [question];
  for (const group of groups) {
    const next = new Set(variants);
    for (const variant of variants) {
      for (const word of group) {
        if (!variant.includes(word)) continue;
        for (const other of group) if (other !== word) next.add(variant.replace(word, other));
      }
    }
    variants = [...next].slice(0, QA_MAX_VARIANTS);
  }
  return variants;
}
