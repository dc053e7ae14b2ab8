/**
 * 申报 (savePersonals, react-hook-form, checked by savePersonals' own fields and rule in src/shared/business-inputs.ts): the month, the items declared against the duty standards
 * (points are counted by the server), the appeal's reason, and who receives it first. Sending again after a
 * rejection carries the declaration's id and version.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, chakra, Dialog, Field, HStack, IconButton, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { MdDeleteOutline } from 'react-icons/md';
import { Type } from '@sinclair/typebox';
import { callInputValidator } from '../../resources/entity/input-validator';
import { declarationProblems, DECLARATION_FIELDS } from '../../shared/business-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';
import { validatorResolver } from '../resource/form-validator';
import { DUTY_KIND_NAMES, type DutyKind } from '../../constants/business-flow';
import { PersonalStandardsDocument, SavePersonalsDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { businessText as text } from '../../messages/business';
import { common } from '../../messages/common';
import { ReceiverPicker } from './SendToInput';

export interface DeclarationValues {
  period: string;
  items: { standardId: string; quantity: string }[];
  reason: string;
  assigneeId: string;
}

export interface DeclarationDialogProps {
  kind: DutyKind;
  open: boolean;
  /** Sending a rejected or revoked declaration again. */
  existing?: { id: string; version: number; values: Omit<DeclarationValues, 'assigneeId'> };
  onClose: () => void;
  onSaved: (id: string) => void;
}

const toInput = (v: DeclarationValues) => ({
  period: v.period,
  items: v.items.map((i) => ({ standardId: i.standardId, quantity: Number(i.quantity) })),
  reason: v.reason.trim() || null,
});

/** The receiver is the picker's own rule. */
const validatorOf = (kind: DutyKind) =>
  callInputValidator(Type.Object(DECLARATION_FIELDS) as unknown as JsonSchema, toInput, (v: DeclarationValues): Record<string, string> => ({
    ...declarationProblems(kind, v.reason, v.items.length),
    ...(v.assigneeId ? {} : { assigneeId: text.receiverRequired }),
  }));

export function DeclarationDialog({ kind, open, existing, onClose, onSaved }: DeclarationDialogProps) {
  const { data } = useQuery(PersonalStandardsDocument, { skip: !open });
  const standards = (data?.personalStandards ?? []).flatMap((s) => (s ? [s] : []));
  const [save, { loading }] = useMutation(SavePersonalsDocument);
  const [error, setError] = useState<string>();
  const { control, register, handleSubmit, formState: { errors } } = useForm<DeclarationValues>({
    resolver: validatorResolver(validatorOf(kind), 'create') as never,
    defaultValues: { period: '', items: kind === 'grss' ? [] : [{ standardId: '', quantity: '' }], reason: '', assigneeId: '', ...existing?.values },
  });
  const items = useFieldArray({ control, name: 'items' });
  const rowErrors = Array.isArray(errors.items) ? (errors.items as ({ standardId?: { message?: string }; quantity?: { message?: string } } | undefined)[]) : [];
  const itemsError = errors.items?.message ?? errors.items?.root?.message ?? rowErrors.map((e) => e?.standardId?.message ?? e?.quantity?.message).find(Boolean);

  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      const input = {
        id: existing?.id ?? null,
        version: existing?.version ?? null,
        kind,
        ...toInput(values),
        assigneeId: values.assigneeId,
      };
      const result = await save({ variables: { input } });
      notify.success(common.operationSuccess);
      onSaved(result.data?.savePersonals?.id ?? existing?.id ?? '');
    } catch (failure) {
      setError(messageOf(failure));
    }
  });

  return (
    <Dialog.Root open={open} size={{ base: 'full', md: 'lg' }} placement="center" onOpenChange={(details) => !details.open && !loading && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`declaration-${kind}`}>
            <chakra.form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{DUTY_KIND_NAMES[kind]}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {error && (
                    <Alert.Root status="error" data-testid="declaration-error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field.Root required invalid={Boolean(errors.period)}>
                    <Field.Label>{text.period}<Field.RequiredIndicator /></Field.Label>
                    <Input type="month" {...register('period')} data-testid="field-period" />
                    <Field.ErrorText>{errors.period?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required={kind !== 'grss'} invalid={Boolean(itemsError)}>
                    <Field.Label>{text.items}</Field.Label>
                    <Stack gap="2" w="full">
                      {items.fields.map((item, index) => (
                        <HStack key={item.id} gap="2" align="start">
                          <NativeSelect.Root flex="2">
                            <NativeSelect.Field {...register(`items.${index}.standardId`)} data-testid={`field-items-${index}-standardId`}>
                              <option value="">{text.itemName}</option>
                              {standards.map((s) => (
                                <option key={s.id} value={s.id}>{`${s.name}（${s.unitScore}分/${s.unit}${s.monthlyCap === null || s.monthlyCap === undefined ? '' : `，月上限${s.monthlyCap}分`}）`}</option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                          <Input flex="1" type="number" min={0} step="any" placeholder={text.quantity} {...register(`items.${index}.quantity`)} data-testid={`field-items-${index}-quantity`} />
                          <IconButton aria-label={text.removeItem} size="sm" variant="ghost" onClick={() => items.remove(index)}>
                            <MdDeleteOutline />
                          </IconButton>
                        </HStack>
                      ))}
                      <Button size="xs" variant="outline" alignSelf="start" onClick={() => items.append({ standardId: '', quantity: '' })} data-testid="add-item">
                        {text.addItem}
                      </Button>
                    </Stack>
                    <Field.ErrorText data-testid="field-items-error">{itemsError}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required={kind === 'grss'} invalid={Boolean(errors.reason)}>
                    <Field.Label>{text.reason}{kind === 'grss' && <Field.RequiredIndicator />}</Field.Label>
                    <Textarea rows={3} {...register('reason')} data-testid="field-reason" />
                    <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(errors.assigneeId)}>
                    <Field.Label>{`${text.receiver}（${text.receiverHint}）`}<Field.RequiredIndicator /></Field.Label>
                    <Controller
                      control={control}
                      name="assigneeId"
                      render={({ field }) => <ReceiverPicker busiTypeCode={kind} value={field.value} onChange={field.onChange} onBlur={field.onBlur} testId="field-assigneeId" />}
                    />
                    <Field.ErrorText>{errors.assigneeId?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={loading}>
                  {common.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading} data-testid="declaration-submit">
                  {common.submit}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
