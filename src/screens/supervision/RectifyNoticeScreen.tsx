/**
 * 责令立即改正通知书 (zlljgztzs) and 责令限期改正通知书 (zlxqgztzs) of an inspection task (?id=): the unit, the
 * hazards to rectify, the number and (限期) the deadline in working days; 签发 while the server allows it.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, DataList, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { NOTICE_SERVE_WORKING_DAYS, RECTIFY_DEFAULT_WORKING_DAYS } from '../../constants/inspection-periods';
import { IssueSupervisionDeadlineNoticeDocument, SupervisionTaskDetailDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { supervisionText as text } from '../../messages/supervision';
import { hazardsText } from '../../resources/supervision-shared';
import { callInputValidator, FormValidationError } from '../../resources/entity/input-validator';
import { DEADLINE_NOTICE_FIELDS } from '../../shared/supervision-inputs';
import { Type } from '@sinclair/typebox';
import type { JsonSchema } from '../../shared/validation/json-schema';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';

export const deadlineNoticeValidator = callInputValidator(Type.Object(DEADLINE_NOTICE_FIELDS) as unknown as JsonSchema, (v: { rectifyWorkingDays: string }) => ({
  rectifyWorkingDays: v.rectifyWorkingDays.trim() === '' ? undefined : Number(v.rectifyWorkingDays),
}));

export default function RectifyNoticeScreen({ route }: ScreenProps) {
  const deadline = route.name === 'zlxqgztzs';
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data, refetch } = useQuery(SupervisionTaskDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [issue, { loading }] = useMutation(IssueSupervisionDeadlineNoticeDocument);
  const [days, setDays] = useState(String(RECTIFY_DEFAULT_WORKING_DAYS));
  const [error, setError] = useState<string>();
  const task = data?.supervisionTaskDetail;
  const number = deadline ? task?.deadlineNoticeNumber : task?.immediateNoticeNumber;

  const submit = async () => {
    if (!task) return;
    setError(undefined);
    try {
      await deadlineNoticeValidator.validate({ rectifyWorkingDays: days }, 'edit');
      await issue({ variables: { input: { id: task.id, version: task.version, rectifyWorkingDays: Number(days) } as never } });
      notify.success(text.issued);
      resourceChanged('supervisionTask');
      await refetch();
    } catch (failure) {
      setError(failure instanceof FormValidationError ? Object.values(failure.fieldErrors)[0] : messageOf(failure));
    }
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="rectify-notice">
      <Stack gap="4" maxW="4xl" mx="auto">
        <HStack justify="space-between">
          <Heading size="md">{route.title}</Heading>
          <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
        </HStack>
        {task && (
          <Card.Root size="sm">
            <Card.Body>
              <DataList.Root orientation="horizontal">
                <DataList.Item><DataList.ItemLabel>{text.noticeNumber}</DataList.ItemLabel><DataList.ItemValue data-testid="notice-number">{number ?? text.noNotice}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>单位名称</DataList.ItemLabel><DataList.ItemValue>{task.unitName}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>{text.checkDate}</DataList.ItemLabel><DataList.ItemValue>{task.checkDate ?? ''}</DataList.ItemValue></DataList.Item>
                {deadline && <DataList.Item><DataList.ItemLabel>{text.rectifyDeadline}</DataList.ItemLabel><DataList.ItemValue data-testid="notice-deadline">{task.rectifyDeadline ?? ''}</DataList.ItemValue></DataList.Item>}
                <DataList.Item><DataList.ItemLabel>{text.noticeHazards}</DataList.ItemLabel><DataList.ItemValue whiteSpace="pre-line">{hazardsText(task.hazards)}</DataList.ItemValue></DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        )}
        {error && <Alert.Root status="error" data-testid="notice-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        {deadline && task?.allows.includes('issueDeadlineNotice') && (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">{text.serveHint(NOTICE_SERVE_WORKING_DAYS)}</Text>
            <HStack gap="2" align="end">
              <Field.Root required maxW="xs">
                <Field.Label>{text.rectifyDays}<Field.RequiredIndicator /></Field.Label>
                <Input type="number" value={days} onChange={(e) => setDays(e.currentTarget.value)} data-testid="field-rectifyWorkingDays" />
              </Field.Root>
              <Button colorPalette="blue" loading={loading} onClick={submit} data-testid="notice-issue">{text.issue}</Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
