/**
 * Option lists both sides use: the server checks values against them and writes their labels into
 * exports, the client shows them in selects, filters and status badges. One list per meaning.
 */
export interface OptionItem<V extends string | number | boolean = string | number | boolean> {
  readonly value: V;
  readonly label: string;
  /** Chakra colour palette of the status badge. */
  readonly color?: string;
}

export type OptionList<V extends string | number | boolean = string | number | boolean> = readonly OptionItem<V>[];

export const ENABLED_OPTIONS = [
  { value: true, label: '启用', color: 'green' },
  { value: false, label: '停用', color: 'gray' },
] as const satisfies OptionList<boolean>;

export const YES_NO_OPTIONS = [
  { value: true, label: '是', color: 'green' },
  { value: false, label: '否', color: 'gray' },
] as const satisfies OptionList<boolean>;

/** Organisation levels of document 2 §1 (0 the ministry bureau; 6 streets, communities, premises). */
export const ORGAN_LEVEL_OPTIONS = [
  { value: 0, label: '部局' },
  { value: 1, label: '总队' },
  { value: 2, label: '支队' },
  { value: 3, label: '大队' },
  { value: 4, label: '中队' },
  { value: 5, label: '派出所' },
  { value: 6, label: '其他' },
] as const satisfies OptionList<number>;

/** Unit categories of document 2 §1. */
export const UNIT_CATEGORY_OPTIONS = [
  { value: 1, label: '重点单位' },
  { value: 2, label: '九小场所' },
  { value: 3, label: '其他单位' },
  { value: 4, label: '一般单位' },
] as const satisfies OptionList<number>;

/** The label of a value, '' when the list lacks it. */
export function optionLabel(options: OptionList, value: unknown): string {
  return options.find((o) => o.value === value)?.label ?? '';
}

/** Where a personal assessment item's score comes from (kaopingsz 11810). */
export const ASSESSMENT_SOURCE_OPTIONS = [
  { value: 1, label: '履职量化' },
  { value: 2, label: '工作评价' },
  { value: 3, label: '领导评价' },
  { value: 4, label: '民主测评' },
  { value: 5, label: '其他' },
] as const satisfies OptionList<number>;

/** Levels a managed unit may have (the ministry bureau, level 0, is never created or edited). */
export const MANAGED_ORGAN_LEVEL_OPTIONS = ORGAN_LEVEL_OPTIONS.filter((o) => o.value > 0);

/** Levels of the industry classification (hygl): 门类 › 大类 › 中类. */
export const INDUSTRY_LEVEL_OPTIONS = [
  { value: 1, label: '门类' },
  { value: 2, label: '大类' },
  { value: 3, label: '中类' },
] as const satisfies OptionList<number>;

/** Review states of a regulation or case document (server/services/library-flow.ts). */
export const LIBRARY_STATUS_OPTIONS = [
  { value: 'draft', label: '草稿', color: 'gray' },
  { value: 'reviewing', label: '审核中', color: 'orange' },
  { value: 'approved', label: '已通过', color: 'green' },
] as const satisfies OptionList<string>;

/** An account's state (users.state): frozen accounts cannot log in. */
export const USER_STATE_OPTIONS = [
  { value: 'active', label: '正常', color: 'green' },
  { value: 'frozen', label: '冻结', color: 'red' },
] as const satisfies OptionList<string>;

/** Law-enforcement certificate kinds (执法人员 zfry). */
export const LAW_CERTIFICATE_TYPE_OPTIONS = [
  { value: 'fire', label: '消防监督检查证' },
  { value: 'admin', label: '行政执法证' },
] as const satisfies OptionList<string>;

/** Law-enforcement qualification levels. */
export const LAW_QUALIFICATION_OPTIONS = [
  { value: 'basic', label: '基本级' },
  { value: 'intermediate', label: '中级' },
  { value: 'advanced', label: '高级' },
] as const satisfies OptionList<string>;

/** A certificate's state on today's China calendar day (expiring: within LAW_CERTIFICATE_WARNING_DAYS). */
export const LAW_CERTIFICATE_STATE_OPTIONS = [
  { value: 'valid', label: '有效', color: 'green' },
  { value: 'expiring', label: '即将到期', color: 'orange' },
  { value: 'expired', label: '已过期', color: 'red' },
] as const satisfies OptionList<string>;

/** Writ template categories (src/constants/writ-labels.ts names them for exports). */
export const WRIT_CATEGORY_OPTIONS = [
  { value: 'enforcement', label: '执法文书', color: 'red' },
  { value: 'approval', label: '审批文书', color: 'orange' },
  { value: 'general', label: '通用文书', color: 'gray' },
] as const satisfies OptionList<string>;

/** Where a case cause came from (aysz). */
export const CAUSE_SOURCE_OPTIONS = [
  { value: 'national', label: '全国案由库', color: 'blue' },
  { value: 'xxj', label: '信息系统同步', color: 'green' },
] as const satisfies OptionList<string>;
/** A social unit's state (society_companies.status): 1 in business, 0 closed. */
export const COMPANY_STATUS_OPTIONS = [
  { value: 1, label: '正常', color: 'green' },
  { value: 0, label: '停业', color: 'gray' },
] as const satisfies OptionList<number>;

/** A building's use (builds.use_type, 11320). */
export const BUILD_USE_OPTIONS = [
  { value: 'residential', label: '住宅建筑' },
  { value: 'public', label: '公共建筑' },
  { value: 'industrial', label: '工业建筑' },
  { value: 'mixed', label: '商住综合' },
] as const satisfies OptionList<string>;

/** A building's structure (builds.structure). */
export const BUILD_STRUCTURE_OPTIONS = [
  { value: 'concrete', label: '钢筋混凝土结构' },
  { value: 'steel', label: '钢结构' },
  { value: 'masonry', label: '砖混结构' },
  { value: 'other', label: '其他结构' },
] as const satisfies OptionList<string>;

/** 耐火等级 (builds.fire_rating). */
export const FIRE_RATING_OPTIONS = [
  { value: 1, label: '一级' },
  { value: 2, label: '二级' },
  { value: 3, label: '三级' },
  { value: 4, label: '四级' },
] as const satisfies OptionList<number>;

/** Premises categories of a street (special_places.category, jdcsgl). */
export const PLACE_CATEGORY_OPTIONS = [
  { value: 1, label: '九小场所' },
  { value: 2, label: '人员密集场所' },
  { value: 3, label: '易燃易爆场所' },
  { value: 4, label: '高层建筑' },
  { value: 5, label: '地下空间' },
  { value: 6, label: '其他' },
] as const satisfies OptionList<number>;

/** Categories of a notice template (xxmb), the notices' templateCategory. */
export const TEMPLATE_CATEGORY_OPTIONS = [
  { value: 'task', label: '任务提醒', color: 'blue' },
  { value: 'approval', label: '审批通知', color: 'orange' },
  { value: 'system', label: '系统消息', color: 'gray' },
] as const satisfies OptionList<string>;

/** Kinds of task a task template (taskTemplate 11500) is for. */
export const TASK_TYPE_OPTIONS = [
  { value: 'inspection', label: '监督检查', color: 'blue' },
  { value: 'spotCheck', label: '双随机抽查', color: 'purple' },
  { value: 'rectifyReview', label: '隐患整改复查', color: 'orange' },
  { value: 'propaganda', label: '消防宣传', color: 'green' },
] as const satisfies OptionList<string>;

/** Kinds of business a guide template (xdmb 11600) is for. */
export const GUIDE_TYPE_OPTIONS = [
  { value: 'supervision', label: '监督检查', color: 'blue' },
  { value: 'enforcement', label: '执法办案', color: 'red' },
  { value: 'investigation', label: '火灾调查', color: 'orange' },
  { value: 'propaganda', label: '宣传培训', color: 'green' },
] as const satisfies OptionList<string>;

/** Levels of a law or regulation (fgk 11340). */
export const REGULATION_LEVEL_OPTIONS = [
  { value: 'law', label: '法律' },
  { value: 'administrative', label: '行政法规' },
  { value: 'departmental', label: '部门规章' },
  { value: 'local', label: '地方性法规' },
  { value: 'standard', label: '技术标准' },
] as const satisfies OptionList<string>;

/** Validity of a law or regulation (fgk 11340). */
export const REGULATION_STATUS_OPTIONS = [
  { value: 'effective', label: '现行有效', color: 'green' },
  { value: 'amended', label: '已修订', color: 'orange' },
  { value: 'repealed', label: '已废止', color: 'gray' },
] as const satisfies OptionList<string>;

/** Levels of the area tree (qygl 11210): streets (4) have their own edit button. */
export const AREA_LEVEL_OPTIONS = [
  { value: 1, label: '省' },
  { value: 2, label: '市' },
  { value: 3, label: '区' },
  { value: 4, label: '街道' },
  { value: 5, label: '社区' },
] as const satisfies OptionList<number>;

/** States of a writ (文书): a draft until issued. */
export const WRIT_STATUS_OPTIONS = [
  { value: 'draft', label: '草稿', color: 'gray' },
  { value: 'issued', label: '已签发', color: 'green' },
] as const satisfies OptionList<string>;

/** Categories of a duty-quantification standard (履职量化标准 userManage). */
export const DUTY_CATEGORY_OPTIONS = [
  { value: 1, label: '监督检查' },
  { value: 2, label: '行政执法' },
  { value: 3, label: '火灾调查' },
  { value: 4, label: '宣传培训' },
  { value: 5, label: '综合业务' },
] as const satisfies OptionList<number>;

/** A period of the working-day calendar (jjrsz): days off, or weekend days worked in their place (调休). */
export const CALENDAR_KIND_OPTIONS = [
  { value: 1, label: '放假', color: 'red' },
  { value: 2, label: '调休上班', color: 'blue' },
] as const satisfies OptionList<number>;

/** States of a flow definition (流程定义 lcgl): a draft until first enabled. */
export const FLOW_STATUS_OPTIONS = [
  { value: 'draft', label: '草稿', color: 'orange' },
  { value: 'enabled', label: '启用', color: 'green' },
  { value: 'disabled', label: '停用', color: 'gray' },
] as const satisfies OptionList<string>;

/** Where an inspection task (监督检查任务, xfaqjc 1030) came from. */
/** 专项监督检查 (zxjdjc): a campaign is drafted, published (its tasks dispatched) and closed. */
export const CAMPAIGN_STATUS_OPTIONS = [
  { value: 'draft', label: '草稿', color: 'gray' },
  { value: 'published', label: '已发布', color: 'blue' },
  { value: 'closed', label: '已关闭', color: 'green' },
] as const satisfies OptionList<string>;

export const SUPERVISION_SOURCE_OPTIONS = [
  { value: 'plan', label: '日常检查', color: 'blue' },
  { value: 'random', label: '双随机抽查', color: 'purple' },
  { value: 'campaign', label: '专项检查', color: 'cyan' },
  { value: 'complaint', label: '举报投诉核查', color: 'orange' },
  { value: 'event', label: '大型活动检查', color: 'pink' },
  { value: 'handover', label: '移交受理', color: 'teal' },
  { value: 'appointment', label: '预约检查', color: 'green' },
  { value: 'reinspection', label: '复查', color: 'yellow' },
  { value: 'aqjc', label: '营业前消防安全检查', color: 'red' },
] as const satisfies OptionList<string>;

/** Kind of inspection task (taskClassification); the same codes as the task templates' kinds (11500). */
export const SUPERVISION_KIND_OPTIONS = [
  { value: 'inspection', label: '监督检查' },
  { value: 'spotCheck', label: '双随机抽查' },
  { value: 'rectifyReview', label: '隐患整改复查' },
] as const satisfies OptionList<string>;

/** States of an inspection task: dispatched → accepted → checked → closed. */
export const SUPERVISION_STATUS_OPTIONS = [
  { value: 'dispatched', label: '待接收', color: 'gray' },
  { value: 'accepted', label: '待检查', color: 'blue' },
  { value: 'checked', label: '已检查', color: 'orange' },
  { value: 'closed', label: '已办结', color: 'green' },
] as const satisfies OptionList<string>;

/** Outcome of a check (checkResult). */
export const CHECK_RESULT_OPTIONS = [
  { value: 'qualified', label: '合格', color: 'green' },
  { value: 'immediate', label: '责令立即改正', color: 'orange' },
  { value: 'deadline', label: '责令限期改正', color: 'red' },
  { value: 'referral', label: '移送立案', color: 'purple' },
] as const satisfies OptionList<string>;

/** Level of a fire hazard found in a check. */
export const HAZARD_LEVEL_OPTIONS = [
  { value: 'general', label: '一般隐患', color: 'blue' },
  { value: 'major', label: '重大隐患', color: 'red' },
] as const satisfies OptionList<string>;

/** The rectification notices of a check: 责令立即改正通知书 (zlljgztzs), 责令限期改正通知书 (zlxqgztzs). */
export const RECTIFY_NOTICE_KIND_OPTIONS = [
  { value: 'immediate', label: '责令立即改正通知书' },
  { value: 'deadline', label: '责令限期改正通知书' },
] as const satisfies OptionList<string>;

/** 在线留言 (8830): where a message from the public came in. */
export const LEAVE_WORD_CHANNEL_OPTIONS = [
  { value: 1, label: '微信公众号' },
  { value: 2, label: '移动APP' },
  { value: 3, label: '门户网站' },
  { value: 4, label: '电话/窗口' },
] as const satisfies OptionList<number>;

/** 在线留言 (8830): 待回复 until staff answer it. */
export const LEAVE_WORD_STATUS_OPTIONS = [
  { value: 1, label: '待回复', color: 'orange' },
  { value: 2, label: '已回复', color: 'green' },
] as const satisfies OptionList<number>;

/** 预约受理 (8200): what the public books; an accepted booking becomes the matching work. */
export const APPOINTMENT_KIND_OPTIONS = [
  { value: 'reinspection', label: '复查', color: 'yellow' },
  { value: 'guidance', label: '消防指导', color: 'cyan' },
  { value: 'training', label: '消防培训', color: 'purple' },
  { value: 'event', label: '大型活动', color: 'pink' },
  { value: 'inspection', label: '监督检查', color: 'blue' },
] as const satisfies OptionList<string>;

/** Where a booking came in (the channels 公众服务统计 10500 counts). */
export const APPOINTMENT_CHANNEL_OPTIONS = [
  { value: 'app', label: '移动APP' },
  { value: 'wechat', label: '微信公众号' },
  { value: 'offline', label: '窗口' },
  { value: 'other', label: '其他' },
] as const satisfies OptionList<string>;

export const APPOINTMENT_STATUS_OPTIONS = [
  { value: 'pending', label: '待处理', color: 'orange' },
  { value: 'accepted', label: '已受理', color: 'green' },
  { value: 'refused', label: '不予受理', color: 'gray' },
] as const satisfies OptionList<string>;

/** 行政处罚 (xzcf 3100): where a case stands. */
export const PENALTY_CASE_STATUS_OPTIONS = [
  { value: 'filed', label: '调查取证', color: 'blue' },
  { value: 'notified', label: '已告知', color: 'orange' },
  { value: 'reviewing', label: '法制审核', color: 'purple' },
  { value: 'decided', label: '已决定', color: 'red' },
  { value: 'executed', label: '已执行', color: 'teal' },
  { value: 'closed', label: '已结案', color: 'green' },
] as const satisfies OptionList<string>;

/** 行政处罚: how a case was opened. */
export const PENALTY_CASE_SOURCE_OPTIONS = [
  { value: 'referral', label: '检查移送' },
  { value: 'direct', label: '直接立案' },
] as const satisfies OptionList<string>;

/** 行政处罚告知: the party's rights the notice names (陈述申辩, or also a hearing). */
export const PENALTY_RIGHTS_OPTIONS = [
  { value: 'statement', label: '陈述申辩' },
  { value: 'hearing', label: '听证' },
] as const satisfies OptionList<string>;

/** What the party did after the notice. */
export const PENALTY_REPLY_OPTIONS = [
  { value: 'waived', label: '放弃陈述申辩和听证' },
  { value: 'statement', label: '已陈述申辩' },
  { value: 'hearing', label: '已举行听证' },
] as const satisfies OptionList<string>;

/** 行政处罚决定: the penalty (as the penalties fact counts it). */
export const PENALTY_KIND_OPTIONS = [
  { value: 'warning', label: '警告' },
  { value: 'fine', label: '罚款' },
  { value: 'suspend', label: '责令停产停业' },
  { value: 'detain', label: '拘留' },
] as const satisfies OptionList<string>;

/** 执行: a fine paid, a decision served and carried out, or enforcement applied to the court. */
export const PENALTY_EXECUTION_OPTIONS = [
  { value: 'paid', label: '缴纳罚款' },
  { value: 'performed', label: '自觉履行' },
  { value: 'enforced', label: '申请强制执行' },
] as const satisfies OptionList<string>;
/** 投诉受理 (8300): a complaint (投诉) or a report (举报) of a fire-safety violation. */
export const COMPLAINT_KIND_OPTIONS = [
  { value: 'complaint', label: '投诉' },
  { value: 'report', label: '举报' },
] as const satisfies OptionList<string>;

/** 投诉受理 (8300): where a complaint came in. */
export const COMPLAINT_CHANNEL_OPTIONS = [
  { value: 'hotline12345', label: '12345热线' },
  { value: 'hotline96119', label: '96119热线' },
  { value: 'app', label: '移动APP' },
  { value: 'wechat', label: '微信公众号' },
  { value: 'counter', label: '窗口受理' },
  { value: 'other', label: '其他' },
] as const satisfies OptionList<string>;

/** 投诉受理 (8300): what the complaint is about. */
export const COMPLAINT_CATEGORY_OPTIONS = [
  { value: 'escapeBlocked', label: '疏散通道堵塞、安全出口锁闭' },
  { value: 'facilities', label: '消防设施损坏、停用' },
  { value: 'fireLane', label: '占用消防车通道' },
  { value: 'residential', label: '三合一场所、违规住人' },
  { value: 'electric', label: '电动车违规停放充电' },
  { value: 'hazardousGoods', label: '违规储存易燃易爆物品' },
  { value: 'other', label: '其他消防违法行为' },
] as const satisfies OptionList<string>;

/** 投诉受理 (8300): registered → pre-handled (rejected, or forwarded to a brigade) → verifying → verified → replied → closed. */
export const COMPLAINT_STATUS_OPTIONS = [
  { value: 'registered', label: '待预处理', color: 'orange' },
  { value: 'rejected', label: '不予受理', color: 'gray' },
  { value: 'forwarded', label: '待核查', color: 'blue' },
  { value: 'verifying', label: '核查中', color: 'cyan' },
  { value: 'verified', label: '待回复', color: 'purple' },
  { value: 'replied', label: '待评价', color: 'teal' },
  { value: 'closed', label: '已办结', color: 'green' },
] as const satisfies OptionList<string>;

/** 投诉受理 (8300): the complainant's review of how the complaint was handled (score of the service_reviews fact). */
export const COMPLAINT_SATISFACTION_OPTIONS = [
  { value: 5, label: '满意' },
  { value: 3, label: '基本满意' },
  { value: 1, label: '不满意' },
] as const satisfies OptionList<number>;

/** 举报投诉核查 (1050): what the verification found. */
export const COMPLAINT_FINDING_OPTIONS = [
  { value: true, label: '情况属实' },
  { value: false, label: '情况不属实' },
] as const satisfies OptionList<boolean>;
/** 大型活动检查 (1060): 登记 → 受理 → 检查中 (its inspection task) → 准予举办 / 不予举办. */
export const LARGE_EVENT_STATUS_OPTIONS = [
  { value: 'registered', label: '待受理', color: 'orange' },
  { value: 'accepted', label: '已受理', color: 'blue' },
  { value: 'inspecting', label: '检查中', color: 'purple' },
  { value: 'passed', label: '准予举办', color: 'green' },
  { value: 'failed', label: '不予举办', color: 'red' },
] as const satisfies OptionList<string>;

/** 移交受理 (2400): a partner's handover waits for the brigade, which accepts (a task) or returns it. */
export const HANDOVER_STATUS_OPTIONS = [
  { value: 'pending', label: '待受理', color: 'orange' },
  { value: 'accepted', label: '已受理', color: 'green' },
  { value: 'returned', label: '已退回', color: 'red' },
] as const satisfies OptionList<string>;

/** Who receives a joint-supervision work order (工单, /xtgl 5000): one menu each. */
export const WORK_ORDER_KIND_OPTIONS = [
  { value: 'committee', label: '消安委' },
  { value: 'industry', label: '行业部门' },
  { value: 'police', label: '派出所' },
  { value: 'community', label: '社区' },
  { value: 'street', label: '街道' },
] as const satisfies OptionList<string>;

/**
 * States of a work order: 已下发 → 已签收 → 已回复 → 已办结 (退回 puts it back to 已签收). A street's order
 * forwarded to a community is 已转发 until the community replies, then 已签收 again with its findings.
 */
export const WORK_ORDER_STATUS_OPTIONS = [
  { value: 'sent', label: '已下发', color: 'blue' },
  { value: 'received', label: '已签收', color: 'orange' },
  { value: 'forwarded', label: '已转发', color: 'cyan' },
  { value: 'returned', label: '已回复', color: 'purple' },
  { value: 'closed', label: '已办结', color: 'green' },
] as const satisfies OptionList<string>;

/** Who files a routine check (日常): one screen each (消安委 5120, 行业部门 5230, 街道 5520). */
export const ROUTINE_CHECK_KIND_OPTIONS = [
  { value: 'committee', label: '消安委' },
  { value: 'industry', label: '行业部门' },
  { value: 'street', label: '街道' },
] as const satisfies OptionList<string>;

/** The receiver's finding on the order's target (办理). */
export const WORK_ORDER_RESULT_OPTIONS = [
  { value: 'qualified', label: '合格', color: 'green' },
  { value: 'unqualified', label: '不合格', color: 'red' },
] as const satisfies OptionList<string>;

/** 产品监督's options live beside its other constants. */
export { PRODUCT_CATEGORY_OPTIONS, PRODUCT_HANDLING_OPTIONS, PRODUCT_PLACE_OPTIONS, PRODUCT_RESULT_OPTIONS } from './product-checks';

/** 临时查封 (xzqzcs 3200): draft → 报批 → 决定 → 查封 → 申请解除/复查 → 解除, or 期满解除. */
export const SEAL_UP_STATUS_OPTIONS = [
  { value: 'draft', label: '待报批', color: 'gray' },
  { value: 'approving', label: '待审批', color: 'blue' },
  { value: 'rejected', label: '已退回', color: 'orange' },
  { value: 'decided', label: '待查封', color: 'purple' },
  { value: 'sealed', label: '查封中', color: 'red' },
  { value: 'rechecking', label: '解除复查', color: 'yellow' },
  { value: 'lifted', label: '已解除', color: 'green' },
  { value: 'expired', label: '期满解除', color: 'teal' },
] as const satisfies OptionList<string>;

/** 临时查封: opened from an inspection task's hazard or directly. */
export const SEAL_UP_SOURCE_OPTIONS = [
  { value: 'inspection', label: '检查发现' },
  { value: 'direct', label: '直接登记' },
] as const satisfies OptionList<string>;

/** 安全检查 (aqjc 2999): the applicant's choice, as the spec's notify status (0 承诺制, 1 非承诺制). */
export const SAFETY_NOTIFY_STATUS_OPTIONS = [
  { value: 0, label: '承诺制', color: 'blue' },
  { value: 1, label: '非承诺制', color: 'purple' },
] as const satisfies OptionList<number>;

/** Where a pre-opening safety inspection application stands. */
export const SAFETY_INSPECTION_STATUS_OPTIONS = [
  { value: 'accepted', label: '待检查', color: 'orange' },
  { value: 'inspecting', label: '检查中', color: 'blue' },
  { value: 'permitted', label: '已许可', color: 'green' },
  { value: 'refused', label: '不予许可', color: 'gray' },
  { value: 'verifying', label: '核查中', color: 'cyan' },
  { value: 'verified', label: '核查相符', color: 'green' },
  { value: 'revoked', label: '已撤销许可', color: 'red' },
] as const satisfies OptionList<string>;

/** Kind of public gathering place applying to open. */
export const GATHERING_PLACE_KIND_OPTIONS = [
  { value: 'hotel', label: '宾馆饭店' },
  { value: 'mall', label: '商场市场' },
  { value: 'entertainment', label: '歌舞娱乐场所' },
  { value: 'cinema', label: '影剧院' },
  { value: 'gym', label: '体育健身场所' },
  { value: 'other', label: '其他公众聚集场所' },
] as const satisfies OptionList<string>;

/** A 安全检查合格证 (security check permit) issued from /aqjc. */
export const SECURITY_PERMIT_STATUS_OPTIONS = [
  { value: 'valid', label: '有效', color: 'green' },
  { value: 'revoked', label: '已撤销', color: 'red' },
] as const satisfies OptionList<string>;

/** 火灾防控任务 (1000): the kind of a fire-prevention task order, one screen each (1100, 1200, 1300). */
export const FIRE_PREVENTION_KIND_OPTIONS = [
  { value: 'order', label: '防控工单' },
  { value: 'guidance', label: '防控指导' },
  { value: 'publicity', label: '防控宣传' },
] as const satisfies OptionList<string>;

/** Where a fire-prevention task order stands: drafted, sent for approval, returned, dispatched to its receivers, all done. */
export const FIRE_PREVENTION_STATUS_OPTIONS = [
  { value: 'draft', label: '草稿', color: 'gray' },
  { value: 'pending', label: '待审批', color: 'orange' },
  { value: 'returned', label: '已退回', color: 'red' },
  { value: 'dispatched', label: '已下发', color: 'blue' },
  { value: 'finished', label: '已完成', color: 'green' },
] as const satisfies OptionList<string>;

/** A receiver's part of a dispatched fire-prevention task order. */
export const FIRE_PREVENTION_TASK_STATUS_OPTIONS = [
  { value: 'pending', label: '待完成', color: 'orange' },
  { value: 'done', label: '已完成', color: 'green' },
] as const satisfies OptionList<string>;

/** 培训任务 (pxrw 8400): planned → held (attendance recorded) → closed; or cancelled before it is held. */
export const TRAINING_STATUS_OPTIONS = [
  { value: 'planned', label: '待培训', color: 'blue' },
  { value: 'held', label: '已培训', color: 'orange' },
  { value: 'closed', label: '已办结', color: 'green' },
  { value: 'cancelled', label: '已取消', color: 'gray' },
] as const satisfies OptionList<string>;

/** 宣传库 (xck 8600): which library a piece of publicity belongs to. */
export const PUBLICITY_SECTION_OPTIONS = [
  { value: 'knowledge', label: '宣传知识库' },
  { value: 'special', label: '专题发布' },
] as const satisfies OptionList<string>;

export const PUBLICITY_MEDIA_OPTIONS = [
  { value: 'article', label: '文章' },
  { value: 'image', label: '图片' },
  { value: 'video', label: '视频' },
] as const satisfies OptionList<string>;

export const PUBLICITY_CATEGORY_OPTIONS = [
  { value: 'law', label: '法律法规' },
  { value: 'prevention', label: '防火常识' },
  { value: 'extinguish', label: '灭火常识' },
  { value: 'escape', label: '逃生自救' },
  { value: 'case', label: '案例警示' },
] as const satisfies OptionList<string>;

/** The public channels a piece of publicity is published to. */
export const PUBLICITY_CHANNEL_OPTIONS = [
  { value: 'app', label: '移动APP' },
  { value: 'wechat', label: '微信公众号' },
] as const satisfies OptionList<string>;

/** 宣传审核: draft (new or returned) → pending review → published. */
export const PUBLICITY_STATUS_OPTIONS = [
  { value: 'draft', label: '草稿', color: 'gray' },
  { value: 'pending', label: '待审核', color: 'orange' },
  { value: 'published', label: '已发布', color: 'green' },
] as const satisfies OptionList<string>;
