/** 其他检查记录 (otherCheckRecord?companyId=&taskId=): the unit's check records made by its other tasks, newest first. */
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { SupervisionOtherCheckRecordsDocument } from '../../graphql/generated/graphql';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { inspectionRecordText as text } from '../../messages/inspection-record';
import { PROJECT_DETAIL_ROUTE } from '../../resources/supervision-shared';
import { useOpenRoute } from '../resource/use-child-navigation';
import type { ScreenProps } from '../types';
import { TaskHistoryTable } from './TaskHistoryTable';

export default function OtherCheckRecordScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? '';
  const taskId = params.get('taskId') ?? undefined;
  const goBack = useGoBack();
  const open = useOpenRoute(route);
  const { data, error } = useQuery(SupervisionOtherCheckRecordsDocument, { variables: { companyId, taskId }, skip: !companyId, fetchPolicy: 'network-only' });
  const failure = !companyId ? text.noUnit : error ? messageOf(error) : undefined;

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="other-check-records">
      <Stack gap="4" maxW="6xl" mx="auto">
        <HStack justify="space-between" wrap="wrap">
          <Heading size="md">{route.title}</Heading>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={!companyId} onClick={() => open(PROJECT_DETAIL_ROUTE, { companyId })}>{text.openProject}</Button>
            <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
          </HStack>
        </HStack>
        {failure && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
        {data && <TaskHistoryTable tasks={data.supervisionOtherCheckRecords ?? []} open={open} testId="other-records" />}
      </Stack>
    </Box>
  );
}
