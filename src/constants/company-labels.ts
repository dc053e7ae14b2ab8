/** The label tree of social units (getLabelTree): groups whose leaves are the codes a unit carries. */
export interface LabelNode {
  code: string;
  name: string;
  children?: LabelNode[];
}

export const COMPANY_LABEL_TREE: LabelNode[] = [
  {
    code: 'industry',
    name: '行业类别',
    children: [
      { code: 'mall', name: '商场市场' },
      { code: 'hotel', name: '宾馆饭店' },
      { code: 'restaurant', name: '餐饮场所' },
      { code: 'entertainment', name: '公共娱乐场所' },
      { code: 'hospital', name: '医院' },
      { code: 'school', name: '学校幼儿园' },
      { code: 'factory', name: '生产加工企业' },
      { code: 'warehouse', name: '仓储物流' },
      { code: 'office', name: '办公场所' },
      { code: 'residential', name: '住宅小区' },
    ],
  },
  {
    code: 'risk',
    name: '风险特征',
    children: [
      { code: 'highRise', name: '高层建筑' },
      { code: 'underground', name: '地下空间' },
      { code: 'crowded', name: '人员密集场所' },
      { code: 'flammable', name: '易燃易爆' },
      { code: 'threeInOne', name: '三合一场所' },
    ],
  },
];

/** Leaf code → name. */
export const COMPANY_LABELS: ReadonlyMap<string, string> = new Map(
  COMPANY_LABEL_TREE.flatMap((group) => (group.children ?? []).map((leaf) => [leaf.code, leaf.name] as const)),
);

/** Unit categories and a unit's state are option lists (UNIT_CATEGORY_OPTIONS, COMPANY_STATUS_OPTIONS in options.ts). */

/** Buildings (11320): use, structure and fire-resistance rating are option lists in src/constants/options.ts. */
/** Above this height (m) a public building is high-rise (GB 50016: 24 m; residential 27 m). */
export const HIGH_RISE_METERS = { public: 24, residential: 27 } as const;

/** Enforcement personnel (11330): certificate kinds, qualifications and states are option lists in src/constants/options.ts. */
/** A certificate expiring within this many days is shown as 即将到期. */
export const LAW_CERTIFICATE_WARNING_DAYS = 90;

/** Laws and regulations library (11340): levels and validity are option lists in src/constants/options.ts. */
