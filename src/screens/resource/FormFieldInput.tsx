/** One form field of any kind, bound to react-hook-form, with its Chinese error under it. */
import { Field, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { FileUploadInput } from '../../components/data/FileUploadInput';
import { MultiSelectInput, type MultiSelectInputProps } from '../../components/data/MultiSelectInput';
import { useOptionsSource } from '../../components/data/use-options-source';
import { useDictOptions } from '../../components/data/use-dict-options';
import { OrganTreeSelect } from '../../components/data/OrganTreeSelect';
import { PasswordInput } from '../../components/ui/password-input';
import { DateField } from '../../components/data/DateField';
import { common } from '../../messages/common';
import type { FormField, Option, OptionsSource } from '../../resources/types';

export interface FormFieldInputProps {
  field: FormField;
  control: Control<FieldValues>;
  error?: string;
  readOnly?: boolean;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function optionValue(options: readonly Option[] | undefined, raw: string): unknown {
  if (raw === '') return '';
  return options?.find((option) => String(option.value) === raw)?.value ?? raw;
}

interface OptionSelectProps {
  options: readonly Option[];
  bound: ControllerRenderProps<FieldValues, string>;
  placeholder: string;
  readOnly?: boolean;
  testId: string;
}

function OptionSelect({ options, bound, placeholder, readOnly, testId }: OptionSelectProps) {
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field
        name={bound.name}
        ref={bound.ref}
        onBlur={bound.onBlur}
        value={text(bound.value)}
        onChange={(event) => bound.onChange(optionValue(options, event.currentTarget.value))}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function DictSelect({ dictType, fallback, ...props }: Omit<OptionSelectProps, 'options'> & { dictType?: string; fallback?: readonly Option[] }) {
  return <OptionSelect {...props} options={useDictOptions(dictType, fallback)} />;
}

function SourcedSelect({ source, fallback, ...props }: Omit<OptionSelectProps, 'options'> & { source: OptionsSource; fallback?: readonly Option[] }) {
  return <OptionSelect {...props} options={useOptionsSource(source, fallback)} />;
}

function SourcedMultiSelect({ source, fallback, ...props }: Omit<MultiSelectInputProps, 'options'> & { source: OptionsSource; fallback?: readonly Option[] }) {
  return <MultiSelectInput {...props} options={useOptionsSource(source, fallback)} />;
}

export function FormFieldInput({ field, control, error, readOnly }: FormFieldInputProps) {
  const testId = `field-${field.name}`;
  const placeholder = field.placeholder ?? (['select', 'dict', 'organ'].includes(field.kind) ? common.pleaseSelect : `${common.pleaseInput}${field.label}`);
  return (
    <Field.Root invalid={Boolean(error)} required={field.required} readOnly={readOnly} gridColumn={field.wide ? { md: 'span 2' } : undefined}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Controller
        name={field.name}
        control={control}
        render={({ field: bound }) => {
          switch (field.kind) {
            case 'textarea':
              return <Textarea {...bound} value={text(bound.value)} placeholder={placeholder} rows={4} data-testid={testId} />;
            case 'number':
              return (
                <Input
                  type="number"
                  name={bound.name}
                  ref={bound.ref}
                  onBlur={bound.onBlur}
                  value={text(bound.value)}
                  placeholder={placeholder}
                  onChange={(event) => bound.onChange(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))}
                  data-testid={testId}
                />
              );
            case 'select':
              return field.optionsFrom ? (
                <SourcedSelect source={field.optionsFrom} fallback={field.options} bound={bound} placeholder={placeholder} readOnly={readOnly} testId={testId} />
              ) : (
                <OptionSelect options={field.options ?? []} bound={bound} placeholder={placeholder} readOnly={readOnly} testId={testId} />
              );
            case 'dict':
              return <DictSelect dictType={field.dictType} fallback={field.options} bound={bound} placeholder={placeholder} readOnly={readOnly} testId={testId} />;
            case 'organ':
              return (
                <OrganTreeSelect
                  size="md"
                  label={field.label}
                  value={text(bound.value)}
                  onChange={bound.onChange}
                  invalid={Boolean(error)}
                  disabled={readOnly}
                  testId={testId}
                />
              );
            case 'date':
            case 'datetime':
              return (
                <DateField kind={field.kind} name={bound.name} label={field.label} value={text(bound.value)} onChange={bound.onChange} onBlur={bound.onBlur} invalid={Boolean(error)} readOnly={readOnly} testId={testId} />
              );
            case 'switch':
              return (
                <Switch.Root
                  name={bound.name}
                  checked={Boolean(bound.value)}
                  disabled={readOnly}
                  onCheckedChange={(details) => bound.onChange(details.checked)}
                >
                  <Switch.HiddenInput data-testid={testId} onBlur={bound.onBlur} />
                  <Switch.Control />
                </Switch.Root>
              );
            case 'file':
              return field.upload ? (
                <FileUploadInput spec={field.upload} value={text(bound.value)} onChange={bound.onChange} label={field.label} testId={testId} disabled={readOnly} />
              ) : (
                <Input {...bound} value={text(bound.value)} data-testid={testId} />
              );
            case 'multiselect':
              return field.optionsFrom ? (
                <SourcedMultiSelect source={field.optionsFrom} fallback={field.options} value={bound.value} onChange={bound.onChange} onBlur={bound.onBlur} disabled={readOnly} testId={testId} />
              ) : (
                <MultiSelectInput options={field.options ?? []} value={bound.value} onChange={bound.onChange} onBlur={bound.onBlur} disabled={readOnly} testId={testId} />
              );
            case 'custom': {
              const Component = field.component;
              if (!Component) throw new Error(`form field "${field.name}" of kind custom has no component`);
              return (
                <Component
                  name={bound.name}
                  label={field.label}
                  value={bound.value}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  invalid={Boolean(error)}
                  readOnly={readOnly}
                  testId={testId}
                />
              );
            }
            case 'password':
              return <PasswordInput {...bound} value={text(bound.value)} placeholder={placeholder} autoComplete="new-password" data-testid={testId} />;
            default:
              return <Input {...bound} value={text(bound.value)} placeholder={placeholder} data-testid={testId} />;
          }
        }}
      />
      <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
