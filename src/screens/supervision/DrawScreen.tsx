/**
 * 双随机抽取 (xfaqjcDraw, from 消防安全检查 1030): pick the unit category, area, count, due date and optionally a
 * seed; the server draws the units and officer pairs, dispatches the tasks and records the draw. The result and
 * every past draw show their seed: the same seed over the same candidates draws the same again.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Field, Grid, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useGoBack } from '../../app/layout/navigation';
import { DateField } from '../../components/data/DateField';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { UNIT_CATEGORY_OPTIONS } from '../../constants/options';
import { GenerateSupervisionTasksDocument, SupervisionAreasDocument, type GenerateSupervisionTasksMutation } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { campaignText, drawText as text } from '../../messages/campaign';
import { common } from '../../messages/common';
import { FormValidationError } from '../../resources/entity/input-validator';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { DrawHistory, DrawTasks } from './DrawHistory';
import { drawInput, drawValidator, type DrawValues } from './draw-form';

type Result = NonNullable<GenerateSupervisionTasksMutation['generateSupervisionTasks']>;
const EMPTY: DrawValues = { unitCategory: '', areaCode: '', count: '3', endDate: '', seed: '' };

function Choice({ label, value, onChange, none, options, testId }: { label: string; value: string; onChange: (v: string) => void; none: string; options: { value: string | number; label: string }[]; testId: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
          <option value="">{none}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export default function DrawScreen({ route }: ScreenProps) {
  const goBack = useGoBack();
  const { data: areaData } = useQuery(SupervisionAreasDocument);
  const [generate, { loading }] = useMutation(GenerateSupervisionTasksDocument);
  const [values, setValues] = useState<DrawValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Result>();
  const [drawn, setDrawn] = useState(0);
  const set = (key: keyof DrawValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const areas = (areaData?.supervisionAreas ?? []).flatMap((a) => (a ? [{ value: a.code, label: campaignText.areaLabel(a) }] : []));

  const ask = async () => {
    try {
      await drawValidator.validate(values as unknown as Record<string, unknown>, 'create');
      setErrors({});
      setAsking(true);
    } catch (failure) {
      if (failure instanceof FormValidationError) setErrors(failure.fieldErrors);
    }
  };
  const run = async () => {
    try {
      const reply = await generate({ variables: { input: drawInput(values) as never } });
      const made = reply.data?.generateSupervisionTasks ?? undefined;
      setResult(made);
      if (made) notify.success(text.drawn(made.tasks?.length ?? 0, made.seed));
      resourceChanged('supervisionTask');
      setDrawn((n) => n + 1);
    } catch (failure) {
      setErrors({ form: messageOf(failure) });
    } finally {
      setAsking(false);
    }
  };
  const error = (key: string) => errors[key] && <Field.ErrorText data-testid={`field-${key}-error`}>{errors[key]}</Field.ErrorText>;

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="draw-screen">
      <Stack gap="4" maxW="6xl" mx="auto">
        <HStack justify="space-between">
          <Heading size="md">{route.title}</Heading>
          <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
        </HStack>
        <Card.Root size="sm">
          <Card.Header><Heading size="sm">{text.conditions}</Heading></Card.Header>
          <Card.Body>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
              <Choice label={text.unitCategory} value={values.unitCategory} onChange={set('unitCategory')} none={text.allCategories} options={[...UNIT_CATEGORY_OPTIONS]} testId="field-unitCategory" />
              <Choice label={text.area} value={values.areaCode} onChange={set('areaCode')} none={text.allAreas} options={areas} testId="field-areaCode" />
              <Field.Root required invalid={Boolean(errors.count)}>
                <Field.Label>{text.count}<Field.RequiredIndicator /></Field.Label>
                <Input type="number" value={values.count} onChange={(e) => set('count')(e.currentTarget.value)} data-testid="field-count" />
                {error('count')}
              </Field.Root>
              <Field.Root required invalid={Boolean(errors.endDate)}>
                <Field.Label>{text.endDate}<Field.RequiredIndicator /></Field.Label>
                <DateField kind="date" label={text.endDate} value={values.endDate} onChange={set('endDate')} invalid={Boolean(errors.endDate)} testId="field-endDate" />
                {error('endDate')}
              </Field.Root>
              <Field.Root invalid={Boolean(errors.seed)} gridColumn={{ md: 'span 2' }}>
                <Field.Label>{text.seed}</Field.Label>
                <Input type="number" value={values.seed} onChange={(e) => set('seed')(e.currentTarget.value)} data-testid="field-seed" />
                <Field.HelperText>{text.seedHint}</Field.HelperText>
                {error('seed')}
              </Field.Root>
            </Grid>
            {errors.form && <Alert.Root status="error" mt="3" data-testid="draw-error"><Alert.Indicator /><Alert.Title>{errors.form}</Alert.Title></Alert.Root>}
            <HStack justify="flex-end" mt="3">
              <Button colorPalette="blue" loading={loading} onClick={ask} data-testid="draw-submit">{text.draw}</Button>
            </HStack>
          </Card.Body>
        </Card.Root>
        {result && (
          <Card.Root size="sm" data-testid="draw-result">
            <Card.Header>
              <HStack wrap="wrap" gap="3">
                <Heading size="sm">{text.result}</Heading>
                <Badge colorPalette="purple" data-testid="draw-result-seed">{`${text.seed} ${result.seed}`}</Badge>
                <Text fontSize="sm" color="fg.muted">{`${text.candidates}${result.candidates}`}</Text>
              </HStack>
            </Card.Header>
            <Card.Body pt="0">
              <DrawTasks testId="draw-result-tasks" tasks={(result.tasks ?? []).flatMap((t) => (t ? [t] : []))} />
            </Card.Body>
          </Card.Root>
        )}
        <DrawHistory key={drawn} />
      </Stack>
      <ConfirmDialog open={asking} message={text.confirmDraw} busy={loading} onConfirm={run} onCancel={() => setAsking(false)} />
    </Box>
  );
}
