/**
 * 项目详情 (projectDetail?companyId=): one unit's inspection history on one page — the unit, every task of it the
 * caller may see with its check record, the rectification notices with their re-inspections, and the cases
 * the checks were referred to.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, DataList, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { SupervisionProjectDetailDocument } from '../../graphql/generated/graphql';
import { formatTime } from '../../lib/time';
import { messageOf } from '../../machines/resource-form/failure';
import { common } from '../../messages/common';
import { inspectionRecordText as text } from '../../messages/inspection-record';
import { TASK_DETAIL_ROUTE } from '../../resources/supervision-shared';
import { useOpenRoute } from '../resource/use-child-navigation';
import type { ScreenProps } from '../types';
import { TaskHistoryTable } from './TaskHistoryTable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header><Heading size="sm">{title}</Heading></Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function SimpleTable({ heads, rows, testId }: { heads: string[]; rows: ReactNode[][]; testId: string }) {
  if (!rows.length) return <Text color="fg.muted" fontSize="sm">{text.none}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header><Table.Row>{heads.map((head) => <Table.ColumnHeader key={head} minW="110px">{head}</Table.ColumnHeader>)}</Table.Row></Table.Header>
        <Table.Body>{rows.map((cells, n) => <Table.Row key={n}>{cells.map((cell, i) => <Table.Cell key={i}>{cell}</Table.Cell>)}</Table.Row>)}</Table.Body>
      </Table.Root>
    </Box>
  );
}

export default function ProjectDetailScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? '';
  const goBack = useGoBack();
  const open = useOpenRoute(route);
  const { data, error } = useQuery(SupervisionProjectDetailDocument, { variables: { companyId }, skip: !companyId, fetchPolicy: 'network-only' });
  const history = data?.supervisionProjectDetail;
  const failure = !companyId ? text.noUnit : error ? messageOf(error) : undefined;
  const taskLink = (id: string | null | undefined) =>
    id ? <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => open(TASK_DETAIL_ROUTE, { id })}>{text.view}</Button> : '';

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="project-detail">
      <Stack gap="4" maxW="6xl" mx="auto">
        <HStack justify="space-between">
          <Heading size="md">{route.title}</Heading>
          <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
        </HStack>
        {failure && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
        {history && (
          <>
            <Section title={text.unit}>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item><DataList.ItemLabel>{text.unitName}</DataList.ItemLabel><DataList.ItemValue data-testid="project-unit">{history.unit.name}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>{text.address}</DataList.ItemLabel><DataList.ItemValue>{history.unit.address}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>{text.creditCode}</DataList.ItemLabel><DataList.ItemValue>{history.unit.creditCode}</DataList.ItemValue></DataList.Item>
                <DataList.Item><DataList.ItemLabel>{text.manager}</DataList.ItemLabel><DataList.ItemValue>{`${history.unit.managerName ?? ''} ${history.unit.managerPhone ?? ''}`}</DataList.ItemValue></DataList.Item>
              </DataList.Root>
            </Section>
            <Section title={`${text.tasks}（${history.tasks.length}）`}>
              <TaskHistoryTable tasks={history.tasks} open={open} testId="project-tasks" />
            </Section>
            <Section title={text.notices}>
              <SimpleTable
                testId="project-notices"
                heads={[text.kind, text.number, text.issuedAt, text.deadline, text.reinspection]}
                rows={history.notices.flatMap((n) => (n ? [[n.kindText, n.documentNumber, formatTime(n.issuedAt), n.deadline ?? '', taskLink(n.reinspectionTaskId)]] : []))}
              />
            </Section>
            <Section title={text.cases}>
              <SimpleTable
                testId="project-cases"
                heads={[text.caseName, text.caseStatus, text.decision, text.issuedAt]}
                rows={history.cases.flatMap((c) => (c ? [[c.caseName, c.statusText, c.decisionNumber ?? '', formatTime(c.createdAt)]] : []))}
              />
            </Section>
          </>
        )}
      </Stack>
    </Box>
  );
}
