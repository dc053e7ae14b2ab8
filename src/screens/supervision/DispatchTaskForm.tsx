/**
 * The inspection task another record dispatches (大型活动's 办理, 移交's 生成任务): optionally the social unit,
 * the two officers, the due date and a remark. The parent checks and sends it.
 */
import { Button, chakra, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../components/data/DateField';
import { common } from '../../messages/common';
import { eventHandoverText as text } from '../../messages/events-handovers';
import { FormValidationError } from '../../resources/entity/input-validator';
import type { FormValidator } from '../../resources/types';
import { OfficerSelect, UnitPicker } from '../../resources/supervision-pickers';
import { DISPATCH_DEFAULTS, type DispatchValues } from './dispatch-form';

interface Props {
  withUnit?: boolean;
  hint: string;
  submitLabel: string;
  validator: FormValidator;
  busy: boolean;
  onSubmit: (values: DispatchValues) => Promise<void>;
  onCancel: () => void;
}

export function DispatchTaskForm({ withUnit, hint, submitLabel, validator, busy, onSubmit, onCancel }: Props) {
  const { control, register, handleSubmit } = useForm<DispatchValues>({ defaultValues: DISPATCH_DEFAULTS });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = handleSubmit(async (values) => {
    try {
      await validator.validate(values as unknown as Record<string, unknown>, 'create');
      setErrors({});
    } catch (failure) {
      if (failure instanceof FormValidationError) return setErrors(failure.fieldErrors);
      throw failure;
    }
    await onSubmit(values);
  });
  const picker = (name: 'companyId' | 'agentId' | 'assistantHandlerId', label: string, Component: typeof OfficerSelect) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
      <Controller control={control} name={name} render={({ field }) => <Component name={field.name} label={label} value={field.value} onChange={(v) => field.onChange(String(v ?? ''))} onBlur={field.onBlur} invalid={Boolean(errors[name])} testId={`field-${name}`} />} />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <chakra.form noValidate onSubmit={submit} data-testid="dispatch-form">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{hint}</Text>
        {withUnit && picker('companyId', text.unit, UnitPicker)}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {picker('agentId', text.agent, OfficerSelect)}
          {picker('assistantHandlerId', text.assistant, OfficerSelect)}
          <Field.Root required invalid={Boolean(errors.endDate)}>
            <Field.Label>{text.endDate}<Field.RequiredIndicator /></Field.Label>
            <Controller control={control} name="endDate" render={({ field }) => <DateField kind="date" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} label={text.endDate} invalid={Boolean(errors.endDate)} testId="field-endDate" />} />
            <Field.ErrorText>{errors.endDate}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.remark)}>
          <Field.Label>{text.remark}</Field.Label>
          <Input {...register('remark')} data-testid="field-remark" />
          <Field.ErrorText>{errors.remark}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={busy} data-testid="dispatch-submit">{submitLabel}</Button>
          <Button variant="outline" onClick={onCancel}>{common.cancel}</Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
