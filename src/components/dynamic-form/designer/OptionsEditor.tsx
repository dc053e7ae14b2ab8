/** The options of a choice field: value and name per row, add and remove. */
import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { MdAdd, MdClose } from 'react-icons/md';
import type { FormFieldOption } from '../../../constants/form-fields';
import { designerText as t } from '../../../messages/dynamic-form';

export interface OptionsEditorProps {
  options: readonly FormFieldOption[];
  onChange: (options: FormFieldOption[]) => void;
  readOnly?: boolean;
  testId: string;
}

/** The first "n" whose value is not taken, so a new option never repeats one. */
export function nextOption(options: readonly FormFieldOption[]): FormFieldOption {
  let n = options.length + 1;
  while (options.some((o) => o.value === String(n))) n += 1;
  return { value: String(n), label: t.newOptionLabel(n) };
}

/** Two options to start a choice field with. */
export function starterOptions(): FormFieldOption[] {
  const first = nextOption([]);
  return [first, nextOption([first])];
}

export function OptionsEditor({ options, onChange, readOnly, testId }: OptionsEditorProps) {
  const set = (index: number, change: Partial<FormFieldOption>) => onChange(options.map((o, i) => (i === index ? { ...o, ...change } : o)));
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="sm" fontWeight="medium">
        {t.options}
      </Text>
      {options.map((option, index) => (
        <HStack key={index} gap="2">
          <Input size="sm" flex="1" minW="0" aria-label={t.optionValue} placeholder={t.optionValue} value={option.value} readOnly={readOnly} onChange={(e) => set(index, { value: e.currentTarget.value })} data-testid={`${testId}-${index}-value`} />
          <Input size="sm" flex="2" minW="0" aria-label={t.optionLabel} placeholder={t.optionLabel} value={option.label} readOnly={readOnly} onChange={(e) => set(index, { label: e.currentTarget.value })} data-testid={`${testId}-${index}-label`} />
          <IconButton size="sm" variant="ghost" aria-label={t.removeOption} disabled={readOnly} onClick={() => onChange(options.filter((_, i) => i !== index))} data-testid={`${testId}-${index}-remove`}>
            <MdClose />
          </IconButton>
        </HStack>
      ))}
      <Button size="xs" variant="outline" alignSelf="flex-start" disabled={readOnly} onClick={() => onChange([...options, nextOption(options)])} data-testid={`${testId}-add`}>
        <MdAdd />
        {t.addOption}
      </Button>
    </Stack>
  );
}
