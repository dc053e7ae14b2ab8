/**
 * What a caller sends to record a check (检查记录) and to issue a 责令限期改正通知书: the fields the routes
 * validate with and the forms check before sending, and the rules relating fields that the service runs too.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { CHECK_ITEMS_MAX, HAZARDS_MAX, RECTIFY_MAX_WORKING_DAYS, RECTIFY_MIN_WORKING_DAYS } from '../constants/inspection-periods';
import { CHECK_RESULT_OPTIONS, optionLabel } from '../constants/options';
import { RANDOM_DRAW_MAX_UNITS } from '../constants/random-draw';

const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const CHECK_ITEM_FIELDS = {
  item: Type.String({ title: '检查项', minLength: 1, maxLength: 200 }),
  passed: Type.Boolean({ title: '是否符合' }),
  finding: Type.String({ title: '检查情况', maxLength: 500 }),
};

export const HAZARD_FIELDS = {
  description: Type.String({ title: '隐患描述', minLength: 1, maxLength: 500 }),
  level: Type.Union([Type.Literal('general'), Type.Literal('major')], { title: '隐患等级' }),
};

export const CHECK_RECORD_FIELDS = {
  checkDate: Type.String({ title: '检查日期', pattern: DATE }),
  templateId: Type.Optional(nullable(Type.String({ title: '任务模板', maxLength: 64 }), '任务模板')),
  checkItems: Type.Array(Type.Object(CHECK_ITEM_FIELDS), { title: '检查项', minItems: 1, maxItems: CHECK_ITEMS_MAX }),
  hazards: Type.Array(Type.Object(HAZARD_FIELDS), { title: '火灾隐患', maxItems: HAZARDS_MAX }),
  checkResult: Type.Union(CHECK_RESULT_OPTIONS.map((o) => Type.Literal(o.value)), { title: '检查结果' }),
  causeId: Type.Optional(nullable(Type.String({ title: '案由', maxLength: 64 }), '案由')),
  unitSigner: Type.String({ title: '被检查单位签字人', minLength: 1, maxLength: 32 }),
  checkRemark: Type.Optional(nullable(Type.String({ title: '检查情况说明', maxLength: 1000 }), '检查情况说明')),
};

export const DEADLINE_NOTICE_FIELDS = {
  rectifyWorkingDays: Type.Integer({ title: '改正期限（工作日）', minimum: RECTIFY_MIN_WORKING_DAYS, maximum: RECTIFY_MAX_WORKING_DAYS }),
};

interface RecordShape {
  checkResult: string;
  causeId?: string | null;
  hazards: readonly unknown[];
  checkItems: readonly { passed: boolean; finding: string }[];
}

/** A qualified check has no hazards; every other result names at least one and its case cause (案由统计); an item not met says what was found. */
export function checkRecordProblem(record: RecordShape): string | null {
  if (record.checkResult === 'qualified' && record.hazards.length) return '检查结果为合格时不能填写火灾隐患';
  if (record.checkResult !== 'qualified' && !record.hazards.length) return `检查结果为${optionLabel(CHECK_RESULT_OPTIONS, record.checkResult)}时须填写至少一项火灾隐患`;
  if (record.checkResult !== 'qualified' && !record.causeId) return `检查结果为${optionLabel(CHECK_RESULT_OPTIONS, record.checkResult)}时须选择案由`;
  if (record.checkItems.some((i) => !i.passed && !i.finding.trim())) return '不符合的检查项须填写检查情况';
  return null;
}

/** 双随机抽取 (/supervision/generateTask): the draw screen checks with the route's own fields. */
export const DRAW_FIELDS = {
  unitCategory: Type.Optional(Type.Union([Type.Integer({ title: '单位类别', minimum: 1, maximum: 4 }), Type.Null()], { title: '单位类别' })),
  areaCode: Type.Optional(Type.Union([Type.String({ title: '行政区划', maxLength: 12 }), Type.Null()], { title: '行政区划' })),
  count: Type.Integer({ title: '抽取数量', minimum: 1, maximum: RANDOM_DRAW_MAX_UNITS }),
  endDate: Type.String({ title: '截止日期', pattern: DATE }),
  seed: Type.Optional(Type.Union([Type.Integer({ title: '随机种子', minimum: 0, maximum: 2147483646 }), Type.Null()], { title: '随机种子' })),
};
