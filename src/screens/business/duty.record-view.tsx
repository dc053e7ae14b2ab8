/**
 * A duty declaration on top of its approval page (个人工作审批, 个人履职审批, 个人履职申诉): who declared which
 * month, the items and their points; the declarant sends it again from here after a rejection.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, DataList, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dataText } from '../../components/data/messages';
import { DUTY_KINDS, type DutyKind } from '../../constants/business-flow';
import { PersonalDetailsDocument } from '../../graphql/generated/graphql';
import { businessText as text } from '../../messages/business';
import { DefaultRecordView } from '../common/approval/DefaultRecordView';
import { refreshAfterMove } from '../common/approval/approval-actors';
import { registerRecordView, type RecordViewProps } from '../common/approval/record-views';
import { DeclarationDialog } from './DeclarationDialog';

function DutyRecord({ work }: RecordViewProps) {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(PersonalDetailsDocument, { variables: { id: work.busiInstId }, fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState(false);
  const row = data?.personalDetails;
  if (loading && !row) return <Skeleton h="24" data-testid="record-loading" />;
  if (!row) return <DefaultRecordView work={work} />;
  const items = row.items.flatMap((i) => (i ? [i] : []));
  const facts: [string, string, string | number | null | undefined][] = [
    ['userName', text.declarant, row.userName],
    ['organName', '所属单位', row.organName],
    ['kindName', '申报类型', row.kindName],
    ['period', text.period, row.period],
    ['score', text.totalScore, row.score],
    ['phaseName', text.phase, row.phaseName],
  ];
  return (
    <Stack gap="3" data-testid="record-duty">
      <DataList.Root orientation="horizontal" size="sm" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        {facts.map(([key, label, value]) => (
          <DataList.Item key={key} data-testid={`detail-${key}`}>
            <DataList.ItemLabel minW="6em">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value === null || value === undefined || value === '' ? dataText.dash : String(value)}</DataList.ItemValue>
          </DataList.Item>
        ))}
        {row.reason && (
          <DataList.Item gridColumn={{ md: 'span 2' }} data-testid="detail-reason">
            <DataList.ItemLabel minW="6em">{text.reason}</DataList.ItemLabel>
            <DataList.ItemValue>{row.reason}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {items.length ? (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="duty-items">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.itemName}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.quantity}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.unit}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.score}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item, index) => (
                <Table.Row key={`${item.standardId}-${index}`}>
                  <Table.Cell>{item.name}</Table.Cell>
                  <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                  <Table.Cell>{item.unit}</Table.Cell>
                  <Table.Cell textAlign="end">{item.score}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Text color="fg.muted" fontSize="sm">{text.noItems}</Text>
      )}
      {row.editable && (
        <>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setEditing(true)} data-testid="declaration-edit">
            {text.resend}
          </Button>
          <DeclarationDialog
            kind={row.kind as DutyKind}
            open={editing}
            existing={{
              id: row.id,
              version: row.version,
              values: { period: row.period, items: items.map((i) => ({ standardId: i.standardId, quantity: String(i.quantity) })), reason: row.reason ?? '' },
            }}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              refreshAfterMove(client);
              void refetch();
            }}
          />
        </>
      )}
    </Stack>
  );
}

function DutyRecordView({ work }: RecordViewProps) {
  return <DutyRecord key={`${work.busiInstId}@${work.version}`} work={work} />;
}

for (const kind of DUTY_KINDS) registerRecordView(kind, DutyRecordView);
