/**
 * 大型活动办理 (dxhdHandle; the notice target dxNotDeal opens it too): 受理 a registered event, then dispatch the
 * check before it starts (two officers, due before the start), then 办结 from the check's result. Which step shows
 * is the server's `allows`; the check record itself is the task's (修改检查记录).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { AcceptLargeEventDocument, ConcludeLargeEventDocument, DispatchLargeEventCheckDocument, LargeEventDetailDocument } from '../../graphql/generated/graphql';
import { formatTime } from '../../lib/time';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { eventHandoverText as text } from '../../messages/events-handovers';
import { checkResultText, taskStatusText } from '../../resources/events-handovers-shared';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { DispatchTaskForm } from './DispatchTaskForm';
import { eventDispatchInput, eventDispatchValidator } from './dispatch-form';

type Step = 'accept' | 'conclude';

export default function EventHandleScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data, refetch } = useQuery(LargeEventDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [accept, accepting] = useMutation(AcceptLargeEventDocument);
  const [dispatch, dispatching] = useMutation(DispatchLargeEventCheckDocument);
  const [conclude, concluding] = useMutation(ConcludeLargeEventDocument);
  const [asking, setAsking] = useState<Step>();
  const [error, setError] = useState<string>();
  const event = data?.largeEventDetail;
  const allows = event?.allows ?? [];

  const run = async (work: () => Promise<unknown>, leave: boolean) => {
    setError(undefined);
    try {
      await work();
      notify.success(common.operationSuccess);
      resourceChanged('largeEvent');
      if (leave) goBack();
      else await refetch();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setAsking(undefined);
    }
  };
  const key = () => ({ id: event!.id, version: event!.version });

  const facts: [string, string][] = event
    ? [
        ['活动名称', event.name], ['主办单位', event.organiser], ['活动场所', `${event.place}（${event.address}）`],
        ['活动时间', `${formatTime(event.startAt)} 至 ${formatTime(event.endAt)}`], ['预计人数', String(event.attendance)], ['活动状态', event.statusText ?? ''],
        ['检查任务', taskStatusText(event.taskStatus)], ['检查结果', checkResultText(event.checkResult)],
      ]
    : [];
  return (
    <Box p={{ base: '3', md: '5' }} data-testid="event-handle">
      <Stack gap="4" maxW="5xl" mx="auto">
        <Heading size="md">{route.title}</Heading>
        {error && <Alert.Root status="error" data-testid="event-handle-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <Card.Root size="sm">
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
              {facts.map(([label, value]) => (
                <Text key={label} fontSize="sm"><Text as="span" color="fg.muted">{label}：</Text>{value}</Text>
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        {event && allows.includes('accept') && (
          <Button alignSelf="start" colorPalette="blue" onClick={() => setAsking('accept')} data-testid="event-accept">{text.acceptEvent}</Button>
        )}
        {event && allows.includes('dispatch') && (
          <Card.Root size="sm">
            <Card.Header><Heading size="sm">{text.dispatchCheck}</Heading></Card.Header>
            <Card.Body>
              <DispatchTaskForm
                hint={text.dispatchHint} submitLabel={text.dispatchCheck} validator={eventDispatchValidator} busy={dispatching.loading} onCancel={goBack}
                onSubmit={(values) => run(() => dispatch({ variables: { input: { ...key(), ...eventDispatchInput(values) } as never } }), true)}
              />
            </Card.Body>
          </Card.Root>
        )}
        {event && allows.includes('conclude') && (
          <Button alignSelf="start" colorPalette="blue" onClick={() => setAsking('conclude')} data-testid="event-conclude">{text.conclude}</Button>
        )}
        {event && !['accept', 'dispatch', 'conclude'].some((a) => allows.includes(a)) && <Text color="fg.muted">{text.nothingToHandle}</Text>}
      </Stack>
      <ConfirmDialog
        open={asking !== undefined}
        message={asking === 'accept' ? text.confirmAcceptEvent : text.confirmConclude}
        busy={accepting.loading || concluding.loading}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => void (asking === 'accept' ? run(() => accept({ variables: { input: key() } }), false) : run(() => conclude({ variables: { input: key() } }), true))}
      />
    </Box>
  );
}
