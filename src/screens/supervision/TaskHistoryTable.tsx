/** Inspection tasks of one unit as 项目详情 and 其他检查记录 list them, each opening its detail and its printed record. */
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { SupervisionTaskRowFragment } from '../../graphql/generated/graphql';
import { inspectionRecordText as text } from '../../messages/inspection-record';
import { hazardsText, RECORD_DOCUMENT_ROUTE, TASK_DETAIL_ROUTE } from '../../resources/supervision-shared';

interface Props {
  tasks: readonly (SupervisionTaskRowFragment | null)[];
  open: (routeName: string, query: Record<string, string>) => void;
  testId: string;
}

export function TaskHistoryTable({ tasks, open, testId }: Props) {
  const rows = tasks.filter((task): task is SupervisionTaskRowFragment => task !== null);
  if (!rows.length) return <Text color="fg.muted" fontSize="sm" data-testid={`${testId}-empty`}>{text.none}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="100px">{text.checkDate}</Table.ColumnHeader>
            <Table.ColumnHeader minW="100px">{text.source}</Table.ColumnHeader>
            <Table.ColumnHeader minW="80px">{text.status}</Table.ColumnHeader>
            <Table.ColumnHeader minW="110px">{text.checkResult}</Table.ColumnHeader>
            <Table.ColumnHeader minW="120px">{text.agents}</Table.ColumnHeader>
            <Table.ColumnHeader minW="200px">{text.hazards}</Table.ColumnHeader>
            <Table.ColumnHeader minW="170px" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((task) => (
            <Table.Row key={task.id} data-testid={`${testId}-row`}>
              <Table.Cell>{task.checkDate ?? task.endDate}</Table.Cell>
              <Table.Cell>{task.sourceText}</Table.Cell>
              <Table.Cell>{task.statusText}</Table.Cell>
              <Table.Cell>{task.checkResultText}</Table.Cell>
              <Table.Cell>{`${task.agentName ?? ''} / ${task.assistantHandlerName ?? ''}`}</Table.Cell>
              <Table.Cell whiteSpace="pre-line">{hazardsText(task.hazards)}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => open(TASK_DETAIL_ROUTE, { id: task.id })}>{text.view}</Button>
                  {task.checkDate && (
                    <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => open(RECORD_DOCUMENT_ROUTE, { id: task.id })} data-testid={`${testId}-record`}>
                      {text.openRecord}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
