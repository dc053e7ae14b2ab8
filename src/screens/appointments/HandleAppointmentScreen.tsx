/**
 * 办理预约 (yyslBl, ?id=): the booking, then 受理 with the agreed date and its officers (two for a visit that
 * is an inspection: the server dispatches the task) or 不予受理 with a reason. The rules are the server's own
 * (src/shared/appointment-rules.ts), run here before sending.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, DataList, Field, Heading, HStack, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { DateField } from '../../components/data/DateField';
import { AppointmentDetailDocument, AppointmentOfficersDocument, HandleAppointmentDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { appointmentText as text } from '../../messages/appointments';
import { decisionProblem, needsTask } from '../../shared/appointment-rules';
import { chinaDateOf } from '../../shared/working-days';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';

function OfficerChoice({ label, value, onChange, choices, testId }: { label: string; value: string; onChange: (v: string) => void; choices: { userId: string; username: string }[]; testId: string }) {
  return (
    <Field.Root required>
      <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
          <option value="">{text.pickOfficer}</option>
          {choices.map((o) => <option key={o.userId} value={o.userId}>{o.username}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export default function HandleAppointmentScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data } = useQuery(AppointmentDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const row = data?.appointmentDetail;
  const { data: people } = useQuery(AppointmentOfficersDocument, { variables: { organId: row?.organId }, skip: !row, fetchPolicy: 'network-only' });
  const officers = (people?.appointmentOfficers ?? []).flatMap((o) => (o ? [o] : []));
  const [send, { loading }] = useMutation(HandleAppointmentDocument);
  const [accept, setAccept] = useState(true);
  const [appointedDate, setAppointedDate] = useState('');
  const [handlerId, setHandlerId] = useState('');
  const [assistantId, setAssistantId] = useState('');
  const [refuseReason, setRefuseReason] = useState('');
  const [error, setError] = useState<string>();
  const visit = row ? needsTask(row.kind) : false;

  const submit = async () => {
    if (!row) return;
    const decision = { accept, appointedDate: appointedDate || null, handlerId: handlerId || null, assistantId: visit ? assistantId || null : null, refuseReason: refuseReason.trim() || null };
    const problem = decisionProblem(row.kind, decision, chinaDateOf(new Date()));
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await send({ variables: { input: { id: row.id, version: row.version, ...decision } as never } });
      notify.success(accept ? text.accepted : text.refused);
      resourceChanged('appointment');
      goBack();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="handle-appointment">
      <Stack gap="4" maxW="4xl" mx="auto">
        <HStack justify="space-between">
          <Heading size="md">{route.title}</Heading>
          <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
        </HStack>
        {row && (
          <Card.Root size="sm">
            <Card.Header><Heading size="sm">{text.booking}</Heading></Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal">
                <DataList.Item><DataList.ItemLabel>单位名称</DataList.ItemLabel><DataList.ItemValue>{row.unitName}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>预约事项</DataList.ItemLabel><DataList.ItemValue>{row.kindText}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>联系人</DataList.ItemLabel><DataList.ItemValue>{`${row.applicant} ${row.phone}`}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>期望日期</DataList.ItemLabel><DataList.ItemValue>{row.preferredDate}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>预约内容</DataList.ItemLabel><DataList.ItemValue whiteSpace="pre-line">{row.content}</DataList.ItemValue></DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        )}
        {error && <Alert.Root status="error" data-testid="handle-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        {row && !row.allows.includes('handle') && <Text color="fg.muted">{text.done}</Text>}
        {row?.allows.includes('handle') && (
          <Stack gap="3">
            <RadioGroup.Root value={accept ? 'accept' : 'refuse'} onValueChange={(d) => setAccept(d.value === 'accept')} data-testid="field-decision">
              <HStack gap="4">
                {[{ value: 'accept', label: text.accept }, { value: 'refuse', label: text.refuse }].map((o) => (
                  <RadioGroup.Item key={o.value} value={o.value}>
                    <RadioGroup.ItemHiddenInput data-testid={`field-decision-${o.value}`} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            {accept ? (
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">{visit ? text.taskHint : text.visitHint}</Text>
                <Field.Root required maxW="xs">
                  <Field.Label>{text.appointedDate}<Field.RequiredIndicator /></Field.Label>
                  <DateField kind="date" value={appointedDate} onChange={setAppointedDate} name="appointedDate" label={text.appointedDate} testId="field-appointedDate" />
                </Field.Root>
                <Stack direction={{ base: 'column', md: 'row' }} gap="3">
                  <OfficerChoice label={text.handler} value={handlerId} onChange={setHandlerId} choices={officers} testId="field-handlerId" />
                  {visit && <OfficerChoice label={text.assistant} value={assistantId} onChange={setAssistantId} choices={officers} testId="field-assistantId" />}
                </Stack>
              </Stack>
            ) : (
              <Field.Root required>
                <Field.Label>{text.refuseReason}<Field.RequiredIndicator /></Field.Label>
                <Textarea value={refuseReason} maxLength={500} onChange={(e) => setRefuseReason(e.currentTarget.value)} data-testid="field-refuseReason" />
              </Field.Root>
            )}
            <Button colorPalette="blue" alignSelf="start" loading={loading} onClick={submit} data-testid="handle-submit">{text.submit}</Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
