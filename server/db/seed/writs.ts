import type { Db } from '../client';
import { writDocuments, writNumberCounters, writTemplates } from '../schema';
import { chinaYear, writNumber } from '../../services/writ-text';
import { DAY_MS, HOUR_MS } from './constants';
import { WRIT_TEMPLATE_SEEDS } from './writ-templates';

interface DocumentSeed {
  template: string;
  party: string;
  /** Index into the issuing units (0 the detachment, then the brigades). */
  organ: number;
  values: Record<string, string>;
  createdDaysAgo: number;
  /** Issued this many days ago; a draft when absent. */
  issuedDaysAgo?: number;
}

const COMPANIES = ['深圳市福田区华信科技有限公司', '深圳市罗湖区鹏城商贸有限公司', '深圳市南山区海韵大酒楼', '深圳市福田区金地购物广场', '深圳市南山区星河幼儿园', '深圳市罗湖区恒泰物业管理有限公司'];

const order = (party: string, unit: string, day: string, acts: string, article: string, due: string) => ({
  当事人: party, 检查单位: unit, 检查日期: day, 违法行为: acts, 法律条款: article, 改正期限: due, 复议机关: '深圳市应急管理局',
});

const DOCUMENTS: DocumentSeed[] = [
  { template: 'wt-zlxqgz', party: COMPANIES[0], organ: 1, createdDaysAgo: 40, issuedDaysAgo: 39, values: order(COMPANIES[0], '福田大队', '2026年3月2日', '1. 疏散通道堆放杂物；2. 部分应急照明灯不亮。', '十六', '2026年3月20日') },
  { template: 'wt-zlxqgz', party: COMPANIES[1], organ: 2, createdDaysAgo: 35, issuedDaysAgo: 34, values: order(COMPANIES[1], '罗湖大队', '2026年3月8日', '消防控制室值班人员未持证上岗。', '十六', '2026年3月30日') },
  { template: 'wt-zlxqgz', party: COMPANIES[2], organ: 3, createdDaysAgo: 30, issuedDaysAgo: 28, values: order(COMPANIES[2], '南山大队', '2026年3月12日', '厨房排油烟管道未定期清洗。', '十六', '2026年4月1日') },
  { template: 'wt-zlxqgz', party: COMPANIES[3], organ: 1, createdDaysAgo: 6, values: order(COMPANIES[3], '福田大队', '2026年4月28日', '室内消火栓箱被货架遮挡。', '十六', '2026年5月15日') },
  {
    template: 'wt-xzcfjd', party: COMPANIES[0], organ: 0, createdDaysAgo: 20, issuedDaysAgo: 18,
    values: { 当事人: COMPANIES[0], 违法事实: '你单位逾期未改正疏散通道堆放杂物的违法行为。', 证据: '现场检查笔录、照片', 法律条款: '六十', 处罚内容: '罚款人民币伍仟元整', 缴款银行: '中国工商银行深圳福田支行', 复议机关: '深圳市应急管理局' },
  },
  {
    template: 'wt-xzcfjd', party: COMPANIES[5], organ: 2, createdDaysAgo: 4,
    values: { 当事人: COMPANIES[5], 违法事实: '你单位消防设施未保持完好有效。', 证据: '检查记录、设施检测报告', 法律条款: '六十', 处罚内容: '罚款人民币壹万元整', 缴款银行: '中国建设银行深圳罗湖支行', 复议机关: '深圳市应急管理局' },
  },
  {
    template: 'wt-lscfjd', party: COMPANIES[2], organ: 3, createdDaysAgo: 25, issuedDaysAgo: 25,
    values: { 当事人: COMPANIES[2], 火灾隐患: '地下一层厨房违规使用瓶装液化石油气', 查封开始日期: '2026年4月9日', 查封部位: '地下一层厨房', 查封期限: '30日', 复议机关: '深圳市应急管理局' },
  },
  {
    template: 'wt-xfjdjcjl', party: COMPANIES[4], organ: 3, createdDaysAgo: 15, issuedDaysAgo: 15,
    values: { 当事人: COMPANIES[4], 检查日期: '2026年4月19日', 检查人员: '陈明、李强', 检查情况: '消防设施完好，疏散通道畅通，未发现违法行为。', 随同人员: '园长 王丽' },
  },
  {
    template: 'wt-xfjdjcjl', party: COMPANIES[3], organ: 1, createdDaysAgo: 7, issuedDaysAgo: 7,
    values: { 当事人: COMPANIES[3], 检查日期: '2026年4月27日', 检查人员: '张伟、刘洋', 检查情况: '室内消火栓箱被货架遮挡，已当场指出。', 随同人员: '安全主管 赵刚' },
  },
  {
    template: 'wt-xfjdjcjl', party: COMPANIES[1], organ: 2, createdDaysAgo: 2,
    values: { 当事人: COMPANIES[1], 检查日期: '2026年5月2日', 检查人员: '黄磊、周杰', 检查情况: '复查消防控制室值班情况。', 随同人员: '物业经理 吴敏' },
  },
  {
    template: 'wt-fcyjs', party: COMPANIES[0], organ: 1, createdDaysAgo: 12, issuedDaysAgo: 11,
    values: { 当事人: COMPANIES[0], 原文书文号: '《责令限期改正通知书》', 检查单位: '福田大队', 复查日期: '2026年4月22日', 复查意见: '疏散通道杂物已清理，应急照明已修复，同意通过复查。' },
  },
  {
    template: 'wt-fcyjs', party: COMPANIES[2], organ: 3, createdDaysAgo: 3,
    values: { 当事人: COMPANIES[2], 原文书文号: '《临时查封决定书》', 检查单位: '南山大队', 复查日期: '2026年5月1日', 复查意见: '瓶装液化石油气已清除，改用管道天然气，建议解除临时查封。' },
  },
  {
    template: 'wt-byslzz', party: '深圳市鹏城文化传播有限公司', organ: 0, createdDaysAgo: 22, issuedDaysAgo: 21,
    values: { 当事人: '深圳市鹏城文化传播有限公司', 申请日期: '2026年4月10日', 申请事项: '大型群众性活动消防安全检查', 不予受理理由: '申请材料缺少场地平面布置图和应急疏散预案', 复议机关: '深圳市应急管理局' },
  },
  {
    template: 'wt-aqjcyjs', party: '深圳市南山区星河影城有限公司', organ: 3, createdDaysAgo: 9, issuedDaysAgo: 8,
    values: { 当事人: '深圳市南山区星河影城有限公司', 检查单位: '南山大队', 检查日期: '2026年4月25日', 场所名称: '星河影城', 场所地址: '南山区科苑路18号三层', 检查意见: '经检查，该场所符合消防安全要求，同意投入使用、营业。' },
  },
  {
    template: 'wt-aqjcyjs', party: '深圳市福田区海韵KTV', organ: 1, createdDaysAgo: 1,
    values: { 当事人: '深圳市福田区海韵KTV', 检查单位: '福田大队', 检查日期: '2026年5月3日', 场所名称: '海韵KTV', 场所地址: '福田区深南中路2008号', 检查意见: '疏散指示标志设置不足，整改后重新申请。' },
  },
];

/** The demo templates and 15 writs (some issued, numbered per prefix and year), fixed ids and times. */
export async function seedWrits(db: Db, anchor: Date, issuingOrganIds: string[]): Promise<void> {
  const at = (days: number, hours = 0) => new Date(anchor.getTime() - days * DAY_MS + hours * HOUR_MS);
  const templates = new Map(WRIT_TEMPLATE_SEEDS.map((t) => [t.id, t]));
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db
    .insert(writTemplates)
    .values(WRIT_TEMPLATE_SEEDS.map(({ daysAgo, ...t }) => ({ ...t, creatorName: '系统管理员', createdAt: at(daysAgo), updatedAt: at(daysAgo) })))
    .onConflictDoNothing();

  const counters = new Map<string, { prefix: string; year: number; lastSeq: number }>();
  const issueOrder = DOCUMENTS.map((doc, i) => ({ doc, i })).sort((a, b) => (b.doc.issuedDaysAgo ?? -1) - (a.doc.issuedDaysAgo ?? -1));
  const numbers = new Map<number, string>();
  for (const { doc, i } of issueOrder) {
    if (doc.issuedDaysAgo === undefined) continue;
    const prefix = templates.get(doc.template)!.numberPrefix;
    const year = chinaYear(at(doc.issuedDaysAgo, 10));
    const counter = counters.get(`${prefix}/${year}`) ?? { prefix, year, lastSeq: 0 };
    counter.lastSeq += 1;
    counters.set(`${prefix}/${year}`, counter);
    numbers.set(i, writNumber(prefix, year, counter.lastSeq));
  }
  await db
    .insert(writDocuments)
    .values(
      DOCUMENTS.map((doc, i) => {
        const template = templates.get(doc.template)!;
        const issuedAt = doc.issuedDaysAgo === undefined ? null : at(doc.issuedDaysAgo, 10);
        return {
          id: `wd-${String(i + 1).padStart(3, '0')}`, templateId: template.id, templateName: template.name, numberPrefix: template.numberPrefix,
          body: template.body, documentNumber: numbers.get(i) ?? null, title: template.name, partyName: doc.party, organId: issuingOrganIds[doc.organ],
          values: doc.values, status: issuedAt ? ('issued' as const) : ('draft' as const), issuedAt, creatorName: '系统管理员',
          createdAt: at(doc.createdDaysAgo, 9), updatedAt: issuedAt ?? at(doc.createdDaysAgo, 9), version: issuedAt ? 2 : 1,
        };
      }),
    )
    .onConflictDoNothing();
  if (counters.size) await db.insert(writNumberCounters).values([...counters.values()]).onConflictDoNothing();
}
