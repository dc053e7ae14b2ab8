// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dynamicFormValidator, DynamicForm } from '../../src/components/dynamic-form';
import type { FormValidationError } from '../../src/resources/entity/input-validator';
import { normalizeFields } from '../../src/shared/form-field-list';
import { validateFormValues } from '../../server/services/form-values';
import { renderWithChakra } from '../screens/helpers/render-with-chakra';
import { VALUE_CASES } from './form-value-cases';

afterEach(cleanup);

/** The validator's message per key (the first of each), as the form shows them. */
async function formErrors(validator: ReturnType<typeof dynamicFormValidator>, values: Record<string, unknown>) {
  try {
    await validator.validate(values, 'create');
    return [];
  } catch (e) {
    return Object.entries((e as FormValidationError).fieldErrors).map(([key, message]) => ({ key, message }));
  }
}

describe('dynamicFormValidator', () => {
  it.each(VALUE_CASES.map(([f, value, message]) => [f.label, JSON.stringify(value) ?? 'undefined', f, value, message] as const))(
    'agrees with the server: %s = %s',
    async (_label, _shown, f, value, message) => {
      const values = value === undefined ? {} : { [f.key]: value };
      const errors = await formErrors(dynamicFormValidator([f]), values);
      expect(errors).toEqual(message ? [{ key: f.key, message }] : []);
      expect(errors).toEqual(validateFormValues([f], values));
    },
  );

  it('reads a label as text, never as a template', async () => {
    const [f] = normalizeFields([{ key: 'a', label: '${path}名称', kind: 'text', required: true }]);
    expect(await formErrors(dynamicFormValidator([f]), {})).toEqual([{ key: 'a', message: '${path}名称不能为空' }]);
  });
});

const FIELDS = normalizeFields([
  { key: 'unit', label: '被检查单位', kind: 'text', required: true, maxLength: 20 },
  { key: 'hazards', label: '隐患数', kind: 'number', required: true, min: 0, max: 99 },
  { key: 'checkedOn', label: '检查日期', kind: 'date' },
  { key: 'level', label: '风险等级', kind: 'select', required: true, options: [{ value: 'h', label: '高' }, { value: 'l', label: '低' }] },
  { key: 'passage', label: '通道畅通', kind: 'radio', options: [{ value: 'y', label: '是' }, { value: 'n', label: '否' }] },
  { key: 'items', label: '检查项目', kind: 'checkbox', options: [{ value: 'a', label: '消火栓' }, { value: 'b', label: '灭火器' }] },
  { key: 'onSite', label: '当场整改', kind: 'switch' },
  { key: 'findings', label: '检查情况', kind: 'textarea', wide: true },
  { key: 'reviewAt', label: '复查时间', kind: 'datetime' },
]);

describe('DynamicForm', () => {
  it('renders one input per field kind with its label', () => {
    renderWithChakra(<DynamicForm fields={FIELDS} />);
    expect(screen.getByTestId('dyn-unit').tagName).toBe('INPUT');
    expect(screen.getByTestId('dyn-hazards')).toHaveAttribute('type', 'number');
    // Dates are typed in one format whatever the browser's locale (no native date inputs), with a calendar beside.
    expect(screen.getByTestId('dyn-checkedOn')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(screen.getByTestId('dyn-reviewAt')).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm:ss');
    expect(screen.getByTestId('dyn-reviewAt-calendar')).toHaveAccessibleName('打开日历');
    expect(screen.getByTestId('dyn-level').tagName).toBe('SELECT');
    expect(screen.getByTestId('dyn-passage-y')).toHaveAttribute('type', 'radio');
    expect(screen.getByTestId('dyn-items-b')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByTestId('dyn-onSite')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByTestId('dyn-findings').tagName).toBe('TEXTAREA');
    for (const f of FIELDS) expect(screen.getByText(f.label)).toBeInTheDocument();
  });

  it('shows the rule messages under the fields and does not submit', async () => {
    const onSubmit = vi.fn();
    renderWithChakra(<DynamicForm fields={FIELDS} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByTestId('dyn-hazards'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('dyn-submit'));
    expect((await screen.findByTestId('dyn-unit-error')).textContent).toBe('被检查单位不能为空');
    expect(screen.getByTestId('dyn-hazards-error').textContent).toBe('隐患数不能大于99');
    expect(screen.getByTestId('dyn-level-error').textContent).toBe('风险等级不能为空');
    expect(screen.queryByTestId('dyn-checkedOn-error')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits one value per field once every rule passes', async () => {
    const onSubmit = vi.fn();
    renderWithChakra(<DynamicForm fields={FIELDS} onSubmit={onSubmit} value={{ findings: '已记录' }} />);
    fireEvent.change(screen.getByTestId('dyn-unit'), { target: { value: '华信大厦' } });
    fireEvent.change(screen.getByTestId('dyn-hazards'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('dyn-level'), { target: { value: 'l' } });
    fireEvent.click(screen.getByTestId('dyn-passage-n'));
    fireEvent.click(screen.getByTestId('dyn-items-b'));
    fireEvent.click(screen.getByTestId('dyn-onSite'));
    fireEvent.change(screen.getByTestId('dyn-reviewAt'), { target: { value: '2026-03-01T08:30' } });
    fireEvent.click(screen.getByTestId('dyn-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0][0];
    expect(values).toEqual({ unit: '华信大厦', hazards: 2, checkedOn: null, level: 'l', passage: 'n', items: ['b'], onSite: true, findings: '已记录', reviewAt: '2026-03-01 08:30:00' });
    expect(validateFormValues(FIELDS, values)).toEqual([]);
  });

  it('shows the messages the server sent under their fields', async () => {
    renderWithChakra(<DynamicForm fields={FIELDS} errors={[{ key: 'unit', message: '被检查单位不存在' }]} />);
    expect((await screen.findByTestId('dyn-unit-error')).textContent).toBe('被检查单位不存在');
  });

  it('inside another form checks itself without submitting the outer form', async () => {
    const outer = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onSubmit = vi.fn();
    renderWithChakra(
      <form onSubmit={outer}>
        <DynamicForm fields={FIELDS.slice(0, 1)} onSubmit={onSubmit} embedded testId="preview" />
      </form>,
    );
    fireEvent.keyDown(screen.getByTestId('preview-unit'), { key: 'Enter' });
    expect(await screen.findByText('被检查单位不能为空')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('preview-unit'), { target: { value: '华信' } });
    fireEvent.click(screen.getByTestId('preview-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ unit: '华信' }));
    expect(outer).not.toHaveBeenCalled();
  });

  it('says so when the form has no fields', () => {
    renderWithChakra(<DynamicForm fields={[]} />);
    expect(screen.getByTestId('dyn-empty').textContent).toBe('该表单还没有字段');
    expect(screen.getByTestId('dyn-submit')).toBeDisabled();
  });
});
