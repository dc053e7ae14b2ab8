/**
 * The demo flow works as scripts of moves (who does what, to whom), played through the real runtime so the
 * dashboard counts, task lists, circulation and notices are what the machine produced. Pending work ends
 * with 大队 李明辉 (dadui), 支队 王建国 (zhidui) and 法制 张丽华 (fazhi) in several business types each, and one
 * with the administrator so the dashboard of every demo console shows pending work.
 */
import type { FlowMove } from '../../../src/machines/approval-flow/types';

/** The demo people a script names (resolved in flow-works.ts). */
export type Who = 'dadui' | 'zhidui' | 'fazhi' | 'paichusuo' | 'jiedao' | 'admin' | 'brigadeLeader' | 'brigadeMate' | 'station' | 'police' | 'corpsLeader' | 'bureauLeader';

/** [actor, move, receiver, opinion]; the first step of every script is the starter's send. */
export type Step = [Who, FlowMove, Who | null, string?];

export interface WorkScript {
  busiTypeCode: string;
  /** What the record is about; the company part comes from the index. */
  subject: string;
  daysAgo: number;
  steps: Step[];
}

const OK = '材料齐全，同意。';
const CHECK = '请审核。';

export const WORK_SCRIPTS: WorkScript[] = [
  { busiTypeCode: 'xfjdjc', subject: '消防监督检查', daysAgo: 2, steps: [['station', 'send', 'dadui', CHECK]] },
  { busiTypeCode: 'xfjdjc', subject: '消防监督检查', daysAgo: 5, steps: [['station', 'send', 'dadui', '日常检查发现疏散通道堵塞，请处理。']] },
  {
    busiTypeCode: 'xfjdjc', subject: '消防监督检查', daysAgo: 12,
    steps: [['station', 'send', 'dadui', CHECK], ['dadui', 'approve', 'brigadeLeader', '检查记录完整。'], ['brigadeLeader', 'approve', null, OK]],
  },
  { busiTypeCode: 'xfjdjc', subject: '消防监督检查', daysAgo: 3, steps: [['station', 'send', 'brigadeMate', CHECK], ['brigadeMate', 'transfer', 'dadui', '该单位属李明辉辖区，转其办理。']] },
  {
    busiTypeCode: 'xfjdjc', subject: '消防监督检查', daysAgo: 6,
    steps: [['station', 'send', 'dadui', CHECK], ['dadui', 'approve', 'brigadeLeader'], ['brigadeLeader', 'reback', null, '请补充现场照片后再报。']],
  },
  { busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 1, steps: [['station', 'send', 'dadui', '单位已整改完毕，申请复查。']] },
  {
    busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 4,
    steps: [['station', 'send', 'dadui'], ['dadui', 'approve', 'brigadeLeader', '现场复查合格。'], ['brigadeLeader', 'approve', 'zhidui', OK]],
  },
  {
    busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 15,
    steps: [['station', 'send', 'dadui'], ['dadui', 'approve', 'brigadeLeader'], ['brigadeLeader', 'approve', 'zhidui'], ['zhidui', 'approve', null, '同意复查结论。']],
  },
  {
    busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 9,
    steps: [['station', 'send', 'dadui'], ['dadui', 'approve', 'brigadeLeader'], ['brigadeLeader', 'reject', null, '整改不到位，消防控制室仍无人值守。']],
  },
  { busiTypeCode: 'fzsh', subject: '行政处罚案件法制审核', daysAgo: 2, steps: [['dadui', 'send', 'fazhi', '案件事实清楚，请法制审核。']] },
  { busiTypeCode: 'fzsh', subject: '行政处罚案件法制审核', daysAgo: 7, steps: [['dadui', 'send', 'fazhi']] },
  { busiTypeCode: 'fzsh', subject: '行政处罚案件法制审核', daysAgo: 5, steps: [['dadui', 'send', 'fazhi'], ['fazhi', 'approve', 'zhidui', '适用法律正确，程序合法。']] },
  {
    busiTypeCode: 'fzsh', subject: '行政处罚案件法制审核', daysAgo: 18,
    steps: [['dadui', 'send', 'fazhi'], ['fazhi', 'approve', 'zhidui', '裁量适当。'], ['zhidui', 'approve', null, '同意处罚决定。']],
  },
  { busiTypeCode: 'tsjb', subject: '举报投诉核查', daysAgo: 1, steps: [['jiedao', 'send', 'dadui', '群众举报该场所私拉电线。']] },
  { busiTypeCode: 'tsjb', subject: '举报投诉核查', daysAgo: 3, steps: [['jiedao', 'send', 'dadui'], ['dadui', 'approve', 'station', '请辖区站现场核查。']] },
  { busiTypeCode: 'tsjb', subject: '举报投诉核查', daysAgo: 8, steps: [['jiedao', 'send', 'dadui', '举报消防通道被占用。']] },
  { busiTypeCode: 'dxhd', subject: '大型活动消防安全检查', daysAgo: 2, steps: [['station', 'send', 'dadui', '活动预计三千人参加。']] },
  { busiTypeCode: 'dxhd', subject: '大型活动消防安全检查', daysAgo: 4, steps: [['station', 'send', 'dadui'], ['dadui', 'approve', 'zhidui', '现场检查符合要求。']] },
  { busiTypeCode: 'aqjc', subject: '营业前消防安全检查', daysAgo: 3, steps: [['paichusuo', 'send', 'police'], ['police', 'approve', 'dadui', '派出所检查合格，请大队审核。']] },
  { busiTypeCode: 'aqjc', subject: '营业前消防安全检查', daysAgo: 1, steps: [['paichusuo', 'send', 'police', '申请营业前检查。']] },
  {
    busiTypeCode: 'aqjc', subject: '营业前消防安全检查', daysAgo: 10,
    steps: [['paichusuo', 'send', 'police'], ['police', 'approve', 'dadui'], ['dadui', 'approve', null, '同意投入使用。']],
  },
  { busiTypeCode: 'tqsh', subject: '案件提前审核', daysAgo: 2, steps: [['dadui', 'send', 'fazhi', '拟作出责令停产停业决定，请提前审核。']] },
  { busiTypeCode: 'tqsh', subject: '案件提前审核', daysAgo: 6, steps: [['dadui', 'send', 'fazhi'], ['fazhi', 'approve', 'zhidui', '证据链完整。']] },
  { busiTypeCode: 'jzsh', subject: '案件集中审核', daysAgo: 3, steps: [['dadui', 'send', 'fazhi']] },
  { busiTypeCode: 'jzsh', subject: '案件集中审核', daysAgo: 5, steps: [['dadui', 'send', 'fazhi'], ['fazhi', 'approve', 'zhidui', '提交支队集体审议。']] },
  { busiTypeCode: 'lash', subject: '立案审核', daysAgo: 2, steps: [['dadui', 'send', 'brigadeLeader'], ['brigadeLeader', 'approve', 'fazhi', '同意立案。']] },
  { busiTypeCode: 'lash', subject: '立案审核', daysAgo: 4, steps: [['dadui', 'send', 'brigadeLeader'], ['dadui', 'revoke', null]] },
  { busiTypeCode: 'grgz', subject: '月度工作计划审批', daysAgo: 1, steps: [['brigadeMate', 'send', 'brigadeLeader']] },
  {
    busiTypeCode: 'grgz', subject: '月度工作计划审批', daysAgo: 11,
    steps: [['dadui', 'send', 'brigadeLeader'], ['brigadeLeader', 'approve', 'zhidui', '计划可行。'], ['zhidui', 'approve', null, OK]],
  },
  { busiTypeCode: 'grgz', subject: '年度工作总结审批', daysAgo: 2, steps: [['corpsLeader', 'send', 'bureauLeader'], ['bureauLeader', 'transfer', 'admin', '请系统管理员代为办理。']] },
  { busiTypeCode: 'grlz', subject: '个人履职情况审批', daysAgo: 3, steps: [['dadui', 'send', 'brigadeLeader'], ['brigadeLeader', 'approve', 'zhidui', '履职情况属实。']] },
  { busiTypeCode: 'grss', subject: '履职考评申诉', daysAgo: 2, steps: [['dadui', 'send', 'brigadeLeader', '对扣分项有异议。'], ['brigadeLeader', 'approve', 'fazhi', '申诉理由成立，请法制复核。']] },
  { busiTypeCode: 'grss', subject: '履职考评申诉', daysAgo: 7, steps: [['brigadeMate', 'send', 'brigadeLeader'], ['brigadeLeader', 'reject', null, '申诉材料不足以推翻考评结论。']] },
  // Finished work of the business lists (法制预审, 复查受理, 个人履职汇总); nothing is left pending with a demo account.
  {
    busiTypeCode: 'tqsh', subject: '案件提前审核', daysAgo: 20,
    steps: [['dadui', 'send', 'fazhi'], ['fazhi', 'approve', 'zhidui', '证据确实充分。'], ['zhidui', 'approve', null, '同意提前审核意见。']],
  },
  { busiTypeCode: 'jzsh', subject: '案件集中审核', daysAgo: 8, steps: [['dadui', 'send', 'fazhi', '请集中审核。'], ['fazhi', 'reject', null, '现场检查记录缺少当事人签名，请补正后重新提交。']] },
  {
    busiTypeCode: 'jzsh', subject: '案件集中审核', daysAgo: 25,
    steps: [['dadui', 'send', 'fazhi'], ['fazhi', 'approve', 'zhidui', '提交支队集体审议。'], ['zhidui', 'approve', null, '集体审议通过。']],
  },
  {
    busiTypeCode: 'lash', subject: '立案审核', daysAgo: 16,
    steps: [['dadui', 'send', 'brigadeLeader'], ['brigadeLeader', 'approve', 'fazhi', '同意立案。'], ['fazhi', 'approve', null, '符合立案条件。']],
  },
  {
    busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 21,
    steps: [['station', 'send', 'dadui'], ['dadui', 'approve', 'brigadeLeader', '现场复查合格。'], ['brigadeLeader', 'approve', 'zhidui', OK], ['zhidui', 'approve', null, '同意复查合格结论。']],
  },
  {
    busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 13,
    steps: [['station', 'send', 'dadui'], ['dadui', 'approve', 'brigadeLeader', '仍有两处隐患未整改。'], ['brigadeLeader', 'approve', 'zhidui'], ['zhidui', 'approve', null, '复查不合格，责令继续整改。']],
  },
  { busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 3, steps: [['station', 'send', 'dadui'], ['station', 'revoke', null]] },
  { busiTypeCode: 'fcys', subject: '复查验收申请', daysAgo: 2, steps: [['station', 'send', 'dadui'], ['dadui', 'approve', 'brigadeLeader', '整改到位，请领导审批。']] },
  { busiTypeCode: 'grgz', subject: '月度工作量审批', daysAgo: 45, steps: [['brigadeMate', 'send', 'brigadeLeader'], ['brigadeLeader', 'close', null, '同意。']] },
  { busiTypeCode: 'grgz', subject: '月度工作量审批', daysAgo: 75, steps: [['brigadeMate', 'send', 'brigadeLeader'], ['brigadeLeader', 'reject', null, '工作量统计有误，请核实后重报。']] },
  {
    busiTypeCode: 'grlz', subject: '个人履职情况审批', daysAgo: 40,
    steps: [['dadui', 'send', 'brigadeLeader'], ['brigadeLeader', 'approve', 'zhidui', '履职情况属实。'], ['zhidui', 'approve', null, OK]],
  },
  {
    busiTypeCode: 'grlz', subject: '个人履职情况审批', daysAgo: 70,
    steps: [['brigadeMate', 'send', 'brigadeLeader'], ['brigadeLeader', 'approve', 'zhidui'], ['zhidui', 'approve', null, OK]],
  },
  {
    busiTypeCode: 'grss', subject: '履职考评申诉', daysAgo: 50,
    steps: [['brigadeMate', 'send', 'brigadeLeader', '对考评扣分有异议。'], ['brigadeLeader', 'approve', 'fazhi', '申诉理由成立。'], ['fazhi', 'close', null, '同意调整。']],
  },
];
