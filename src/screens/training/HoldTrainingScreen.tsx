/**
 * 培训登记 (pxrwDj, ?id=): the session, then each invited unit's attendance (0 for a unit that did not come). The
 * rule is the server's own (src/shared/training-rules.ts), run here before sending.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, DataList, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { HoldTrainingDocument, TrainingSessionDetailDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { trainingText as text } from '../../messages/publicity';
import { attendanceProblem } from '../../shared/training-rules';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';

export default function HoldTrainingScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data } = useQuery(TrainingSessionDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const row = data?.trainingSessionDetail;
  const units = (row?.units ?? []).flatMap((u) => (u ? [u] : []));
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [send, { loading }] = useMutation(HoldTrainingDocument);

  const submit = async () => {
    if (!row) return;
    const attendance = units.map((u) => ({ companyId: u.id, attendees: Number(counts[u.id] ?? '') }));
    const bad = attendance.find((a) => !Number.isInteger(a.attendees) || a.attendees < 0 || counts[a.companyId] === undefined || counts[a.companyId] === '');
    const problem = bad ? text.attendanceHint : attendanceProblem(units.map((u) => u.id), attendance);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await send({ variables: { input: { id: row.id, version: row.version, attendance } as never } });
      notify.success(text.held);
      resourceChanged('trainingSession');
      goBack();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="hold-training">
      <Stack gap="4" maxW="4xl" mx="auto">
        <HStack justify="space-between">
          <Heading size="md">{route.title}</Heading>
          <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
        </HStack>
        {row && (
          <Card.Root size="sm">
            <Card.Header><Heading size="sm">{text.session}</Heading></Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal">
                <DataList.Item><DataList.ItemLabel>培训主题</DataList.ItemLabel><DataList.ItemValue>{row.topic}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>培训时间</DataList.ItemLabel><DataList.ItemValue>{`${row.trainingDate} ${row.startTime}`}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>培训地点</DataList.ItemLabel><DataList.ItemValue>{row.place}</DataList.ItemValue></DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        )}
        {error && <Alert.Root status="error" data-testid="hold-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        {row && !row.allows.includes('hold') && <Text color="fg.muted">{text.done}</Text>}
        {row?.allows.includes('hold') && (
          <Stack gap="3">
            <Heading size="sm">{text.attendanceTitle}</Heading>
            <Text fontSize="sm" color="fg.muted">{text.attendanceHint}</Text>
            <Table.Root size="sm" variant="outline">
              <Table.Header><Table.Row><Table.ColumnHeader>参训单位</Table.ColumnHeader><Table.ColumnHeader w="32">{text.attendees}</Table.ColumnHeader></Table.Row></Table.Header>
              <Table.Body>
                {units.map((u) => (
                  <Table.Row key={u.id}>
                    <Table.Cell>{u.name}</Table.Cell>
                    <Table.Cell>
                      <Input size="sm" type="number" min={0} inputMode="numeric" aria-label={`${u.name}${text.attendees}`} value={counts[u.id] ?? ''} data-testid={`attendees-${u.id}`}
                        onChange={(e) => setCounts({ ...counts, [u.id]: e.currentTarget.value })} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Button colorPalette="blue" alignSelf="start" loading={loading} onClick={submit} data-testid="hold-submit">{text.submit}</Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
