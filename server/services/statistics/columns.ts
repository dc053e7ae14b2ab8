/**
 * Display-text SQL for drill-down columns (names resolved, dates 'YYYY-MM-DD HH:mm' China time), and the
 * label tables of the facts' codes. Written once, used by the view definitions.
 */
import { chinaText } from './sql-parts';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const nameIn = (table: string, column: string) => `coalesce((SELECT x.name FROM ${table} x WHERE x.id = ${column}), '')`;
export const organName = (column = 'f.organ_id') => nameIn('organizations', column);
export const userName = (column = 'f.user_id') => nameIn('users', column);
export const companyName = (column = 'f.company_id') => nameIn('society_companies', column);
export const causeName = (column = 'f.cause_id') => nameIn('case_causes', column);
export const departmentName = (column = 'f.department_id') => nameIn('committee_departments', column);
export const areaName = (column = 'f.area_id') => nameIn('areas', column);
export const timeText = (column: string) => `coalesce(${chinaText(column, 'YYYY-MM-DD HH24:MI')}, '')`;
export const moneyText = (column: string) => `to_char(${column}, 'FM999999999990.00')`;
export const intText = (column: string) => `${column}::text`;

/** A CASE turning a code into its Chinese label (the code itself when unknown, '' when null). */
export function labelOf(column: string, labels: Record<string, string>): string {
  const whens = Object.entries(labels).map(([code, label]) => `WHEN ${quote(code)} THEN ${quote(label)}`);
  return `CASE ${column} ${whens.join(' ')} ELSE coalesce(${column}::text, '') END`;
}

export const SOURCE_LABELS = { plan: '日常检查', random: '双随机', complaint: '投诉核查', reinspection: '复查', event: '大型活动', industry: '行业转办' };
export const TASK_STATUS_LABELS = { pending: '待检查', done: '已检查', overdue: '逾期' };
export const RESULT_LABELS = { qualified: '合格', unqualified: '不合格' };
export const PENALTY_KIND_LABELS = { fine: '罚款', warning: '警告', suspend: '责令停产停业', seal: '临时查封', detain: '拘留' };
export const CHANNEL_LABELS = { app: 'APP', wechat: '公众号', offline: '线下', other: '其他' };
export const SERVICE_KIND_LABELS = { appointment: '预约服务', training: '消防培训', publicity: '宣传活动', consultation: '咨询服务', complaint: '投诉举报' };
export const ORDER_STATUS_LABELS = { issued: '已下发', accepted: '已签收', done: '已办结', overdue: '超期' };
export const CREDIT_LABELS = { A: '守信', B: '基本守信', C: '失信', D: '严重失信' };
export const LIST_LEVEL_LABELS = { province: '省级', city: '市级', district: '区级' };
export const CHECK_KIND_LABELS = { enforcement: '执法检查', safety: '安全检查' };
export const DUTY_KIND_LABELS = { grgz: '个人工作', grlz: '个人履职', grss: '个人履职申诉' };
export const YES_NO = { true: '是', false: '否' };
