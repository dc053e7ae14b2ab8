/** The input of one configured field, by its kind, bound to react-hook-form, with its message under it. */
import { Field, HStack, Input, NativeSelect, RadioGroup, Switch, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import type { FormFieldConfig } from '../../constants/form-fields';
import { dynamicFormText as t } from '../../messages/dynamic-form';
import { DateField } from '../data/DateField';
import { MultiSelectInput } from '../data/MultiSelectInput';

export interface DynamicFieldInputProps {
  field: FormFieldConfig;
  control: Control<FieldValues>;
  error?: string;
  readOnly?: boolean;
  testId: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function DynamicFieldInput({ field, control, error, readOnly, testId }: DynamicFieldInputProps) {
  const placeholder = field.placeholder ?? (['select', 'radio', 'checkbox'].includes(field.kind) ? t.pleaseSelect : t.pleaseInput(field.label));
  const options = field.options ?? [];
  return (
    <Field.Root invalid={Boolean(error)} required={field.required} readOnly={readOnly} gridColumn={field.wide ? { md: 'span 2' } : undefined}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Controller
        name={field.key}
        control={control}
        render={({ field: bound }) => {
          const plain = { name: bound.name, ref: bound.ref, onBlur: bound.onBlur, 'data-testid': testId };
          switch (field.kind) {
            case 'textarea':
              return <Textarea {...plain} value={text(bound.value)} placeholder={placeholder} rows={3} maxLength={field.maxLength ?? undefined} onChange={(e) => bound.onChange(e.currentTarget.value)} />;
            case 'number':
              return (
                <Input
                  {...plain}
                  type="number"
                  value={text(bound.value)}
                  placeholder={placeholder}
                  min={field.min ?? undefined}
                  max={field.max ?? undefined}
                  onChange={(e) => bound.onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
                />
              );
            case 'date':
            case 'datetime':
              return (
                <DateField kind={field.kind} name={bound.name} label={field.label} value={text(bound.value)} onChange={bound.onChange} onBlur={bound.onBlur} invalid={Boolean(error)} readOnly={readOnly} testId={testId} />
              );
            case 'select':
              return (
                <NativeSelect.Root disabled={readOnly}>
                  <NativeSelect.Field {...plain} value={text(bound.value)} onChange={(e) => bound.onChange(e.currentTarget.value)}>
                    <option value="">{placeholder}</option>
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              );
            case 'radio':
              return (
                <RadioGroup.Root value={text(bound.value) || null} onValueChange={(d) => bound.onChange(d.value ?? '')} disabled={readOnly} data-testid={testId}>
                  <HStack gap="4" wrap="wrap" minH="10">
                    {options.map((o) => (
                      <RadioGroup.Item key={o.value} value={o.value}>
                        <RadioGroup.ItemHiddenInput data-testid={`${testId}-${o.value}`} onBlur={bound.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              );
            case 'checkbox':
              return <MultiSelectInput options={options} value={bound.value} onChange={bound.onChange} onBlur={bound.onBlur} disabled={readOnly} testId={testId} />;
            case 'switch':
              return (
                <Switch.Root name={bound.name} checked={bound.value === true} disabled={readOnly} onCheckedChange={(d) => bound.onChange(d.checked)}>
                  <Switch.HiddenInput data-testid={testId} onBlur={bound.onBlur} />
                  <Switch.Control />
                </Switch.Root>
              );
            default:
              return <Input {...plain} value={text(bound.value)} placeholder={placeholder} maxLength={field.maxLength ?? undefined} onChange={(e) => bound.onChange(e.currentTarget.value)} />;
          }
        }}
      />
      <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
