import { validateFormValues } from '../../server/services/form-values';
import { fieldListProblem, fieldListProblems, normalizeFields } from '../../src/shared/form-field-list';
import { field, VALUE_CASES } from '../components/form-value-cases';

describe('validateFormValues', () => {
  it.each(VALUE_CASES.map(([f, value, message]) => [f.label, JSON.stringify(value) ?? 'undefined', f, value, message] as const))(
    '%s = %s',
    (_label, _shown, f, value, message) => {
      const errors = validateFormValues([f], value === undefined ? {} : { [f.key]: value });
      expect(errors).toEqual(message ? [{ key: f.key, message }] : []);
    },
  );

  it('reports one message per field in field order, then values no field has', () => {
    const fields = [
      field({ key: 'a', label: '甲', kind: 'text', required: true }),
      field({ key: 'b', label: '乙', kind: 'number', required: true, min: 5 }),
      field({ key: 'c', label: '丙', kind: 'switch' }),
    ];
    expect(validateFormValues(fields, { zz: 1, b: 1, c: true })).toEqual([
      { key: 'a', message: '甲不能为空' },
      { key: 'b', message: '乙不能小于5' },
      { key: 'zz', message: '表单中没有字段“zz”' },
    ]);
    expect(validateFormValues(fields, { a: 'x', b: 5 })).toEqual([]);
  });

  it('does not read inherited properties as values', () => {
    const f = field({ key: 'toString', label: '名称', kind: 'text', required: true });
    expect(validateFormValues([f], {})).toEqual([{ key: 'toString', message: '名称不能为空' }]);
  });
});

describe('field list checks', () => {
  const ok = normalizeFields([
    { key: 'a', label: '甲', kind: 'text' },
    { key: 'b', label: '乙', kind: 'radio', options: [{ value: '1', label: '是' }] },
  ]);

  it('accepts a good list and names the first problem of each bad field with its position', () => {
    expect(fieldListProblem(ok)).toBeNull();
    const bad = normalizeFields([
      { key: 'a', label: '甲', kind: 'text' },
      { key: 'a', label: '乙', kind: 'text' },
      { key: 'c', label: '丙', kind: 'select', options: [] },
      { key: 'd', label: '丁', kind: 'checkbox', options: [{ value: ' x ', label: '一' }, { value: 'x', label: '二' }] },
      { key: 'e', label: '戊', kind: 'number', min: 3, max: 2 },
    ]);
    expect(fieldListProblems(bad)).toEqual([
      { index: 1, message: '第2个字段的字段标识重复' },
      { index: 2, message: '第3个字段至少需要一个选项' },
      { index: 3, message: '第4个字段的选项值“x”重复' },
      { index: 4, message: '第5个字段的最小值不能大于最大值' },
    ]);
  });

  it('drops what the kind does not use and never makes a switch required', () => {
    const [text, sw] = normalizeFields([
      { key: ' t ', label: ' 名称 ', kind: 'text', options: [{ value: '1', label: '是' }], min: 1, placeholder: '  ' },
      { key: 's', label: '开关', kind: 'switch', required: true, maxLength: 5 },
    ]);
    expect(text).toEqual({ key: 't', label: '名称', kind: 'text', required: false, options: null, maxLength: null, min: null, max: null, placeholder: null, wide: false });
    expect(sw).toMatchObject({ required: false, maxLength: null });
  });

  it('refuses an empty list and a list that is too long', () => {
    expect(fieldListProblem([])).toBe('表单字段不能为空，请至少添加一个字段');
    const many = normalizeFields(Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, label: `字段${i}`, kind: 'text' as const })));
    expect(fieldListProblem(many)).toBe('表单字段最多100个');
  });
});
