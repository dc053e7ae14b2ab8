/** One move of a sealing as a form: its fields, checked by the route's rules, sent with the sealing's version. */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { DateField } from '../../components/data/DateField';
import { SealUpFormOptionsDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { uploadMedia } from '../../lib/upload';
import { messageOf } from '../../machines/resource-form/failure';
import { sealUpText as text } from '../../messages/seal-ups';
import { FormValidationError } from '../../resources/entity/input-validator';
import { MEDIA_UPLOAD_URL } from '../common/task-talk/talk-calls';
import type { SealField, SealStepSpec, SealValues } from './seal-step-forms';

function OfficerSelect({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId: string }) {
  const officers = useQuery(SealUpFormOptionsDocument, { fetchPolicy: 'cache-first' }).data?.sealUpFormOptions?.officers ?? [];
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
        <option value="">{text.pickOfficer}</option>
        {officers.flatMap((o) => (o ? [<option key={o.userId} value={o.userId}>{o.username}</option>] : []))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Each chosen picture is uploaded at once; the value is the uploaded ids, one a line. */
function PhotoUpload({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId: string }) {
  const [busy, setBusy] = useState(false);
  const ids = value.split('\n').filter(Boolean);
  const send = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const added: string[] = [];
    try {
      for (const file of Array.from(files)) added.push((await uploadMedia<{ id: string }>(MEDIA_UPLOAD_URL, file)).data.id);
    } catch {
      // The request helper has shown the server's refusal; what was uploaded stays.
    } finally {
      onChange([...ids, ...added].join('\n'));
      setBusy(false);
    }
  };
  return (
    <Stack gap="1">
      <Input type="file" accept="image/*" multiple pt="1.5" disabled={busy} onChange={(e) => void send(e.currentTarget.files)} data-testid={testId} />
      <Text fontSize="xs" color="fg.muted" data-testid={`${testId}-count`}>{`${text.photos}：${ids.length}`}</Text>
    </Stack>
  );
}

function Control({ field, value, onChange }: { field: SealField; value: string; onChange: (v: string) => void }) {
  const testId = `seal-${field.name}`;
  switch (field.kind) {
    case 'textarea':
      return <Textarea value={value} onChange={(e) => onChange(e.currentTarget.value)} rows={3} data-testid={testId} />;
    case 'date':
      return <DateField kind="date" value={value} onChange={onChange} label={field.label} testId={testId} />;
    case 'officer':
      return <OfficerSelect value={value} onChange={onChange} testId={testId} />;
    case 'photos':
      return <PhotoUpload value={value} onChange={onChange} testId={testId} />;
    default:
      return <Input value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />;
  }
}

export function SealStepForm({ spec, sealKey, onDone }: { spec: SealStepSpec; sealKey: { id: string; version: number }; onDone: () => void }) {
  const [values, setValues] = useState<SealValues>(spec.defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [run, { loading }] = useMutation(spec.document);

  const send = async () => {
    try {
      await run({ variables: { input: { ...sealKey, ...spec.toInput(values) } } });
      notify.success(text.done);
      onDone();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setConfirming(false);
    }
  };
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

  return (
    <Card.Root size="sm" data-testid={`seal-step-${spec.move}`}>
      <Card.Header fontWeight="semibold">{spec.title}</Card.Header>
      <Card.Body gap="3">
        {failure && <Alert.Root status="error" data-testid="seal-step-error"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
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
        <Button alignSelf="flex-start" colorPalette="blue" size="sm" loading={loading} onClick={check} data-testid={`seal-step-${spec.move}-submit`}>{spec.title}</Button>
      </Card.Body>
      <ConfirmDialog open={confirming} message={spec.confirm ?? ''} busy={loading} onConfirm={() => void send()} onCancel={() => setConfirming(false)} />
    </Card.Root>
  );
}
