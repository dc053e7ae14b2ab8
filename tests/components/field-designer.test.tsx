// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { FieldDesigner, newField } from '../../src/components/dynamic-form/designer/FieldDesigner';
import type { FormFieldDraft } from '../../src/constants/form-fields';
import { renderRoute } from '../resources/support/render-route';
import { renderWithChakra } from '../screens/helpers/render-with-chakra';
import { SCREEN_WAIT } from '../helpers/waits';

afterEach(cleanup);

let latest: FormFieldDraft[] = [];
function Harness({ start }: { start: FormFieldDraft[] }) {
  const [value, setValue] = useState<unknown>(start);
  latest = value as FormFieldDraft[];
  return <FieldDesigner name="fields" label="表单字段" value={value} onChange={setValue} onBlur={() => {}} invalid={false} testId="designer" />;
}

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('FieldDesigner', () => {
  it('adds fields with keys no field uses, edits, reorders and removes them', async () => {
    renderWithChakra(<Harness start={[newField([])]} />);
    fireEvent.click(screen.getByTestId('designer-add'));
    expect(latest.map((f) => f.key)).toEqual(['field1', 'field2']);
    change('designer-1-label', '检查日期');
    change('designer-1-kind', 'date');
    fireEvent.click(screen.getByTestId('designer-1-required'));
    await waitFor(() => expect(latest[1]).toMatchObject({ key: 'field2', label: '检查日期', kind: 'date', required: true }));
    expect(screen.getByTestId('designer-0-up')).toBeDisabled();
    fireEvent.click(screen.getByTestId('designer-0-down'));
    expect(latest.map((f) => f.label)).toEqual(['检查日期', '字段1']);
    fireEvent.click(screen.getByTestId('designer-0-remove'));
    expect(latest.map((f) => f.label)).toEqual(['字段1']);
  });

  it('gives a choice field options to edit, and the preview renders them', () => {
    renderWithChakra(<Harness start={[newField([])]} />);
    change('designer-0-label', '风险等级');
    change('designer-0-kind', 'select');
    expect(latest[0].options).toEqual([{ value: '1', label: '选项1' }, { value: '2', label: '选项2' }]);
    change('designer-0-options-1-label', '高');
    fireEvent.click(screen.getByTestId('designer-0-options-add'));
    expect(latest[0].options?.map((o) => o.value)).toEqual(['1', '2', '3']);
    const preview = screen.getByTestId('designer-preview');
    expect(within(preview).getByText('风险等级')).toBeInTheDocument();
    expect(within(preview).getByRole('option', { name: '高' })).toBeInTheDocument();
    expect(screen.queryByTestId('designer-0-maxLength')).toBeNull();
  });

  it('names a field problem in its card with the server words and leaves that field out of the preview', () => {
    renderWithChakra(<Harness start={[newField([]), { key: 'b', label: '乙', kind: 'text' }]} />);
    change('designer-1-key', 'field1');
    expect(screen.getByTestId('designer-1-problem').textContent).toBe('第2个字段的字段标识重复');
    expect(within(screen.getByTestId('designer-preview')).queryByText('乙')).toBeNull();
    change('designer-1-key', 'b');
    expect(screen.queryByTestId('designer-1-problem')).toBeNull();
    expect(within(screen.getByTestId('designer-preview')).getByText('乙')).toBeInTheDocument();
  });

  it('checks what is typed into the preview by the designed rules', async () => {
    renderWithChakra(<Harness start={[{ key: 'n', label: '隐患数', kind: 'number', required: true, max: 5 }]} />);
    change('designer-preview-form-n', '9');
    fireEvent.click(screen.getByTestId('designer-preview-form-submit'));
    expect((await screen.findByTestId('designer-preview-form-n-error')).textContent).toBe('隐患数不能大于5');
    change('designer-preview-form-n', '3');
    fireEvent.click(screen.getByTestId('designer-preview-form-submit'));
    expect(await screen.findByTestId('designer-preview-passed')).toBeInTheDocument();
  });
});

describe('the 表单配置 form page', () => {
  it('sends the designed fields, in order, with the form', async () => {
    const { sent } = renderRoute('addForm', { listSize: 1 });
    await screen.findByTestId('resource-form-formConfiguration', {}, SCREEN_WAIT);
    change('field-name', '志愿者报名表');
    change('field-code', 'volunteer_2');
    fireEvent.click(screen.getByTestId('field-fields-add'));
    change('field-fields-1-label', '性别');
    change('field-fields-1-key', 'gender');
    change('field-fields-1-kind', 'radio');
    fireEvent.click(screen.getByTestId('field-fields-1-up'));
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(sent.filter((op) => op.kind === 'mutation')).toHaveLength(1), SCREEN_WAIT);
    const input = (sent.find((op) => op.kind === 'mutation')!.variables as { input: { fields: { key: string; kind: string; options: unknown }[] } }).input;
    expect(input.fields.map((f) => [f.key, f.kind])).toEqual([['gender', 'radio'], ['field1', 'text']]);
    expect(input.fields[0].options).toEqual([{ value: '1', label: '选项1' }, { value: '2', label: '选项2' }]);
  });

  it('refuses a broken field list with the position and sends nothing', async () => {
    const { sent } = renderRoute('addForm', { listSize: 1 });
    await screen.findByTestId('resource-form-formConfiguration', {}, SCREEN_WAIT);
    change('field-name', '志愿者报名表');
    change('field-code', 'volunteer_2');
    fireEvent.click(screen.getByTestId('field-fields-add'));
    change('field-fields-1-key', 'field1');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('field-fields-error')).textContent).toBe('第2个字段的字段标识重复');
    expect(sent.filter((op) => op.kind === 'mutation')).toEqual([]);
  });
});
