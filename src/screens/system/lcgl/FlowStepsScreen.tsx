/**
 * 审批步骤 (spbz, under 流程定义 lcgl 11002): creates a flow definition (no id) or edits one (?id=) — its
 * business type, name and ordered steps — beside the live diagram of the machine the server will run
 * (below it on a phone). Saving is blocked while the shared rules find a problem; a 409 keeps the input.
 */
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Card, chakra, Field, Grid, Heading, HStack, Input, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { dataText } from '../../../components/data/messages';
import { useDictOptions } from '../../../components/data/use-dict-options';
import { flowDefinitionCalls } from '../../../resources/flow-definition-form';
import { common } from '../../../messages/common';
import { flowEditorText as t } from '../../../messages/flow-editor';
import type { ScreenProps } from '../../types';
import { emptyFlow, flowValidator, problemsOf, stepsInput, valuesFromStored, type FlowFormValues } from './flow-form';
import { FlowFormStatus } from './FlowFormStatus';
import { FlowPreview } from './FlowPreview';
import { StepsEditor } from './StepsEditor';
import { useFlowForm } from './use-flow-form';
import { validatorResolver } from '../../resource/form-validator';

const BUSI_TYPE_DICT = 'busiType';
const ENTITY = '流程定义';

function BusiTypeSelect({ control, error }: { control: Control<FlowFormValues>; error?: string }) {
  const { field } = useController({ control, name: 'busiTypeCode' });
  const options = useDictOptions(BUSI_TYPE_DICT);
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {t.busiType}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onChange={(event) => field.onChange(event.currentTarget.value)} data-testid="field-busiTypeCode">
          <option value="">{common.pleaseSelect}</option>
          {/* A type the dictionary no longer holds stays visible as its code. */}
          {field.value && !options.some((option) => option.value === field.value) && <option value={field.value}>{field.value}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText data-testid="field-busiTypeCode-error">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export default function FlowStepsScreen(_props: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') || undefined;
  const client = useApolloClient();
  const [defaults] = useState(emptyFlow);
  const { control, register, handleSubmit, reset, formState } = useForm<FlowFormValues>({
    resolver: validatorResolver(flowValidator, id ? 'edit' : 'create') as unknown as Resolver<FlowFormValues>,
    defaultValues: defaults,
  });
  const form = useFlowForm<FlowFormValues>({
    id,
    defaults,
    reset,
    toValues: valuesFromStored,
    validate: async (values) => (await flowValidator.validate(values as unknown as Record<string, unknown>, id ? 'edit' : 'create')) as unknown as FlowFormValues,
    submit: async (values, row) => {
      const fields = { busiTypeCode: values.busiTypeCode, name: values.name, remark: values.remark || null, steps: stepsInput(values.steps) };
      if (row) return client.mutate({ mutation: flowDefinitionCalls.update.document, variables: { input: { id: row.id, rowVersion: row.rowVersion, ...fields } } });
      return client.mutate({ mutation: flowDefinitionCalls.add.document, variables: { input: fields } });
    },
  });
  const values = useWatch({ control }) as FlowFormValues;
  const problems = problemsOf(values);
  const { errors } = formState;
  const stepsError = (errors.steps?.message ?? errors.steps?.root?.message) as string | undefined;
  const focusStep = (key: string) => {
    const index = values.steps.findIndex((step) => step.key.trim() === key);
    const card = document.querySelector<HTMLElement>(`[data-testid="step-${index}"]`);
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="flow-editor">
      <chakra.form noValidate onSubmit={handleSubmit(form.save)}>
        <Stack gap="4" maxW="7xl" mx="auto">
          <Box>
            <Heading size="md">{id ? dataText.editTitle(ENTITY) : dataText.createTitle(ENTITY)}</Heading>
            {form.row && (
              <Text fontSize="sm" color="fg.muted" mt="1" data-testid="flow-version-note">
                {t.versionNote(form.row.version, form.row.savePublishes)}
              </Text>
            )}
          </Box>
          <FlowFormStatus form={form} />
          {form.loading ? (
            <Skeleton h="96" data-testid="form-loading" />
          ) : (
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
              <Stack gap="4" minW="0">
                <Card.Root size="sm">
                  <Card.Header>
                    <Heading size="sm">{t.basics}</Heading>
                  </Card.Header>
                  <Card.Body gap="4">
                    <BusiTypeSelect control={control} error={errors.busiTypeCode?.message} />
                    <Field.Root required invalid={Boolean(errors.name)}>
                      <Field.Label>
                        {t.name}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input {...register('name')} placeholder={`${common.pleaseInput}${t.name}`} data-testid="field-name" />
                      <Field.ErrorText data-testid="field-name-error">{errors.name?.message}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.remark)}>
                      <Field.Label>{t.remark}</Field.Label>
                      <Textarea {...register('remark')} rows={2} placeholder={`${common.pleaseInput}${t.remark}`} data-testid="field-remark" />
                      <Field.ErrorText>{errors.remark?.message}</Field.ErrorText>
                    </Field.Root>
                  </Card.Body>
                </Card.Root>
                <Card.Root size="sm">
                  <Card.Header>
                    <Heading size="sm">{t.steps}</Heading>
                  </Card.Header>
                  <Card.Body>
                    <StepsEditor control={control} problems={problems} error={stepsError} />
                  </Card.Body>
                </Card.Root>
              </Stack>
              <Box position={{ lg: 'sticky' }} top={{ lg: '4' }} minW="0">
                <FlowPreview values={values} problems={problems} onSelectStep={focusStep} />
              </Box>
            </Grid>
          )}
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={form.busy} disabled={form.loading || form.state.matches('loadFailed')} data-testid="form-submit">
              {common.save}
            </Button>
            <Button variant="outline" onClick={form.goBack} disabled={form.busy} data-testid="form-cancel">
              {common.cancel}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Box>
  );
}
