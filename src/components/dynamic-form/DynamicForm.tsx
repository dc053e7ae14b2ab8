/**
 * A configured form (表单配置) rendered from its fields: one input per field kind, checked by the
 * same rules as the server (dynamicFormValidator), with the message under the field. Task screens render
 * the form of a code with it; the designer shows its live preview with it.
 */
import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { FormFieldConfig } from '../../constants/form-fields';
import { dynamicFormText as t } from '../../messages/dynamic-form';
import { validatorResolver } from '../../screens/resource/form-validator';
import { dynamicFormValidator } from './form-validator';
import { DynamicFieldInput } from './DynamicFieldInput';
import { initialValues, submittedValues, type FormValues } from './values';

export interface DynamicFormProps {
  fields: readonly FormFieldConfig[];
  /** Starting values (e.g. what a task stored before). */
  value?: FormValues;
  /** Receives one value per field once every rule passes. */
  onSubmit?: (values: FormValues) => void | Promise<void>;
  /** Messages from the server (POST /formConfiguration/validate) to show under their fields. */
  errors?: readonly { key: string; message: string }[];
  submitLabel?: string;
  /** Extra buttons next to the submit button. */
  actions?: ReactNode;
  readOnly?: boolean;
  /** Inside another <form> (the designer's preview): a plain box whose button checks and submits. */
  embedded?: boolean;
  /** Prefix of the test ids: `<testId>-<key>` for inputs, `<testId>-submit` for the button. */
  testId?: string;
}

export function DynamicForm({ fields, value, onSubmit, errors, submitLabel = t.submit, actions, readOnly, embedded, testId = 'dyn' }: DynamicFormProps) {
  // The fields may change while the form is shown (the designer's preview): the resolver reads the latest validator.
  const schema = useMemo(() => dynamicFormValidator(fields), [fields]);
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const resolver = useMemo<Resolver<FieldValues>>(() => (values, context, options) => validatorResolver(schemaRef.current, 'create')(values, context, options as never) as never, []);
  const { control, handleSubmit, formState, setError, reset } = useForm<FieldValues>({ resolver, defaultValues: initialValues(fields, value) });

  // Only a starting value with new content resets what the user typed: not a changed field list, nor
  // the same value written inline by a parent that renders again.
  const valueText = JSON.stringify(value ?? null);
  useEffect(() => {
    if (value) reset(initialValues(fields, value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueText, reset]);
  useEffect(() => {
    for (const each of errors ?? []) setError(each.key, { type: 'server', message: each.message });
  }, [errors, setError]);

  const submit = handleSubmit(async (values) => {
    await onSubmit?.(submittedValues(fields, values));
  });
  const body = (
    <Stack gap="4">
      {fields.length === 0 ? (
        <Text color="fg.muted" data-testid={`${testId}-empty`}>
          {t.noFields}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((field) => (
            <DynamicFieldInput
              key={field.key}
              field={field}
              control={control}
              error={formState.errors[field.key]?.message as string | undefined}
              readOnly={readOnly}
              testId={`${testId}-${field.key}`}
            />
          ))}
        </SimpleGrid>
      )}
      {!readOnly && (
        <Box display="flex" gap="3" flexWrap="wrap">
          <Button
            type={embedded ? 'button' : 'submit'}
            colorPalette="brand"
            loading={formState.isSubmitting}
            disabled={fields.length === 0}
            onClick={embedded ? () => void submit() : undefined}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
          {actions}
        </Box>
      )}
    </Stack>
  );
  if (embedded) {
    // Enter in an input would submit the outer form (the designer's save): check this one instead.
    const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
        e.preventDefault();
        void submit();
      }
    };
    return (
      <Box data-testid={testId} onKeyDown={onKeyDown}>
        {body}
      </Box>
    );
  }
  return (
    <chakra.form noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
      {body}
    </chakra.form>
  );
}
