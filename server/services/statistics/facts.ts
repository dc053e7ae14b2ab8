/** The fact tables as the views read them, with the columns their drill-down lists. */
import {
  CHANNEL_LABELS, CHECK_KIND_LABELS, CREDIT_LABELS, DUTY_KIND_LABELS, LIST_LEVEL_LABELS, ORDER_STATUS_LABELS,
  PENALTY_KIND_LABELS, RESULT_LABELS, SERVICE_KIND_LABELS, SOURCE_LABELS, TASK_STATUS_LABELS, YES_NO,
  areaName, causeName, companyName, departmentName, intText, labelOf, moneyText, organName, timeText, userName,
} from './columns';
import type { FactDef } from './types';

const time = (column: string) => ({ column, kind: 'time' as const });

/** Which date of an inspection task a view counts by: when it was created (tasks) or checked (checks). */
export type TaskDate = 'created' | 'checked';
const TASK_DATES = {
  created: { key: 'createdAt', label: '创建时间', column: 'f.created_at' },
  checked: { key: 'checkedAt', label: '检查时间', column: 'f.checked_at' },
} as const;

/**
 * Inspection tasks counted by one date, which the drill-down filters by too and lists first: a view of
 * checks counts by 检查时间, so its drill-down never shows a check made outside the chosen period.
 */
export const tasks = (where?: string, dated: TaskDate = 'created'): FactDef => {
  const counted = TASK_DATES[dated];
  const other = TASK_DATES[dated === 'created' ? 'checked' : 'created'];
  return {
    from: 'inspection_tasks f',
    where,
    organ: 'f.organ_id',
    date: time(counted.column),
    drill: {
      id: 'f.id',
      order: `${counted.column} DESC, f.id`,
      columns: [
        { key: counted.key, label: counted.label, sql: timeText(counted.column) },
        { key: 'organ', label: '所属单位', sql: organName() },
        { key: 'user', label: '检查人员', sql: userName() },
        { key: 'company', label: '检查单位', sql: companyName() },
        { key: 'source', label: '任务来源', sql: labelOf('f.source', SOURCE_LABELS) },
        { key: 'status', label: '状态', sql: labelOf('f.status', TASK_STATUS_LABELS) },
        { key: 'result', label: '检查结果', sql: labelOf('f.result', RESULT_LABELS) },
        { key: 'cause', label: '案由', sql: causeName() },
        { key: 'hazards', label: '隐患数', sql: intText('f.hazards') },
        { key: other.key, label: other.label, sql: timeText(other.column) },
      ],
    },
  };
};

export const penalties = (where?: string): FactDef => ({
  from: 'penalties f',
  where,
  organ: 'f.organ_id',
  date: time('f.decided_at'),
  drill: {
    id: 'f.id',
    order: 'f.decided_at DESC, f.id',
    columns: [
      { key: 'decidedAt', label: '决定时间', sql: timeText('f.decided_at') },
      { key: 'organ', label: '所属单位', sql: organName() },
      { key: 'company', label: '被处罚单位', sql: companyName() },
      { key: 'kind', label: '处罚种类', sql: labelOf('f.kind', PENALTY_KIND_LABELS) },
      { key: 'amount', label: '罚款金额(元)', sql: moneyText('f.amount') },
      { key: 'cause', label: '案由', sql: causeName() },
    ],
  },
});

/** Approved declarations: their approval flow reached its last approval (as the duty summary counts them). */
export const approvedDeclarations = (dated: 'month' = 'month'): FactDef => ({
  from: `duty_declarations f JOIN flow_works w ON w.busi_type_code = f.kind AND w.busi_inst_id = f.id AND w.phase = 'approved'`,
  where: 'f.deleted = false',
  organ: 'f.organ_id',
  date: { column: 'f.period', kind: dated },
  drill: {
    id: 'f.id',
    order: 'f.period DESC, f.id',
    columns: [
      { key: 'period', label: '申报月份', sql: 'f.period' },
      { key: 'user', label: '申报人', sql: userName() },
      { key: 'organ', label: '所属单位', sql: organName() },
      { key: 'kind', label: '申报类型', sql: labelOf('f.kind', DUTY_KIND_LABELS) },
      { key: 'score', label: '得分', sql: moneyText('f.score') },
      { key: 'finishedAt', label: '审批完成时间', sql: timeText('w.finished_at') },
    ],
  },
});

export const serviceReviews = (where?: string): FactDef => ({
  from: 'service_reviews f',
  where,
  organ: 'f.organ_id',
  date: time('f.created_at'),
  drill: {
    id: 'f.id',
    order: 'f.created_at DESC, f.id',
    columns: [
      { key: 'createdAt', label: '评价时间', sql: timeText('f.created_at') },
      { key: 'organ', label: '所属单位', sql: organName() },
      { key: 'user', label: '服务人员', sql: userName() },
      { key: 'service', label: '业务', sql: 'f.service' },
      { key: 'score', label: '评分', sql: intText('f.score') },
      { key: 'problem', label: '问题类别', sql: "coalesce(f.problem, '')" },
      { key: 'channel', label: '渠道', sql: labelOf('f.channel', CHANNEL_LABELS) },
    ],
  },
});

export const creditRecords: FactDef = {
  from: 'credit_records f',
  organ: 'f.organ_id',
  date: time('f.recorded_at'),
  drill: {
    id: 'f.id',
    order: 'f.recorded_at DESC, f.id',
    columns: [
      { key: 'recordedAt', label: '评定时间', sql: timeText('f.recorded_at') },
      { key: 'organ', label: '所属单位', sql: organName() },
      { key: 'company', label: '社会单位', sql: companyName() },
      { key: 'level', label: '信用等级', sql: labelOf('f.level', CREDIT_LABELS) },
      { key: 'reason', label: '评定原因', sql: "coalesce(f.reason, '')" },
    ],
  },
};

export const industryOrders: FactDef = {
  from: 'industry_orders f',
  organ: 'f.organ_id',
  date: time('f.issued_at'),
  drill: {
    id: 'f.id',
    order: 'f.issued_at DESC, f.id',
    columns: [
      { key: 'issuedAt', label: '下发时间', sql: timeText('f.issued_at') },
      { key: 'title', label: '工单标题', sql: 'f.title' },
      { key: 'department', label: '行业部门', sql: departmentName() },
      { key: 'organ', label: '下发单位', sql: organName() },
      { key: 'status', label: '状态', sql: labelOf('f.status', ORDER_STATUS_LABELS) },
      { key: 'doneAt', label: '办结时间', sql: timeText('f.done_at') },
    ],
  },
};

/** Public services with the complaints handled (every complaint with a fact counts as one 投诉举报 served). */
export const publicServices: FactDef = {
  from: `(SELECT id, organ_id, kind, channel, title, participants, occurred_at FROM public_services
    UNION ALL SELECT id, organ_id, 'complaint', channel, address, 1, received_at FROM complaints) f`,
  organ: 'f.organ_id',
  date: time('f.occurred_at'),
  drill: {
    id: 'f.id',
    order: 'f.occurred_at DESC, f.id',
    columns: [
      { key: 'occurredAt', label: '服务时间', sql: timeText('f.occurred_at') },
      { key: 'title', label: '名称', sql: 'f.title' },
      { key: 'kind', label: '服务类型', sql: labelOf('f.kind', SERVICE_KIND_LABELS) },
      { key: 'channel', label: '渠道', sql: labelOf('f.channel', CHANNEL_LABELS) },
      { key: 'participants', label: '参与人次', sql: intText('f.participants') },
      { key: 'organ', label: '所属单位', sql: organName() },
    ],
  },
};

export const fireIncidents = (where?: string): FactDef => ({
  from: 'fire_incidents f',
  where,
  organ: 'f.organ_id',
  date: time('f.occurred_at'),
  drill: {
    id: 'f.id',
    order: 'f.occurred_at DESC, f.id',
    columns: [
      { key: 'occurredAt', label: '发生时间', sql: timeText('f.occurred_at') },
      { key: 'address', label: '地址', sql: 'f.address' },
      { key: 'organ', label: '所属单位', sql: organName() },
      { key: 'company', label: '单位', sql: companyName() },
      { key: 'cause', label: '起火原因', sql: 'f.cause' },
      { key: 'loss', label: '直接损失(元)', sql: moneyText('f.loss') },
      { key: 'casualties', label: '伤亡人数', sql: intText('f.casualties') },
      { key: 'listLevel', label: '督办级别', sql: labelOf('f.list_level', LIST_LEVEL_LABELS) },
      { key: 'listLifted', label: '已摘牌', sql: labelOf('f.list_lifted::text', YES_NO) },
    ],
  },
});

/** People: live accounts with their law-enforcement certificate when they are officers (no date). */
export const people: FactDef = {
  from: 'users f LEFT JOIN law_officers lo ON lo.user_id = f.id AND lo.deleted = false',
  where: 'f.deleted = false',
  organ: 'f.organ_id',
  drill: {
    id: 'f.id',
    order: 'f.name, f.id',
    columns: [
      { key: 'name', label: '姓名', sql: 'f.name' },
      { key: 'account', label: '账号', sql: 'f.account' },
      { key: 'organ', label: '所属单位', sql: organName() },
      { key: 'certificateNo', label: '执法证号', sql: "coalesce(lo.certificate_no, '')" },
    ],
  },
};

export const volunteers: FactDef = {
  from: 'volunteers f',
  organ: 'f.organ_id',
  date: { column: 'f.joined_at', kind: 'time', measuresOnly: true },
  drill: {
    id: 'f.id',
    order: 'f.joined_at DESC, f.id',
    columns: [
      { key: 'name', label: '姓名', sql: 'f.name' },
      { key: 'gender', label: '性别', sql: labelOf('f.gender::text', { 1: '男', 2: '女' }) },
      { key: 'area', label: '区域', sql: areaName() },
      { key: 'organ', label: '所属单位', sql: organName() },
      { key: 'joinedAt', label: '加入时间', sql: timeText('f.joined_at') },
      { key: 'active', label: '在册', sql: labelOf('f.active::text', YES_NO) },
    ],
  },
};

export const stationChecks = (where?: string): FactDef => ({
  from: 'fire_station_checks f',
  where,
  organ: 'f.organ_id',
  date: time('f.checked_at'),
  drill: {
    id: 'f.id',
    order: 'f.checked_at DESC, f.id',
    columns: [
      { key: 'checkedAt', label: '检查时间', sql: timeText('f.checked_at') },
      { key: 'station', label: '消防站', sql: organName() },
      { key: 'company', label: '检查单位', sql: companyName() },
      { key: 'kind', label: '检查类型', sql: labelOf('f.kind', CHECK_KIND_LABELS) },
      { key: 'hazards', label: '发现隐患', sql: intText('f.hazards_found') },
      { key: 'major', label: '重大隐患', sql: intText('f.major_hazards') },
      { key: 'rectified', label: '已整改', sql: intText('f.hazards_rectified') },
    ],
  },
});
