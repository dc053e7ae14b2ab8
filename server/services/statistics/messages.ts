/** Messages of the statistics calls (Chinese, shown as they are). */
export const STATISTICS_MESSAGES = {
  startTime: '开始时间',
  endTime: '结束时间',
  startYear: '开始年份',
  endYear: '结束年份',
  organRange: '组织范围',
  badField: (field: string) => `${field}格式不正确`,
  timesReversed: '开始时间不能晚于结束时间',
  yearsReversed: '开始年份不能大于结束年份',
  organMissing: '组织机构不存在或已被删除',
  outOfScope: '您没有查看该单位统计数据的权限',
  noGrant: (title: string) => `您没有查看“${title}”的权限`,
  unknownView: '统计视图不存在',
  unknownMeasure: '统计指标不存在',
  totalLabel: '合计',
  ownLevel: '本级',
  unclassified: '未分类',
} as const;
