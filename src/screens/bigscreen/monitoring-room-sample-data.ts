/**
 * The monitoring room's figures (/bigscreen, document 1 §2): STATIC SAMPLES, as the spec says — nothing here
 * comes from the database. The two fixed values the spec gives are kept exactly: the bar charts' y-axis goes
 * up to 800 and the gauges show 76 % and 84 %. Every other number is an illustration.
 */
export const MONITORING_SAMPLE = {
  /** Document 2 §9: static sample dashboard, y-axis up to 800. */
  yAxisMax: 800,
  monthly: [
    { key: 'enforcement', label: '本月执法检查', value: 486, unit: '次' },
    { key: 'seizures', label: '临时查封', value: 37, unit: '处' },
    { key: 'majorHazards', label: '重大隐患', value: 58, unit: '处' },
    { key: 'complaints', label: '本月投诉举报', value: 126, unit: '件' },
  ],
  guidance: { label: '重点企业指导', guided: 312, planned: 372, unit: '家' },
  /** Document 2 §9: gauges 76 % and 84 %. */
  gauges: [
    { key: 'productPass', label: '产品抽检合格率', percent: 76 },
    { key: 'guidanceDone', label: '重点企业指导完成率', percent: 84 },
  ],
  sixMonths: [
    { month: '6月', 执法检查: 512, 隐患整改: 386 },
    { month: '7月', 执法检查: 598, 隐患整改: 421 },
    { month: '8月', 执法检查: 645, 隐患整改: 502 },
    { month: '9月', 执法检查: 587, 隐患整改: 466 },
    { month: '10月', 执法检查: 702, 隐患整改: 553 },
    { month: '11月', 执法检查: 486, 隐患整改: 371 },
  ],
  districtRanking: [
    { name: '福田区', value: 96.5 },
    { name: '南山区', value: 95.8 },
    { name: '罗湖区', value: 94.2 },
    { name: '龙华区', value: 93.6 },
    { name: '宝安区', value: 92.9 },
    { name: '龙岗区', value: 91.7 },
    { name: '光明区', value: 90.8 },
    { name: '坪山区', value: 89.5 },
  ],
  performance: [
    { rank: 1, name: '陈志强', score: 98.5, institution: '福田大队' },
    { rank: 2, name: '李晓明', score: 97.2, institution: '南山大队' },
    { rank: 3, name: '王海涛', score: 96.8, institution: '罗湖大队' },
    { rank: 4, name: '张建华', score: 95.4, institution: '宝安大队' },
    { rank: 5, name: '刘永红', score: 94.9, institution: '龙岗大队' },
    { rank: 6, name: '黄国栋', score: 93.7, institution: '龙华大队' },
  ],
  channels: [
    { id: 'app', label: 'APP', value: 486 },
    { id: 'wechat', label: '公众号', value: 712 },
    { id: 'offline', label: '线下', value: 264 },
    { id: 'other', label: '其他', value: 118 },
  ],
  complaintStates: [
    { id: 'accepted', label: '已受理', value: 342 },
    { id: 'checked', label: '已核查', value: 518 },
    { id: 'rechecked', label: '已复查', value: 226 },
    { id: 'unaccepted', label: '不予受理', value: 64 },
  ],
  penalties: [
    { kind: '罚款', 件数: 428 },
    { kind: '警告', 件数: 316 },
    { kind: '责令停产停业', 件数: 87 },
    { kind: '临时查封', 件数: 152 },
    { kind: '拘留', 件数: 19 },
  ],
  weekly: [
    { day: '周一', value: 312 },
    { day: '周二', value: 386 },
    { day: '周三', value: 452 },
    { day: '周四', value: 418 },
    { day: '周五', value: 497 },
    { day: '周六', value: 264 },
    { day: '周日', value: 198 },
  ],
} as const;
