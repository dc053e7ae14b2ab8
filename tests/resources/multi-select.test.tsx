// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { MultiSelectInput } from '../../src/components/data/MultiSelectInput';
import { renderWithChakra } from '../screens/helpers/render-with-chakra';

afterEach(cleanup);

const OPTIONS = [
  { value: 'r1', label: '管理员' },
  { value: 'r2', label: '大队' },
  { value: 'r3', label: '派出所' },
];

function Harness({ onChange, options = OPTIONS }: { onChange: (v: unknown[]) => void; options?: typeof OPTIONS }) {
  const [value, setValue] = useState<unknown[]>(['r3']);
  // Inside a form field, as the generic form renders it.
  return (
    <Field.Root>
      <Field.Label>角色</Field.Label>
      <MultiSelectInput
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        testId="field-roleIds"
      />
    </Field.Root>
  );
}

describe('MultiSelectInput', () => {
  it('checks the chosen options and keeps the options order whatever the click order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithChakra(<Harness onChange={onChange} />);
    expect((screen.getByTestId('field-roleIds-r3') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByText('管理员'));
    expect(onChange).toHaveBeenLastCalledWith(['r1', 'r3']);
    await user.click(screen.getByText('派出所'));
    expect(onChange).toHaveBeenLastCalledWith(['r1']);
  });

  it('shows an option the server refuses to the caller, checked as it is, and does not change it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const options = OPTIONS.map((o) => (o.value === 'r3' ? { ...o, disabled: true } : o));
    renderWithChakra(<Harness onChange={onChange} options={options} />);
    const locked = screen.getByTestId('field-roleIds-r3') as HTMLInputElement;
    expect(locked.checked).toBe(true);
    expect(locked.disabled).toBe(true);
    await user.click(screen.getByText('派出所'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByText('大队'));
    expect(onChange).toHaveBeenLastCalledWith(['r2', 'r3']);
  });
});
