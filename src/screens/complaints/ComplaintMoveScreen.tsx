/**
 * The moves of a complaint on their own pages: 预处理 (beforehandler), 办理 (reportProessing: 回复, then the
 * complainant's 评价), 发送核查 (jbtshcSend) and 核查记录 (jbtshcRecord). Open only while the server's `allows` names
 * the move; the fields and their checks are the route's (complaint-move-form.ts).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Field, Heading, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { DateField } from '../../components/data/DateField';
import { COMPLAINT_FINDING_OPTIONS, COMPLAINT_SATISFACTION_OPTIONS } from '../../constants/options';
import {
  ComplaintBrigadesDocument, ComplaintCheckDetailDocument, ComplaintDetailDocument, PreHandleComplaintDocument, RecordComplaintVerificationDocument, ReplyComplaintDocument,
  ReviewComplaintDocument, SendComplaintVerificationDocument,
} from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { complaintText as text } from '../../messages/complaints';
import { FormValidationError } from '../../resources/entity/input-validator';
import { OfficerSelect, UnitPicker } from '../../resources/supervision-pickers';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { moveInput, moveValidator, type MoveKey, type MoveValues } from './complaint-move-form';

const VERIFICATION_ROUTES = ['jbtshcSend', 'jbtshcRecord'];

function Choice({ label, name, value, options, onChange }: { label: string; name: string; value: string; options: readonly { value: unknown; label: string }[]; onChange: (v: string) => void }) {
  return (
    <Field.Root required maxW="sm">
      <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={`field-${name}`}>
          <option value="">{common.pleaseSelect}</option>
          {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Note({ label, name, value, onChange, required }: { label: string; name: string; value: string; onChange: (v: string) => void; required?: boolean }) {
  return (
    <Field.Root required={required}>
      <Field.Label>{label}{required && <Field.RequiredIndicator />}</Field.Label>
      <Textarea rows={4} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={`field-${name}`} />
    </Field.Root>
  );
}

export default function ComplaintMoveScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const verification = VERIFICATION_ROUTES.includes(route.name);
  const intake = useQuery(ComplaintDetailDocument, { variables: { id }, skip: !id || verification, fetchPolicy: 'network-only' });
  const check = useQuery(ComplaintCheckDetailDocument, { variables: { id }, skip: !id || !verification, fetchPolicy: 'network-only' });
  const row = verification ? check.data?.complaintCheckDetail : intake.data?.complaintDetail;
  const move: MoveKey = route.name === 'beforehandler' ? 'preHandle' : route.name === 'jbtshcSend' ? 'send' : route.name === 'jbtshcRecord' ? 'verify' : row?.allows.includes('review') ? 'review' : 'reply';
  const brigades = useQuery(ComplaintBrigadesDocument, { skip: move !== 'preHandle', fetchPolicy: 'network-only' });
  const [values, setValues] = useState<MoveValues>({ decision: 'forward', endDate: '' });
  const [error, setError] = useState<string>();
  const [preHandle] = useMutation(PreHandleComplaintDocument);
  const [send] = useMutation(SendComplaintVerificationDocument);
  const [verify] = useMutation(RecordComplaintVerificationDocument);
  const [reply] = useMutation(ReplyComplaintDocument);
  const [review] = useMutation(ReviewComplaintDocument);
  const [busy, setBusy] = useState(false);
  const set = (k: string) => (v: unknown) => {
    setError(undefined);
    setValues((old) => ({ ...old, [k]: v == null ? '' : String(v) }));
  };
  const custom = (k: string, label: string) => ({ name: k, label, value: values[k] ?? '', onChange: set(k), onBlur: () => undefined, invalid: false, testId: `field-${k}` });

  const submit = async () => {
    if (!row) return;
    setError(undefined);
    try {
      await moveValidator(move).validate(values, 'edit');
      const input = { id: row.id, version: row.version, ...moveInput(move, values) } as never;
      const call = { preHandle, send, verify, reply, review }[move];
      setBusy(true);
      await call({ variables: { input } });
      notify.success(common.operationSuccess);
      resourceChanged(verification ? 'complaintCheck' : 'complaint');
      goBack();
    } catch (failure) {
      setError(failure instanceof FormValidationError ? Object.values(failure.fieldErrors)[0] : messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  if (row && !row.allows.includes(move)) return <Box p="5"><Alert.Root status="warning"><Alert.Title>{text.notOpen}</Alert.Title></Alert.Root></Box>;
  return (
    <Box p={{ base: '3', md: '5' }} data-testid="complaint-move">
      <Stack gap="4" maxW="4xl" mx="auto">
        <Heading size="md">{move === 'review' ? text.review : route.title}</Heading>
        {row && <Text color="fg.muted">{text.complaintOf(row.placeName, row.address, row.content)}</Text>}
        {error && <Alert.Root status="error" data-testid="complaint-move-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <Card.Root size="sm">
          <Card.Body>
            <Stack gap="3">
              {move === 'preHandle' && (
                <>
                  <Choice label={text.decision} name="decision" value={values.decision ?? ''} options={[{ value: 'forward', label: text.forward }, { value: 'reject', label: text.reject }]} onChange={set('decision')} />
                  {values.decision === 'forward' && (
                    <Choice label={text.brigade} name="organId" value={values.organId ?? ''} options={(brigades.data?.complaintBrigades ?? []).flatMap((b) => (b ? [{ value: b.id, label: b.name }] : []))} onChange={set('organId')} />
                  )}
                  <Note label={text.note} name="handleNote" value={values.handleNote ?? ''} onChange={set('handleNote')} required={values.decision === 'reject'} />
                </>
              )}
              {move === 'send' && (
                <>
                  <Field.Root required><Field.Label>{text.unit}<Field.RequiredIndicator /></Field.Label><UnitPicker {...custom('companyId', text.unit)} /></Field.Root>
                  <HStack gap="3" wrap="wrap" align="start">
                    <Field.Root required maxW="xs"><Field.Label>{text.agent}<Field.RequiredIndicator /></Field.Label><OfficerSelect {...custom('agentId', text.agent)} /></Field.Root>
                    <Field.Root required maxW="xs"><Field.Label>{text.assistant}<Field.RequiredIndicator /></Field.Label><OfficerSelect {...custom('assistantHandlerId', text.assistant)} /></Field.Root>
                    <Field.Root required maxW="xs">
                      <Field.Label>{text.endDate}<Field.RequiredIndicator /></Field.Label>
                      <DateField kind="date" value={values.endDate || row?.dueDate || ''} onChange={set('endDate')} onBlur={() => undefined} name="endDate" label={text.endDate} testId="field-endDate" />
                    </Field.Root>
                  </HStack>
                </>
              )}
              {move === 'verify' && (
                <>
                  <Choice label={text.finding} name="finding" value={values.finding ?? ''} options={COMPLAINT_FINDING_OPTIONS} onChange={set('finding')} />
                  <Note label={text.verifyNote} name="verifyNote" value={values.verifyNote ?? ''} onChange={set('verifyNote')} required />
                </>
              )}
              {move === 'reply' && <Note label={text.replyText} name="reply" value={values.reply ?? ''} onChange={set('reply')} required />}
              {move === 'review' && (
                <>
                  <Choice label={text.satisfaction} name="satisfaction" value={values.satisfaction ?? ''} options={COMPLAINT_SATISFACTION_OPTIONS} onChange={set('satisfaction')} />
                  <Note label={text.reviewNote} name="reviewNote" value={values.reviewNote ?? ''} onChange={set('reviewNote')} />
                </>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
        <HStack gap="3">
          <Button colorPalette="blue" onClick={() => void submit()} loading={busy} data-testid="complaint-move-submit">{text.submit}</Button>
          <Button variant="outline" onClick={goBack}>{text.cancel}</Button>
        </HStack>
      </Stack>
    </Box>
  );
}
