/** Several options at once as a row of checkboxes; the value is the array of chosen option values. */
import { Checkbox, Flex } from '@chakra-ui/react';
import { useId } from 'react';
import type { Option } from '../../resources/types';

export interface MultiSelectInputProps {
  options: readonly Option[];
  value: unknown;
  onChange: (value: unknown[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  testId: string;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function MultiSelectInput({ options, value, onChange, onBlur, disabled, testId }: MultiSelectInputProps) {
  const chosen = asArray(value).map(String);
  // Inside a form field every checkbox would take the field's ids, so each label would toggle the first box.
  const base = useId();
  const idsOf = (i: number) => ({ root: `${base}-${i}`, hiddenInput: `${base}-${i}-input`, control: `${base}-${i}-control`, label: `${base}-${i}-label` });
  const toggle = (option: Option, checked: boolean) => {
    const rest = asArray(value).filter((v) => String(v) !== String(option.value));
    // Keep the options' order so the saved array does not depend on the order of the clicks.
    const next = checked ? options.filter((o) => rest.some((v) => String(v) === String(o.value)) || o === option).map((o) => o.value) : rest;
    onChange(next);
  };
  return (
    <Flex wrap="wrap" gap="3" minH="10" align="center" data-testid={testId} onBlur={onBlur}>
      {options.map((option, i) => (
        <Checkbox.Root
          key={String(option.value)}
          ids={idsOf(i)}
          checked={chosen.includes(String(option.value))}
          disabled={disabled || option.disabled}
          onCheckedChange={(details) => toggle(option, details.checked === true)}
        >
          <Checkbox.HiddenInput data-testid={`${testId}-${String(option.value)}`} />
          <Checkbox.Control />
          <Checkbox.Label>{option.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Flex>
  );
}
