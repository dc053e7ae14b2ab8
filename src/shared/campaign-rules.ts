/** The dates of a 专项监督检查 (zxjdjc), checked by the server's hook and the form alike. */
export interface CampaignDates {
  periodFrom?: string | null;
  periodTo?: string | null;
  taskEndDate?: string | null;
}

/** ISO dates compare as text. */
export function campaignProblem({ periodFrom, periodTo, taskEndDate }: CampaignDates): string | null {
  if (periodFrom && periodTo && periodTo < periodFrom) return '结束日期不能早于开始日期';
  if (periodFrom && taskEndDate && taskEndDate < periodFrom) return '任务截止日期不能早于开始日期';
  if (periodTo && taskEndDate && taskEndDate > periodTo) return '任务截止日期不能晚于结束日期';
  return null;
}
