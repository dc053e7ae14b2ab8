/**
 * The page of a record that runs an approval flow: its sections, then where its flow stands with 审批/查看流程
 * (the approval page), and — when the server's machine lets the caller send it again — 编辑 and 重新送审.
 */
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import type { FlatRoute } from '../../catalogue';
import { Permission } from '../../components/Permission';
import { dataText } from '../../components/data/messages';
import { BUSINESS_PHASE_COLORS, type BusinessPhase } from '../../constants/business-flow';
import { formatTime } from '../../lib/time';
import { businessText as text } from '../../messages/business';
import { common } from '../../messages/common';
import { APPROVAL_ROUTE } from '../../resources/business-shared';
import type { AnyResource } from '../../resources/types';
import { FlowSendButton } from '../common/approval/FlowSendButton';
import { resourceChanged } from '../resource/resource-events';
import { useOpenChild, useOpenRoute } from '../resource/use-child-navigation';
import { RecordSections } from './RecordSections';

/** The flow part every business detail answers with (server/routes/business/schemas.ts). */
export interface FlowFields {
  id: string;
  phase: string;
  phaseName: string;
  stepName?: string | null;
  assigneeName?: string | null;
  finishedAt?: string | null;
  editable: boolean;
  /** The server's word: the record was sent before, so sending is 重新送审. */
  resend: boolean;
}

export interface BusinessDetailScreenProps {
  route: FlatRoute;
  definition: AnyResource;
  busiTypeCode: (row: Record<string, unknown>) => string;
  /** The work's title when it is sent again. */
  title: (row: Record<string, unknown>) => string;
  /** Cards after the record's sections (e.g. the re-inspection outcome). */
  extra?: (row: Record<string, unknown>, reload: () => void) => ReactNode;
}

export function BusinessDetailScreen({ route, definition, busiTypeCode, title, extra }: BusinessDetailScreenProps) {
  const detail = definition.detail!;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const openChild = useOpenChild(route);
  const openRoute = useOpenRoute(route);
  const { data, loading, error, refetch } = useQuery(detail.document, { variables: detail.variables(id), skip: !id, fetchPolicy: 'network-only' });
  const row = data ? (detail.select(data) as Record<string, unknown> | null | undefined) : undefined;
  const flow = row as unknown as FlowFields | undefined;
  const editRoute = definition.formRoutes?.edit;
  const editButton = definition.actions?.find((action) => action.key === 'edit')?.buttonId;
  const reload = () => {
    resourceChanged(definition.name);
    void refetch();
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid={`resource-detail-${definition.name}`}>
      <Stack gap="4" maxW="5xl" mx="auto">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{route.title}</Heading>
          <Button size="sm" variant="outline" onClick={goBack} data-testid="detail-back">
            {common.back}
          </Button>
        </HStack>
        {loading && <Skeleton h="40" data-testid="detail-loading" />}
        {!loading && !row && (
          <Text color="fg.muted" textAlign="center" py="10" data-testid="detail-missing">
            {error ? error.message : dataText.notFound}
          </Text>
        )}
        {row && <RecordSections sections={detail.sections} row={row} />}
        {row && extra?.(row, reload)}
        {row && flow && (
          <Card.Root size="sm" data-testid="business-flow">
            <Card.Header>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading size="sm">{text.flow}</Heading>
                <HStack gap="2" wrap="wrap">
                  {flow.editable && editRoute && (
                    <Permission id={editButton}>
                      <Button size="sm" variant="outline" onClick={() => openChild(editRoute, flow.id)} data-testid="detail-edit">
                        {common.edit}
                      </Button>
                    </Permission>
                  )}
                  {flow.editable && (
                    <FlowSendButton busiTypeCode={busiTypeCode(row)} busiInstId={flow.id} title={title(row)} onSent={reload}>
                      {flow.resend ? text.resend : common.send}
                    </FlowSendButton>
                  )}
                  <Button size="sm" colorPalette="brand" variant="subtle" onClick={() => openRoute(APPROVAL_ROUTE, { busiTypeCode: busiTypeCode(row), busiInstId: flow.id })} data-testid="open-approval">
                    {`${text.openApproval}/${text.viewFlow}`}
                  </Button>
                </HStack>
              </HStack>
            </Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal" size="md" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                <DataList.Item data-testid="flow-phase">
                  <DataList.ItemLabel minW="6em">{text.phase}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Badge colorPalette={BUSINESS_PHASE_COLORS[flow.phase as BusinessPhase] ?? 'gray'} variant="subtle">
                      {flow.phaseName}
                    </Badge>
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minW="6em">{text.step}</DataList.ItemLabel>
                  <DataList.ItemValue>{flow.stepName || dataText.dash}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minW="6em">{text.assignee}</DataList.ItemLabel>
                  <DataList.ItemValue>{flow.assigneeName || dataText.dash}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minW="6em">{text.finishedAt}</DataList.ItemLabel>
                  <DataList.ItemValue>{flow.finishedAt ? formatTime(flow.finishedAt) : dataText.dash}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Box>
  );
}
