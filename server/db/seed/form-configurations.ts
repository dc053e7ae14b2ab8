import type { FormFieldDraft, FormFieldOption } from '../../../src/constants/form-fields';
import { normalizeFields } from '../../../src/shared/form-field-list';
import type { Db } from '../client';
import { formConfigurations } from '../schema';
import { DAY_MS } from './constants';

const opts = (...labels: string[]): FormFieldOption[] => labels.map((label, i) => ({ value: String(i + 1), label }));
const YES_NO = opts('是', '否');
const f = (key: string, label: string, kind: FormFieldDraft['kind'], more: Partial<FormFieldDraft> = {}): FormFieldDraft => ({ key, label, kind, ...more });

const FORMS: { id: string; name: string; code: string; busiTypeCode: string; enabled: boolean; remark?: string; days: [number, number]; fields: FormFieldDraft[] }[] = [
  {
    id: 'fc-fire-safety-check', name: '消防安全检查记录表', code: 'fire_safety_check', busiTypeCode: 'xfjdjc', enabled: true, days: [120, 30],
    fields: [
      f('unitName', '被检查单位', 'text', { required: true, maxLength: 100 }),
      f('checkDate', '检查日期', 'date', { required: true }),
      f('unitCategory', '单位类别', 'select', { required: true, options: opts('重点单位', '一般单位', '九小场所') }),
      f('passageClear', '疏散通道畅通', 'radio', { required: true, options: YES_NO }),
      f('facilities', '消防设施情况', 'checkbox', { options: opts('火灾自动报警系统', '自动喷水灭火系统', '消火栓系统', '灭火器', '应急照明') }),
      f('hazardCount', '发现隐患数', 'number', { required: true, min: 0, max: 999 }),
      f('rectifiedOnSite', '当场整改', 'switch'),
      f('findings', '检查情况', 'textarea', { required: true, maxLength: 1000, wide: true, placeholder: '逐项记录检查发现的问题' }),
    ],
  },
  {
    id: 'fc-hazard-review', name: '火灾隐患整改复查表', code: 'hazard_rectify_review', busiTypeCode: 'fcys', enabled: true, days: [100, 12],
    fields: [
      f('noticeNo', '责令改正通知书文号', 'text', { required: true, maxLength: 50 }),
      f('reviewTime', '复查时间', 'datetime', { required: true }),
      f('result', '整改结果', 'radio', { required: true, options: opts('已全部整改', '部分整改', '未整改') }),
      f('remaining', '未整改隐患数', 'number', { min: 0, max: 999 }),
      f('opinion', '复查意见', 'textarea', { required: true, maxLength: 500, wide: true }),
    ],
  },
  {
    id: 'fc-large-event', name: '大型活动消防安全检查表', code: 'large_event_check', busiTypeCode: 'dxhd', enabled: true, days: [75, 20],
    fields: [
      f('eventName', '活动名称', 'text', { required: true, maxLength: 100 }),
      f('venue', '活动场所', 'text', { required: true, maxLength: 100 }),
      f('startTime', '活动开始时间', 'datetime', { required: true }),
      f('attendance', '预计参加人数', 'number', { required: true, min: 1, max: 200000 }),
      f('plans', '已落实事项', 'checkbox', { required: true, options: opts('灭火和应急疏散预案', '消防安全责任人', '疏散引导人员', '消防车通道') }),
      f('tempStructures', '搭建临时建筑', 'switch'),
      f('conclusion', '检查结论', 'select', { required: true, options: opts('符合要求', '整改后符合要求', '不符合要求') }),
      f('remark', '备注', 'textarea', { maxLength: 500, wide: true }),
    ],
  },
  {
    id: 'fc-volunteer', name: '志愿者报名表', code: 'volunteer_signup', busiTypeCode: 'aqjc', enabled: false, remark: '待宣传科确认后启用', days: [40, 5],
    fields: [
      f('fullName', '姓名', 'text', { required: true, maxLength: 20 }),
      f('gender', '性别', 'radio', { required: true, options: opts('男', '女') }),
      f('age', '年龄', 'number', { required: true, min: 16, max: 70 }),
      f('phone', '联系电话', 'text', { required: true, maxLength: 20 }),
      f('availableDays', '可服务时间', 'checkbox', { options: opts('工作日', '周末', '节假日') }),
      f('experience', '消防相关经历', 'textarea', { maxLength: 300, wide: true }),
    ],
  },
  {
    id: 'fc-complaint', name: '投诉举报受理登记表', code: 'complaint_register', busiTypeCode: 'tsjb', enabled: true, days: [90, 8],
    fields: [
      f('receivedAt', '受理时间', 'datetime', { required: true }),
      f('channel', '举报渠道', 'select', { required: true, options: opts('12345热线', '96119', '网络平台', '来信来访') }),
      f('reporter', '举报人', 'text', { maxLength: 20, placeholder: '可匿名' }),
      f('address', '被举报地址', 'text', { required: true, maxLength: 200, wide: true }),
      f('content', '举报内容', 'textarea', { required: true, maxLength: 1000, wide: true }),
      f('feedback', '需要回复', 'switch'),
    ],
  },
  {
    id: 'fc-legal-review', name: '法制审核意见表', code: 'legal_review_opinion', busiTypeCode: 'fzsh', enabled: false, days: [30, 30],
    fields: [
      f('caseName', '案件名称', 'text', { required: true, maxLength: 100 }),
      f('reviewDate', '审核日期', 'date', { required: true }),
      f('opinion', '审核意见', 'radio', { required: true, options: opts('同意', '退回补充', '不同意') }),
      f('reason', '审核理由', 'textarea', { required: true, maxLength: 500, wide: true }),
    ],
  },
];

/** The configured forms the demo ships with (four enabled, two disabled), fixed ids and times. */
export async function seedFormConfigurations(db: Db, anchor: Date): Promise<void> {
  const at = (days: number) => new Date(anchor.getTime() - days * DAY_MS);
  await db
    .insert(formConfigurations)
    .values(
      FORMS.map(({ days, fields, remark, ...form }) => ({
        ...form,
        fields: normalizeFields(fields),
        remark: remark ?? null,
        creatorName: '系统管理员',
        createdAt: at(days[0]),
        updatedAt: at(days[1]),
      })),
    )
    .onConflictDoNothing();
}
