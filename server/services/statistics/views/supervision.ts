/** 服务好差评 10200 and 监督检查 10300: reviews, problems, inspection, case causes, credit, issued tasks. */
import { creditRecords, penalties, serviceReviews, tasks } from '../facts';
import { STATISTICS_MESSAGES as M } from '../messages';
import type { ViewDef } from '../types';

const ORGAN = { kind: 'organ', key: 'organ', label: '单位' } as const;
const NOT_COMPULSORY = 'f.compulsory = false';

export const supervisionViews: ViewDef[] = [
  {
    key: 'serviceReviews', route: 'hcp', menuId: 10210, title: '好差评', yearly: false,
    dimension: ORGAN,
    facts: [serviceReviews()],
    measures: [
      { key: 'total', label: '评价数', unit: 'count', count: true },
      { key: 'good', label: '好评', unit: 'count', count: 'f.score >= 4' },
      { key: 'neutral', label: '中评', unit: 'count', count: 'f.score = 3' },
      { key: 'bad', label: '差评', unit: 'count', count: 'f.score <= 2' },
      { key: 'goodRate', label: '好评率(%)', unit: 'percent', ratio: ['good', 'total'] },
    ],
  },
  {
    key: 'reviewProblems', route: 'hcpWttj', menuId: 10220, title: '问题统计', yearly: false,
    dimension: { kind: 'value', key: 'problem', label: '问题类别', expr: `coalesce(nullif(f.problem, ''), '${M.unclassified}')` },
    facts: [serviceReviews('f.score <= 2')],
    measures: [
      { key: 'count', label: '差评数', unit: 'count', count: true },
      { key: 'share', label: '占比(%)', unit: 'percent', ratio: ['count', 'count'], overTotal: true },
    ],
  },
  {
    key: 'supervisionInspection', route: 'jdjctjb', menuId: 10310, title: '监督检查统计', yearly: false,
    dimension: ORGAN,
    // Checks are counted when they were made (检查时间), and drilled by the same date.
    facts: [tasks(undefined, 'checked'), penalties()],
    measures: [
      { key: 'checked', label: '检查数', unit: 'count', count: "f.status = 'done'" },
      { key: 'qualified', label: '合格', unit: 'count', count: "f.result = 'qualified'" },
      { key: 'unqualified', label: '不合格', unit: 'count', count: "f.result = 'unqualified'" },
      { key: 'hazards', label: '隐患', unit: 'count', sum: 'f.hazards', drill: 'f.hazards > 0' },
      { key: 'penalties', label: '处罚', unit: 'count', fact: 1, count: NOT_COMPULSORY },
      { key: 'fines', label: '罚款金额(元)', unit: 'yuan', fact: 1, sum: 'f.amount', drill: 'f.amount > 0' },
      { key: 'seals', label: '临时查封', unit: 'count', fact: 1, count: "f.kind = 'seal'" },
    ],
  },
  {
    key: 'caseCauses', route: 'aytj', menuId: 10320, title: '案由统计', yearly: false,
    dimension: { kind: 'lookup', key: 'cause', label: '案由', expr: "coalesce(f.cause_id, '-')", table: 'case_causes', name: 'name' },
    facts: [tasks("f.result = 'unqualified'", 'checked'), penalties()],
    measures: [
      { key: 'unqualified', label: '不合格检查', unit: 'count', count: true },
      { key: 'penalties', label: '处罚次数', unit: 'count', fact: 1, count: NOT_COMPULSORY },
      { key: 'fines', label: '罚款金额(元)', unit: 'yuan', fact: 1, sum: 'f.amount', drill: 'f.amount > 0' },
    ],
  },
  {
    key: 'creditSupervision', route: 'xyjgtj', menuId: 10330, title: '信用监管统计', yearly: true,
    dimension: ORGAN,
    facts: [creditRecords],
    measures: [
      { key: 'A', label: '守信', unit: 'count', count: "f.level = 'A'" },
      { key: 'B', label: '基本守信', unit: 'count', count: "f.level = 'B'" },
      { key: 'C', label: '失信', unit: 'count', count: "f.level = 'C'" },
      { key: 'D', label: '严重失信', unit: 'count', count: "f.level = 'D'" },
      { key: 'total', label: '合计', unit: 'count', count: true },
    ],
  },
  {
    key: 'issuedTasks', route: 'xftj', menuId: 10340, title: '下发统计', yearly: false,
    dimension: { ...ORGAN, label: '接收单位' },
    facts: [tasks('f.issued_by_organ_id IS NOT NULL')],
    measures: [
      { key: 'issued', label: '下发数', unit: 'count', count: true },
      { key: 'done', label: '已完成', unit: 'count', count: "f.status = 'done'" },
      { key: 'overdue', label: '逾期', unit: 'count', count: "f.status = 'overdue'" },
      { key: 'doneRate', label: '完成率(%)', unit: 'percent', ratio: ['done', 'issued'] },
    ],
  },
];
