/**
 * 生成任务 (scrw): the receiving brigade accepts a handover by dispatching an inspection task of the unit it names
 * (picked from the social-unit library), two officers and a due date. Shown while the server allows `accept`.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { AcceptHandoverDocument, HandoverDetailDocument } from '../../graphql/generated/graphql';
import { notify } from '../../lib/notify';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { eventHandoverText as text } from '../../messages/events-handovers';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { DispatchTaskForm } from './DispatchTaskForm';
import { handoverDispatchInput, handoverDispatchValidator } from './dispatch-form';

export default function HandoverGenerateScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data } = useQuery(HandoverDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [accept, { loading }] = useMutation(AcceptHandoverDocument);
  const [error, setError] = useState<string>();
  const row = data?.handoverDetail;
  const facts: [string, string][] = row
    ? [['单位/场所', row.unitName], ['地址', row.address], ['隐患描述', row.hazard], ['发现日期', row.foundDate], ['移交单位', row.senderOrganName ?? ''], ['移交人', row.creatorName ?? '']]
    : [];
  return (
    <Box p={{ base: '3', md: '5' }} data-testid="handover-generate">
      <Stack gap="4" maxW="5xl" mx="auto">
        <Heading size="md">{route.title}</Heading>
        {error && <Alert.Root status="error" data-testid="handover-generate-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <Card.Root size="sm">
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
              {facts.map(([label, value]) => (
                <Text key={label} fontSize="sm"><Text as="span" color="fg.muted">{label}：</Text>{value}</Text>
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        {row && !row.allows.includes('accept') && <Text color="fg.muted">{text.notPending}</Text>}
        {row && row.allows.includes('accept') && (
          <Card.Root size="sm">
            <Card.Header><Heading size="sm">{text.generateTask}</Heading></Card.Header>
            <Card.Body>
              <DispatchTaskForm
                withUnit hint={text.generateHint} submitLabel={text.generateTask} validator={handoverDispatchValidator} busy={loading} onCancel={goBack}
                onSubmit={async (values) => {
                  setError(undefined);
                  try {
                    await accept({ variables: { input: { id: row.id, version: row.version, ...handoverDispatchInput(values) } as never } });
                    notify.success(common.operationSuccess);
                    resourceChanged('handover');
                    goBack();
                  } catch (failure) {
                    setError(messageOf(failure));
                  }
                }}
              />
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Box>
  );
}
