/** The words of the demo business records (business-records.ts): case facts, rectified hazards, declared work. */

/** Case causes are the national list of case-causes.ts (cc-1 … cc-7). */
export const LEGAL_CASES: { cause: string; causeId: string; summary: string; proposal: string; materials: string[] }[] = [
  {
    cause: '占用、堵塞、封闭疏散通道',
    causeId: 'cc-2',
    summary: '经营场所二层疏散通道堆放货物约20平方米，经责令改正后逾期未改正。',
    proposal: '拟依据《中华人民共和国消防法》第六十条第一款第三项，处罚款人民币一万元。',
    materials: ['现场检查记录', '责令限期改正通知书', '询问笔录', '现场照片'],
  },
  {
    cause: '消防设施未保持完好有效',
    causeId: 'cc-1',
    summary: '自动喷水灭火系统末端试水装置压力为零，火灾报警控制器多处故障未修复。',
    proposal: '拟处罚款人民币二万元，并责令限期修复消防设施。',
    materials: ['现场检查记录', '消防设施检测报告', '询问笔录'],
  },
  {
    cause: '不及时消除火灾隐患',
    causeId: 'cc-4',
    summary: '厨房油烟管道长期未清洗，经两次检查仍未消除火灾隐患。',
    proposal: '拟处罚款人民币五千元，并依法责令停止使用厨房。',
    materials: ['现场检查记录', '复查意见书', '现场照片'],
  },
  {
    cause: '违规使用明火作业',
    causeId: 'cc-6',
    summary: '装修施工期间未办理动火审批即进行电焊作业，现场未配置灭火器材。',
    proposal: '拟对作业人员处警告，并对单位处罚款人民币三千元。',
    materials: ['现场检查记录', '询问笔录', '动火作业证明材料'],
  },
  {
    cause: '消防控制室值班人员未持证上岗',
    causeId: 'cc-7',
    summary: '消防控制室夜间值班人员一人，未取得消防设施操作员证书。',
    proposal: '拟责令改正，处罚款人民币五千元。',
    materials: ['现场检查记录', '值班记录', '人员证书核查材料'],
  },
];

export const REINSPECTIONS: { address: string; hazards: string[]; applicant: string; phone: string }[] = [
  { address: '深圳市福田区深南大道6008号', hazards: ['疏散通道堆放杂物', '安全出口指示标志损坏'], applicant: '林晓东', phone: '13823450001' },
  { address: '深圳市福田区华强北路1019号', hazards: ['室内消火栓被遮挡', '灭火器压力不足'], applicant: '黄丽萍', phone: '13823450002' },
  { address: '深圳市福田区福华三路88号', hazards: ['消防控制室无人值守', '火灾自动报警系统故障'], applicant: '陈志强', phone: '13823450003' },
  { address: '深圳市福田区景田路72号', hazards: ['防火门闭门器缺失', '应急照明不亮', '电气线路私拉乱接'], applicant: '吴建华', phone: '13823450004' },
];

/** Declared items by kind: [standard id, quantity] pairs of duty-standards.ts. */
export const DUTY_ITEMS: Record<'grgz' | 'grlz' | 'grss', { standardId: string; quantity: number }[][]> = {
  grgz: [
    [{ standardId: 'ds-inspect-unit', quantity: 18 }, { standardId: 'ds-training', quantity: 3 }],
    [{ standardId: 'ds-inspect-unit', quantity: 24 }, { standardId: 'ds-inspect-recheck', quantity: 6 }],
    [{ standardId: 'ds-duty', quantity: 8 }, { standardId: 'ds-training', quantity: 2 }],
  ],
  grlz: [
    [{ standardId: 'ds-penalty', quantity: 2 }, { standardId: 'ds-duty', quantity: 6 }],
    [{ standardId: 'ds-fire-survey', quantity: 1 }, { standardId: 'ds-inspect-unit', quantity: 15 }],
  ],
  grss: [[{ standardId: 'ds-inspect-recheck', quantity: 4 }], [{ standardId: 'ds-training', quantity: 2 }]],
};

export const APPEAL_REASONS = [
  '本月复查工作4家未计入履职量化得分，附复查意见书。',
  '消防宣传培训2场因系统原因未录入，申请补录。',
  '值班备勤天数统计有误，实际值班8天。',
];
