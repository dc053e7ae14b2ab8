/**
 * 安全检查 办理 (checkUnchecked 检查登记; the notice targets viewUnchecked and accepted open it too): the
 * application, its permit or refusal writ, then 下发检查任务 and 办结 as the server's `allows` say.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { SAFETY_WRIT_DOCX_URL } from '../../constants/safety-inspection';
import { ConcludeSafetyInspectionDocument, DispatchSafetyCheckDocument, SafetyInspectionDetailDocument } from '../../graphql/generated/graphql';
import { download } from '../../lib/download';
import { formatTime } from '../../lib/time';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { safetyInspectionText as text } from '../../messages/safety-inspection';
import { checkResultText, taskStatusText } from '../../resources/events-handovers-shared';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { DispatchTaskForm } from '../supervision/DispatchTaskForm';
import { eventDispatchInput, eventDispatchValidator } from '../supervision/dispatch-form';

export default function SafetyHandleScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data, refetch } = useQuery(SafetyInspectionDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [dispatch, dispatching] = useMutation(DispatchSafetyCheckDocument);
  const [conclude, concluding] = useMutation(ConcludeSafetyInspectionDocument);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const row = data?.safetyInspectionDetail;
  const allows = row?.allows ?? [];
  const commitment = row?.notifyStatus === 0;

  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      notify.success(common.operationSuccess);
      resourceChanged('safetyInspection');
      await refetch();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setAsking(false);
    }
  };
  const key = () => ({ id: row!.id, version: row!.version });
  const writ = (kind: 'permit' | 'refusal', name: string | null | undefined) =>
    void download(SAFETY_WRIT_DOCX_URL, { id: row!.id, kind }, { method: 'GET', fallbackName: `${name ?? row!.placeName}.docx` }).catch((failure: unknown) => setError(messageOf(failure)));

  const facts: [string, string][] = row
    ? [
        ['单位名称', row.unitName], ['场所名称', `${row.placeName}（${row.placeKindText ?? ''}）`], ['场所地址', row.address], ['建筑面积', `${row.area}㎡`],
        ['受理方式', row.notifyStatusText ?? ''], ['办理状态', row.statusText ?? ''], ['联系人', `${row.applicant} ${row.phone}`], ['受理时间', formatTime(row.createdAt)],
        ['检查期限', row.dueDate], ['检查任务', taskStatusText(row.taskStatus)], ['检查结果', checkResultText(row.checkResult)],
        ['许可文号', row.permitNumber ? `${row.permitNumber}${row.permitStatus === 'revoked' ? `（${text.permitRevoked}）` : ''}` : '—'],
        ['不予许可文号', row.refusalNumber ?? '—'], ['信用记录', row.creditRecord ?? '—'],
      ]
    : [];
  return (
    <Box p={{ base: '3', md: '5' }} data-testid="safety-handle">
      <Stack gap="4" maxW="5xl" mx="auto">
        <Heading size="md">{route.title}</Heading>
        {error && <Alert.Root status="error" data-testid="safety-handle-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <Card.Root size="sm">
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2" data-testid="safety-facts">
              {facts.map(([label, value]) => (
                <Text key={label} fontSize="sm"><Text as="span" color="fg.muted">{label}：</Text>{value}</Text>
              ))}
              <Text fontSize="sm" gridColumn={{ md: 'span 2' }}><Text as="span" color="fg.muted">申请材料：</Text>{row?.materials.join('、')}</Text>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        {row && (row.permitWritId || row.refusalWritId) && (
          <HStack gap="2" wrap="wrap">
            {row.permitWritId && <Button size="sm" variant="outline" onClick={() => writ('permit', row.permitNumber)} data-testid="safety-download-permit">{text.downloadPermit}</Button>}
            {row.refusalWritId && <Button size="sm" variant="outline" onClick={() => writ('refusal', row.refusalNumber)} data-testid="safety-download-refusal">{text.downloadRefusal}</Button>}
          </HStack>
        )}
        {row && allows.includes('dispatch') && (
          <Card.Root size="sm">
            <Card.Header><Heading size="sm">{text.dispatchCheck}</Heading></Card.Header>
            <Card.Body>
              <DispatchTaskForm
                hint={commitment ? text.dispatchHintCommitment : text.dispatchHintStandard} submitLabel={text.dispatchCheck} validator={eventDispatchValidator} busy={dispatching.loading} onCancel={goBack}
                onSubmit={(values) => run(() => dispatch({ variables: { input: { ...key(), ...eventDispatchInput(values) } as never } }))}
              />
            </Card.Body>
          </Card.Root>
        )}
        {row && allows.includes('conclude') && (
          <Button alignSelf="start" colorPalette="blue" onClick={() => setAsking(true)} data-testid="safety-conclude">{text.conclude}</Button>
        )}
        {row && !['dispatch', 'conclude'].some((a) => allows.includes(a)) && <Text color="fg.muted">{text.nothingToHandle}</Text>}
      </Stack>
      <ConfirmDialog
        open={asking}
        message={commitment ? text.confirmConcludeCommitment : text.confirmConcludeStandard}
        busy={concluding.loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run(() => conclude({ variables: { input: key() } }))}
      />
    </Box>
  );
}
