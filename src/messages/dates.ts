/** Relative-time words and date-range shortcut labels. */
export const dates = {
  justNow: '刚刚',
  minutesAgo: (minutes: number) => `${minutes}分钟前`,
  hoursAgo: (hours: number) => `${hours}小时前`,
  oneDayAgo: '1天前',
  today: '今天',
  yesterday: '昨天',
  dayBeforeYesterday: '前天',
  thisMonth: '本月',
  lastMonth: '上月',
  thisYear: '今年',
  last30Days: '最近30天',
  startDate: '开始日期',
  endDate: '结束日期',
  rangeSeparator: '至',
} as const;
