/**
 * One table of field values and the message each must get (null: accepted). The server's
 * validateFormValues and the client's dynamicFormValidator are both checked against it, so they agree.
 */
import type { FormFieldConfig, FormFieldDraft } from '../../src/constants/form-fields';
import { normalizeField } from '../../src/shared/form-field-list';

export const field = (draft: Omit<FormFieldDraft, 'key'> & { key?: string }): FormFieldConfig => normalizeField({ key: 'f', ...draft });

const name = field({ label: '单位名称', kind: 'text', required: true, maxLength: 5 });
const note = field({ label: '备注', kind: 'textarea', maxLength: 3 });
const count = field({ label: '隐患数', kind: 'number', required: true, min: 0, max: 10 });
const ratio = field({ label: '比例', kind: 'number', min: -1.5 });
const day = field({ label: '检查日期', kind: 'date', required: true });
const time = field({ label: '复查时间', kind: 'datetime' });
const level = field({ label: '风险等级', kind: 'select', required: true, options: [{ value: 'h', label: '高' }, { value: 'l', label: '低' }] });
const gender = field({ label: '性别', kind: 'radio', options: [{ value: 'm', label: '男' }, { value: 'f', label: '女' }] });
const items = field({ label: '检查项目', kind: 'checkbox', required: true, options: [{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }] });
const done = field({ label: '当场整改', kind: 'switch', required: true });

export const VALUE_CASES: [FormFieldConfig, unknown, string | null][] = [
  [name, '华信大厦', null],
  [name, undefined, '单位名称不能为空'],
  [name, null, '单位名称不能为空'],
  [name, '   ', '单位名称不能为空'],
  [name, '华信科技大厦', '单位名称长度不能超过5位'],
  [name, 12, '单位名称格式不正确'],
  [note, '', null],
  [note, '   ', null],
  [note, '太长的备注', '备注长度不能超过3位'],
  [count, 0, null],
  [count, 10, null],
  [count, null, '隐患数不能为空'],
  [count, '', '隐患数不能为空'],
  [count, -1, '隐患数不能小于0'],
  [count, 11, '隐患数不能大于10'],
  [count, '3', '隐患数必须是数字'],
  [count, Number.NaN, '隐患数必须是数字'],
  [ratio, -1.5, null],
  [ratio, -2, '比例不能小于-1.5'],
  [ratio, undefined, null],
  [day, '2026-02-28', null],
  [day, '2024-02-29', null],
  [day, '2026-02-30', '检查日期应为有效日期（YYYY-MM-DD）'],
  [day, '2026/02/28', '检查日期应为有效日期（YYYY-MM-DD）'],
  [day, '', '检查日期不能为空'],
  [time, '2026-03-01 08:30:00', null],
  [time, '2026-03-01T08:30:00', '复查时间应为有效时间（YYYY-MM-DD HH:mm:ss）'],
  [time, '2026-03-01 24:00:00', '复查时间应为有效时间（YYYY-MM-DD HH:mm:ss）'],
  [time, null, null],
  [level, 'h', null],
  [level, 'x', '风险等级的取值不在可选项中'],
  [level, ['h'], '风险等级的取值不在可选项中'],
  [level, '', '风险等级不能为空'],
  [gender, 'f', null],
  [gender, undefined, null],
  [gender, 'x', '性别的取值不在可选项中'],
  [items, ['a', 'b'], null],
  [items, [], '检查项目不能为空'],
  [items, 'a', '检查项目格式不正确'],
  [items, ['a', 'c'], '检查项目的取值不在可选项中'],
  [items, ['a', 'a'], '检查项目不能重复选择同一项'],
  [items, ['c', 'c'], '检查项目的取值不在可选项中'],
  [done, true, null],
  [done, false, null],
  [done, 'yes', '当场整改格式不正确'],
];
