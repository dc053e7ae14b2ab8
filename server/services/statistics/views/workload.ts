/** 工作量 10100: personal workload, evaluation, monthly statistics, duty summary and evaluation, summary table. */
import { approvedDeclarations, penalties, tasks } from '../facts';
import type { ViewDef } from '../types';

const ORGAN = { kind: 'organ', key: 'organ', label: '单位' } as const;
const DONE = "f.status = 'done'";
const UNQUALIFIED = "f.result = 'unqualified'";

export const workloadViews: ViewDef[] = [
  {
    key: 'personalWorkload', route: 'grgzl', menuId: 10110, title: '个人工作量', yearly: false,
    dimension: { kind: 'user', key: 'user', label: '检查人员' },
    facts: [tasks()],
    measures: [
      { key: 'total', label: '检查任务', unit: 'count', count: true },
      { key: 'done', label: '已检查', unit: 'count', count: DONE },
      { key: 'unqualified', label: '不合格', unit: 'count', count: UNQUALIFIED },
      { key: 'hazards', label: '发现隐患', unit: 'count', sum: 'f.hazards', drill: 'f.hazards > 0' },
    ],
  },
  {
    key: 'workloadEvaluation', route: 'gzlpj', menuId: 10120, title: '工作量评价', yearly: false,
    dimension: ORGAN,
    facts: [tasks()],
    measures: [
      { key: 'total', label: '任务数', unit: 'count', count: true },
      { key: 'done', label: '已完成', unit: 'count', count: DONE },
      { key: 'overdue', label: '逾期', unit: 'count', count: "f.status = 'overdue'" },
      { key: 'doneRate', label: '完成率(%)', unit: 'percent', ratio: ['done', 'total'] },
    ],
  },
  {
    key: 'workloadStatistics', route: 'gzltj', menuId: 10126, title: '工作量统计', yearly: false,
    dimension: { kind: 'month', key: 'month', label: '月份' },
    facts: [tasks()],
    measures: [
      { key: 'plan', label: '日常检查', unit: 'count', count: "f.source = 'plan'" },
      { key: 'random', label: '双随机', unit: 'count', count: "f.source = 'random'" },
      { key: 'complaint', label: '投诉核查', unit: 'count', count: "f.source = 'complaint'" },
      { key: 'reinspection', label: '复查', unit: 'count', count: "f.source = 'reinspection'" },
      { key: 'event', label: '大型活动', unit: 'count', count: "f.source = 'event'" },
      { key: 'industry', label: '行业转办', unit: 'count', count: "f.source = 'industry'" },
      { key: 'total', label: '合计', unit: 'count', count: true },
    ],
  },
  {
    key: 'dutySummary', route: 'grlzlhhz', menuId: 10130, title: '个人履职量化汇总', yearly: false,
    dimension: { kind: 'user', key: 'user', label: '人员' },
    facts: [approvedDeclarations()],
    measures: [
      { key: 'declarations', label: '申报次数', unit: 'count', count: true },
      { key: 'score', label: '履职得分', unit: 'score', sum: 'f.score', drill: 'f.score <> 0' },
    ],
  },
  {
    key: 'dutyEvaluation', route: 'lzkp', menuId: 10140, title: '履职考评', yearly: true,
    dimension: ORGAN,
    facts: [approvedDeclarations()],
    measures: [
      { key: 'people', label: '申报人数', unit: 'count', distinct: 'f.user_id' },
      { key: 'declarations', label: '申报次数', unit: 'count', count: true },
      { key: 'score', label: '得分合计', unit: 'score', sum: 'f.score', hidden: true },
      { key: 'avgScore', label: '人均得分', unit: 'score', ratio: ['score', 'people'] },
      { key: 'appeals', label: '申诉次数', unit: 'count', count: "f.kind = 'grss'" },
    ],
  },
  {
    key: 'workloadSummary', route: 'gzlhzb', menuId: 10150, title: '工作量汇总表', yearly: false,
    dimension: ORGAN,
    facts: [tasks(), penalties()],
    measures: [
      { key: 'tasks', label: '检查任务', unit: 'count', count: true },
      { key: 'done', label: '已检查', unit: 'count', count: DONE },
      { key: 'hazards', label: '发现隐患', unit: 'count', sum: 'f.hazards', drill: 'f.hazards > 0' },
      { key: 'penalties', label: '处罚次数', unit: 'count', fact: 1, count: 'f.compulsory = false' },
      { key: 'fines', label: '罚款金额(元)', unit: 'yuan', fact: 1, sum: 'f.amount', drill: 'f.amount > 0' },
    ],
  },
];
