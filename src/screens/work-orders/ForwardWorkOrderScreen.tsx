/**
 * 转发社区 (jdxfjcGdForward, ?id=): a street passes the order it signed for to one of its communities, with
 * a note. Whether it may is the server's word (the row's `allows`); the community's reply comes back to it.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, DataList, Field, Heading, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { ForwardWorkOrderDocument, StreetWorkOrderDetailDocument, WorkOrderForwardTargetsDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { workOrderText as text } from '../../messages/work-orders';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';

const NOTE_MAX = 500;

export default function ForwardWorkOrderScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data } = useQuery(StreetWorkOrderDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const row = data?.streetWorkOrderDetail;
  const { data: targets, loading: loadingTargets } = useQuery(WorkOrderForwardTargetsDocument, { fetchPolicy: 'network-only' });
  const communities = (targets?.workOrderForwardTargets ?? []).flatMap((c) => (c ? [c] : []));
  const [send, { loading }] = useMutation(ForwardWorkOrderDocument);
  const [receiverId, setReceiverId] = useState('');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();

  const ask = () => {
    const problem = receiverId ? undefined : text.pickCommunity;
    setError(problem);
    if (!problem) setAsking(true);
  };
  const submit = async () => {
    if (!row) return;
    try {
      await send({ variables: { input: { id: row.id, version: row.version, receiverId, ...(note.trim() ? { note: note.trim() } : {}) } as never } });
      setAsking(false);
      notify.success(common.operationSuccess);
      resourceChanged('streetWorkOrder');
      goBack();
    } catch (failure) {
      setAsking(false);
      setError(messageOf(failure));
    }
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="forward-work-order">
      <Stack gap="4" maxW="4xl" mx="auto">
        <HStack justify="space-between">
          <Heading size="md">{route.title}</Heading>
          <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
        </HStack>
        {row && (
          <Card.Root size="sm">
            <Card.Header><Heading size="sm">{text.sectionOrder}</Heading></Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal">
                <DataList.Item><DataList.ItemLabel>工单标题</DataList.ItemLabel><DataList.ItemValue>{row.title}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>下发单位</DataList.ItemLabel><DataList.ItemValue>{row.issuerOrganName}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>办理期限</DataList.ItemLabel><DataList.ItemValue>{row.dueDate}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>工单内容</DataList.ItemLabel><DataList.ItemValue whiteSpace="pre-line">{row.content}</DataList.ItemValue></DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        )}
        {error && <Alert.Root status="error" data-testid="forward-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        {row?.allows.includes('forward') && (
          <Stack gap="3">
            <Field.Root required maxW={{ base: 'full', md: 'md' }}>
              <Field.Label>{text.forwardTo}<Field.RequiredIndicator /></Field.Label>
              {!loadingTargets && !communities.length ? (
                <Text color="fg.muted">{text.noCommunities}</Text>
              ) : (
                <NativeSelect.Root>
                  <NativeSelect.Field value={receiverId} onChange={(e) => { setReceiverId(e.currentTarget.value); setError(undefined); }} data-testid="field-receiverId">
                    <option value="">{text.pickCommunity}</option>
                    {communities.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </Field.Root>
            <Field.Root>
              <Field.Label>{text.forwardNote}</Field.Label>
              <Textarea value={note} maxLength={NOTE_MAX} placeholder={text.forwardNotePlaceholder} onChange={(e) => setNote(e.currentTarget.value)} data-testid="field-note" />
            </Field.Root>
            <Button colorPalette="blue" alignSelf="start" onClick={ask} data-testid="forward-submit">{text.forwardSubmit}</Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog open={asking} message={text.confirmForward} busy={loading} onConfirm={submit} onCancel={() => setAsking(false)} />
    </Box>
  );
}
