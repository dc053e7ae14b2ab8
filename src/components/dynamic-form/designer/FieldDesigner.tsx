/**
 * The field designer of 表单配置 (a 'custom' form field): add, remove and reorder fields, edit each
 * one, and a live preview of the form being designed. Side by side on wide screens, stacked on narrow.
 */
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { MdAdd } from 'react-icons/md';
import type { FormFieldDraft } from '../../../constants/form-fields';
import { fieldListProblems, normalizeFields } from '../../../shared/form-field-list';
import { designerText as t } from '../../../messages/dynamic-form';
import type { CustomFieldProps } from '../../../resources/types';
import { DynamicForm } from '../DynamicForm';
import { FieldCard } from './FieldCard';

const asDrafts = (value: unknown): FormFieldDraft[] => (Array.isArray(value) ? (value as FormFieldDraft[]) : []);

/** A text field whose key and label no field uses yet. */
export function newField(fields: readonly FormFieldDraft[]): FormFieldDraft {
  let n = fields.length + 1;
  while (fields.some((f) => f.key === `field${n}`)) n += 1;
  return { key: `field${n}`, label: t.newFieldLabel(n), kind: 'text', required: false, wide: false };
}

export function FieldDesigner({ value, onChange, onBlur, readOnly, testId }: CustomFieldProps) {
  const fields = asDrafts(value);
  const normalized = useMemo(() => normalizeFields(fields), [fields]);
  const problems = useMemo(() => fieldListProblems(normalized), [normalized]);
  const problemAt = (index: number) => problems.find((p) => p.index === index)?.message;
  // The preview shows the fields that are sound so far; a field being fixed drops out until it is.
  const previewFields = useMemo(() => normalized.filter((_, i) => !problems.some((p) => p.index === i)), [normalized, problems]);
  // A new key or kind starts the preview afresh (an old value would not fit); a new label does not.
  const previewKey = previewFields.map((f) => `${f.key}:${f.kind}`).join('|');
  const [checked, setChecked] = useState(false);

  const update = (next: FormFieldDraft[]) => {
    setChecked(false);
    onChange(next);
  };
  const move = (index: number, delta: -1 | 1) => {
    const next = [...fields];
    [next[index], next[index + delta]] = [next[index + delta], next[index]];
    update(next);
  };

  return (
    <Stack w="full" direction={{ base: 'column', lg: 'row' }} gap="4" align="stretch" onBlur={onBlur} data-testid={testId}>
      <Stack flex="1" minW="0" gap="3" data-testid={`${testId}-editor`}>
        {fields.map((field, index) => (
          <FieldCard
            key={index}
            field={field}
            index={index}
            count={fields.length}
            problem={problemAt(index)}
            readOnly={readOnly}
            onChange={(changed) => update(fields.map((f, i) => (i === index ? changed : f)))}
            onMove={(delta) => move(index, delta)}
            onRemove={() => update(fields.filter((_, i) => i !== index))}
            testId={`${testId}-${index}`}
          />
        ))}
        <Button size="sm" variant="outline" alignSelf="flex-start" disabled={readOnly} onClick={() => update([...fields, newField(fields)])} data-testid={`${testId}-add`}>
          <MdAdd />
          {t.addField}
        </Button>
      </Stack>
      <Box flex="1" minW="0" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" alignSelf={{ lg: 'flex-start' }} data-testid={`${testId}-preview`}>
        <Heading size="xs" mb="1">
          {t.previewTitle}
        </Heading>
        <Text fontSize="xs" color="fg.muted" mb="3">
          {t.previewHint}
        </Text>
        {checked && (
          <Alert.Root status="success" size="sm" mb="3" data-testid={`${testId}-preview-passed`}>
            <Alert.Indicator />
            <Alert.Title>{t.previewPassed}</Alert.Title>
          </Alert.Root>
        )}
        <DynamicForm key={previewKey} fields={previewFields} embedded submitLabel={t.previewCheck} onSubmit={() => setChecked(true)} testId={`${testId}-preview-form`} />
      </Box>
    </Stack>
  );
}
