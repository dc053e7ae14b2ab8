/** Chinese names of the fact tables' codes, as the cockpit shows them. */
export const COMPLAINT_STATUS = { accepted: '已受理', checked: '已核查', rechecked: '已复查', unaccepted: '不予受理' } as const;
export const CHANNELS = { app: 'APP', wechat: '公众号', offline: '线下', other: '其他' } as const;
export const RISKS = { major: '重大', larger: '较大', general: '一般', low: '低' } as const;
export const TASK_SOURCES = { plan: '日常监督检查', random: '双随机抽查', complaint: '投诉举报核查', reinspection: '复查', event: '大型活动', industry: '行业部门转办' } as const;
export const PENALTY_KINDS = { fine: '罚款', warning: '警告', suspend: '责令停产停业', seal: '临时查封', detain: '拘留' } as const;
export const CHECK_KINDS = { enforcement: '执法检查', safety: '安全检查' } as const;
export const ORGAN_LEVELS = { 0: '部局', 1: '总队', 2: '支队', 3: '大队', 4: '消防站', 5: '派出所', 6: '街道及其他' } as const;
