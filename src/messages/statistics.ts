/** Words of the statistics views (/tjfx): filters, chart, table, drill-down, export. */
export const statistics = {
  organ: '统计单位',
  organDefault: '本人所在单位',
  organRange: '统计范围',
  organRanges: { 0: '本单位', 1: '本单位及下级' } as Record<number, string>,
  period: '统计时间',
  years: '统计年份',
  chartTitle: '统计图',
  tableTitle: '统计表',
  total: '合计',
  noFigures: '所选条件下暂无数据',
  loadFailed: (reason: string) => `统计数据加载失败：${reason}`,
  chartLoading: '正在绘制统计图…',
  /** The drill-down dialog: the rows behind one figure. */
  drillTitle: (row: string, measure?: string) => (measure ? `${row} · ${measure}明细` : `${row}明细`),
  drillHint: '点击表格中的数字或统计图，可查看对应的明细记录。',
  /** The name of a drill-down link: it holds the figure it shows, not in brackets (read as an aside). */
  drillOpen: (row: string, measure: string, value: string) => `查看${row}的${measure}明细：${value}`,
} as const;
