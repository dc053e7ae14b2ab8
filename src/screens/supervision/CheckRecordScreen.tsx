/**
 * 检查记录 (xfaqjcRecord): the check items with findings (from a task template of 11500 or typed), the hazards
 * with their levels, the outcome and the unit's signer. Saved by one of the task's officers while the server
 * allows `record`; 责令立即改正 serves its notice on the spot.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, chakra, Checkbox, Field, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { DateField } from '../../components/data/DateField';
import { CHECK_RESULT_OPTIONS, HAZARD_LEVEL_OPTIONS } from '../../constants/options';
import { LegalReviewFormOptionsDocument, SupervisionTaskDetailDocument, RecordSupervisionCheckDocument, SupervisionCheckTemplatesDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { supervisionText as text } from '../../messages/supervision';
import { FormValidationError } from '../../resources/entity/input-validator';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { checkRecordInput, checkRecordValidator, type CheckRecordValues } from './check-record-form';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export default function CheckRecordScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data } = useQuery(SupervisionTaskDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const { data: templates } = useQuery(SupervisionCheckTemplatesDocument, { fetchPolicy: 'network-only' });
  const { data: options } = useQuery(LegalReviewFormOptionsDocument, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(RecordSupervisionCheckDocument);
  const [error, setError] = useState<string>();
  const task = data?.supervisionTaskDetail;
  const { register, control, handleSubmit, setValue } = useForm<CheckRecordValues>({
    defaultValues: { checkDate: today(), templateId: '', checkItems: [{ item: '', passed: true, finding: '' }], hazards: [], checkResult: '', causeId: '', unitSigner: '', checkRemark: '' },
  });
  const items = useFieldArray({ control, name: 'checkItems' });
  const hazards = useFieldArray({ control, name: 'hazards' });

  const applyTemplate = (templateId: string) => {
    setValue('templateId', templateId);
    const chosen = templates?.supervisionCheckTemplates?.find((tpl) => tpl?.id === templateId);
    if (chosen) items.replace(chosen.items.map((item) => ({ item: item ?? '', passed: true, finding: '' })));
  };

  const submit = handleSubmit(async (values) => {
    if (!task) return;
    setError(undefined);
    try {
      await checkRecordValidator.validate(values as unknown as Record<string, unknown>, 'edit');
      await save({ variables: { input: { id: task.id, version: task.version, ...checkRecordInput(values) } as never } });
      notify.success(common.operationSuccess);
      resourceChanged('supervisionTask');
      goBack();
    } catch (failure) {
      setError(failure instanceof FormValidationError ? Object.values(failure.fieldErrors)[0] : messageOf(failure));
    }
  });

  if (task && !task.allows.includes('record')) return <Box p="5"><Alert.Root status="warning"><Alert.Title>{text.notOpen}</Alert.Title></Alert.Root></Box>;
  return (
    <Box p={{ base: '3', md: '5' }} data-testid="check-record">
      <chakra.form noValidate onSubmit={submit}>
      <Stack gap="4" maxW="5xl" mx="auto">
        <Heading size="md">{route.title}</Heading>
        {task && <Text color="fg.muted">{`${task.unitName}（${task.address}） ${text.task}：${task.agentName ?? ''}、${task.assistantHandlerName ?? ''}`}</Text>}
        {error && <Alert.Root status="error" data-testid="check-record-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <Card.Root size="sm">
          <Card.Header><Heading size="sm">{text.items}</Heading></Card.Header>
          <Card.Body>
            <Stack gap="2">
              <NativeSelect.Root maxW="sm">
                <NativeSelect.Field value={''} onChange={(e) => applyTemplate(e.currentTarget.value)} data-testid="field-template">
                  <option value="">{text.template}</option>
                  {(templates?.supervisionCheckTemplates ?? []).map((tpl) => tpl && <option key={tpl.id} value={tpl.id}>{tpl.name}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {items.fields.map((field, i) => (
                <HStack key={field.id} gap="2" align="start">
                  <Input flex="2" placeholder={text.item} {...register(`checkItems.${i}.item`)} data-testid={`field-item-${i}`} />
                  <Checkbox.Root defaultChecked={field.passed} onCheckedChange={(e) => setValue(`checkItems.${i}.passed`, e.checked === true)} data-testid={`field-passed-${i}`}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{text.passed}</Checkbox.Label>
                  </Checkbox.Root>
                  <Input flex="3" placeholder={text.finding} {...register(`checkItems.${i}.finding`)} data-testid={`field-finding-${i}`} />
                  <Button size="sm" variant="ghost" onClick={() => items.remove(i)}>{text.remove}</Button>
                </HStack>
              ))}
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => items.append({ item: '', passed: true, finding: '' })}>{text.addItem}</Button>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm">
          <Card.Header><Heading size="sm">{text.hazards}</Heading></Card.Header>
          <Card.Body>
            <Stack gap="2">
              {hazards.fields.map((field, i) => (
                <HStack key={field.id} gap="2">
                  <Input flex="3" placeholder={text.hazard} {...register(`hazards.${i}.description`)} data-testid={`field-hazard-${i}`} />
                  <NativeSelect.Root flex="1">
                    <NativeSelect.Field {...register(`hazards.${i}.level`)} data-testid={`field-hazard-level-${i}`}>
                      {HAZARD_LEVEL_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Button size="sm" variant="ghost" onClick={() => hazards.remove(i)}>{text.remove}</Button>
                </HStack>
              ))}
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => hazards.append({ description: '', level: 'general' })} data-testid="add-hazard">{text.addHazard}</Button>
            </Stack>
          </Card.Body>
        </Card.Root>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root required maxW="xs">
            <Field.Label>{text.result}<Field.RequiredIndicator /></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('checkResult')} data-testid="field-checkResult">
                <option value="">{common.pleaseSelect}</option>
                {CHECK_RESULT_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="sm">
            <Field.Label>{text.cause}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('causeId')} data-testid="field-causeId">
                <option value="">{common.pleaseSelect}</option>
                {(options?.legalReviewFormOptions?.causes ?? []).map((c) => c && <option key={c.id} value={c.id}>{c.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required maxW="xs">
            <Field.Label>{text.checkDate}<Field.RequiredIndicator /></Field.Label>
            <Controller
              control={control}
              name="checkDate"
              render={({ field }) => <DateField kind="date" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} label={text.checkDate} testId="field-checkDate" />}
            />
          </Field.Root>
          <Field.Root required maxW="xs">
            <Field.Label>{text.unitSigner}<Field.RequiredIndicator /></Field.Label>
            <Input {...register('unitSigner')} data-testid="field-unitSigner" />
          </Field.Root>
        </HStack>
        <Field.Root>
          <Field.Label>{text.remark}</Field.Label>
          <Textarea {...register('checkRemark')} data-testid="field-checkRemark" />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">{text.signedHint}</Text>
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={loading} disabled={!task} data-testid="check-record-save">{text.save}</Button>
          <Button variant="outline" onClick={goBack}>{common.cancel}</Button>
        </HStack>
      </Stack>
      </chakra.form>
    </Box>
  );
}
