/** One step of a penalty case as a form: its fields, checked by the route's rules, sent with the case's version. */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DateField } from '../../components/data/DateField';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { PENALTY_REVIEW_KIND } from '../../constants/penalty-cases';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { penaltyText as text } from '../../messages/penalty';
import { FormValidationError } from '../../resources/entity/input-validator';
import { ReceiverPicker } from '../business/SendToInput';
import type { StepField, StepSpec, StepValues } from './step-forms';

interface Props {
  spec: StepSpec;
  caseKey: { id: string; version: number };
  onDone: () => void;
}

function Control({ field, value, onChange }: { field: StepField; value: string; onChange: (v: string) => void }) {
  const testId = `step-${field.name}`;
  switch (field.kind) {
    case 'textarea':
      return <Textarea value={value} onChange={(e) => onChange(e.currentTarget.value)} rows={3} data-testid={testId} />;
    case 'number':
      return <Input type="number" value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />;
    case 'date':
      return <DateField kind="date" value={value} onChange={onChange} label={field.label} testId={testId} />;
    case 'receiver':
      return <ReceiverPicker busiTypeCode={PENALTY_REVIEW_KIND} value={value} onChange={onChange} onBlur={() => undefined} testId={testId} />;
    case 'select':
      return (
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
            {field.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    default:
      return <Input value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />;
  }
}

export function StepForm({ spec, caseKey, onDone }: Props) {
  const [values, setValues] = useState<StepValues>(spec.defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [run, { loading }] = useMutation(spec.document);

  const check = async () => {
    setFailure(undefined);
    try {
      await spec.validator.validate(values, 'edit');
      setErrors({});
      if (spec.confirm) setConfirming(true);
      else await send();
    } catch (error) {
      if (error instanceof FormValidationError) setErrors(error.fieldErrors);
      else setFailure(messageOf(error));
    }
  };
  const send = async () => {
    try {
      await run({ variables: { input: { ...caseKey, ...spec.toInput(values) } } });
      notify.success(text.done);
      onDone();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card.Root size="sm" data-testid={`step-${spec.move}`}>
      <Card.Header fontWeight="semibold">{spec.title}</Card.Header>
      <Card.Body gap="3">
        {failure && <Alert.Root status="error" data-testid="step-error"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
        {spec.fields.length > 0 && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {spec.fields.map((field) => (
              <Field.Root key={field.name} required={field.required} invalid={Boolean(errors[field.name])} gridColumn={field.kind === 'textarea' ? { md: 'span 2' } : undefined}>
                <Field.Label>{field.label}<Field.RequiredIndicator /></Field.Label>
                <Control field={field} value={values[field.name] ?? ''} onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))} />
                <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
        )}
        <Button alignSelf="flex-start" colorPalette="blue" size="sm" loading={loading} onClick={check} data-testid={`step-${spec.move}-submit`}>{spec.title}</Button>
      </Card.Body>
      <ConfirmDialog open={confirming} message={spec.confirm ?? ''} busy={loading} onConfirm={() => void send()} onCancel={() => setConfirming(false)} />
    </Card.Root>
  );
}
