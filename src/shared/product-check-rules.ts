/** 产品监督's rules, run by the server's hooks and the form alike. */
export interface ProductCheckValues {
  placeKind?: string | null;
  companyId?: string | null;
  sampledDate?: string | null;
  result?: string | null;
  reportNo?: string | null;
  failedItems?: string | null;
  handling?: string | null;
}

/** Problems by field; `today` is the China date of the moment of the write. */
export function productCheckProblems(v: ProductCheckValues, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.placeKind === 'inUse' && !v.companyId) out.companyId = '使用领域的抽样须选择使用单位';
  if (v.sampledDate && v.sampledDate > today) out.sampledDate = '抽样日期不能晚于今天';
  if (v.result && !v.reportNo?.trim()) out.reportNo = '检验报告编号不能为空';
  if (v.result === 'unqualified') {
    if (!v.failedItems?.trim()) out.failedItems = '不合格项目不能为空';
    if (!v.handling) out.handling = '请选择处理措施';
  }
  return out;
}

/** A sample may be changed (its result entered) or removed until its result is recorded; then it is a record. */
export const productCheckMoves = (row: { result: string | null }): ('edit' | 'delete')[] => (row.result ? [] : ['edit', 'delete']);
