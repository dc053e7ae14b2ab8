/**
 * 复查结论 (react-hook-form, checked by the call's own fields and rule in src/shared/business-inputs.ts), for the person at the last step of a re-inspection's flow: the server
 * says who that is (`lastStepAssignee`, from the machine) and refuses anyone else.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, chakra, Field, Heading, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Type } from '@sinclair/typebox';
import { REINSPECTION_OUTCOME_NAMES, REINSPECTION_OUTCOMES } from '../../constants/business-flow';
import { RecordReinspectionOutcomeDocument, type MutationInput_RecordReinspectionOutcome_Input_Outcome as Outcome } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { businessText as text } from '../../messages/business';
import { common } from '../../messages/common';
import { callInputValidator } from '../../resources/entity/input-validator';
import { outcomeNoteProblem, REINSPECTION_OUTCOME_FIELDS } from '../../shared/business-inputs';
import type { JsonSchema } from '../../shared/validation/json-schema';
import { validatorResolver } from '../resource/form-validator';

interface OutcomeValues {
  outcome: string;
  outcomeNote: string;
}

const validator = callInputValidator(
  Type.Object(REINSPECTION_OUTCOME_FIELDS) as unknown as JsonSchema,
  (v: OutcomeValues) => ({ outcome: v.outcome, outcomeNote: v.outcomeNote.trim() || null }),
  (v): Record<string, string> => {
    const problem = outcomeNoteProblem(v.outcome, v.outcomeNote);
    return problem ? { outcomeNote: problem } : {};
  },
);
const resolver = validatorResolver(validator, 'edit');

export interface OutcomeFormProps {
  record: { id: string; version: number; outcome?: string | null; outcomeNote?: string | null };
  onSaved: () => void;
}

export function OutcomeForm({ record, onSaved }: OutcomeFormProps) {
  const [save, { loading }] = useMutation(RecordReinspectionOutcomeDocument);
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState: { errors } } = useForm<OutcomeValues>({
    resolver: resolver as never,
    defaultValues: { outcome: record.outcome ?? '', outcomeNote: record.outcomeNote ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await save({ variables: { input: { id: record.id, version: record.version, outcome: values.outcome as Outcome, outcomeNote: values.outcomeNote.trim() || null } } });
      notify.success(common.operationSuccess);
      onSaved();
    } catch (failure) {
      setError(messageOf(failure));
    }
  });

  return (
    <Card.Root size="sm" data-testid="outcome-form">
      <Card.Header>
        <Heading size="sm">{text.outcome}</Heading>
        <Text fontSize="sm" color="fg.muted">{text.outcomeHint}</Text>
      </Card.Header>
      <Card.Body>
        <chakra.form noValidate onSubmit={submit}>
          <Stack gap="3">
            {error && (
              <Alert.Root status="error" data-testid="outcome-error">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root required invalid={Boolean(errors.outcome)}>
              <Field.Label>{text.outcome}<Field.RequiredIndicator /></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('outcome')} data-testid="field-outcome">
                  <option value="">{common.pleaseSelect}</option>
                  {REINSPECTION_OUTCOMES.map((o) => (
                    <option key={o} value={o}>{REINSPECTION_OUTCOME_NAMES[o]}</option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText data-testid="field-outcome-error">{errors.outcome?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.outcomeNote)}>
              <Field.Label>{text.outcomeNote}</Field.Label>
              <Textarea rows={3} {...register('outcomeNote')} data-testid="field-outcomeNote" />
              <Field.ErrorText data-testid="field-outcomeNote-error">{errors.outcomeNote?.message}</Field.ErrorText>
            </Field.Root>
            <HStack>
              <Button type="submit" size="sm" colorPalette="brand" loading={loading} data-testid="outcome-save">
                {text.outcomeSave}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
