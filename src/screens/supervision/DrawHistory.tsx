/** 抽取公示: the past draws of the unit and below, newest first, each with its seed, conditions and the tasks drawn. */
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DRAW_HISTORY_PAGE_SIZE } from '../../constants/campaign';
import { RandomDrawPageDocument } from '../../graphql/generated/graphql';
import { formatTime } from '../../lib/time';
import { drawText as text } from '../../messages/campaign';

type Task = { id: string; unitName: string; agentName?: string | null; assistantHandlerName?: string | null; statusText: string; endDate: string };

export function DrawTasks({ tasks, testId }: { tasks: readonly Task[]; testId: string }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="180px">{text.unitName}</Table.ColumnHeader>
            <Table.ColumnHeader minW="140px">{text.officers}</Table.ColumnHeader>
            <Table.ColumnHeader minW="80px">{text.status}</Table.ColumnHeader>
            <Table.ColumnHeader minW="100px">{text.endDate}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tasks.map((task) => (
            <Table.Row key={task.id} data-testid="draw-task">
              <Table.Cell>{task.unitName}</Table.Cell>
              <Table.Cell>{`${task.agentName ?? ''} / ${task.assistantHandlerName ?? ''}`}</Table.Cell>
              <Table.Cell>{task.statusText}</Table.Cell>
              <Table.Cell>{task.endDate}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Remounted (a new `key`) after a draw, so it reads the list again. */
export function DrawHistory() {
  const [current, setCurrent] = useState(1);
  const { data } = useQuery(RandomDrawPageDocument, { variables: { input: { current, size: DRAW_HISTORY_PAGE_SIZE } }, fetchPolicy: 'network-only' });
  const page = data?.randomDrawPage;
  const draws = (page?.records ?? []).flatMap((d) => (d ? [d] : []));
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / DRAW_HISTORY_PAGE_SIZE));
  return (
    <Stack gap="3" data-testid="draw-history">
      <Heading size="sm">{text.history}</Heading>
      {draws.length === 0 && <Text color="fg.muted">{text.noHistory}</Text>}
      {draws.map((d) => (
        <Card.Root key={d.id} size="sm" data-testid="draw-record">
          <Card.Header>
            <HStack wrap="wrap" gap="3" fontSize="sm">
              <Text fontWeight="semibold">{formatTime(d.createdAt)}</Text>
              <Text>{`${text.by}：${d.createdByName ?? ''}（${d.organName ?? ''}）`}</Text>
              <Badge colorPalette="purple" data-testid="draw-seed">{`${text.seed} ${d.seed}`}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">{`${text.condition(d)}；${text.candidates}${d.candidates}`}</Text>
          </Card.Header>
          <Card.Body pt="0">
            <DrawTasks tasks={(d.tasks ?? []).flatMap((x) => (x ? [x] : []))} testId="draw-record-tasks" />
          </Card.Body>
        </Card.Root>
      ))}
      {pages > 1 && (
        <HStack justify="flex-end">
          <Button size="xs" variant="outline" disabled={current <= 1} onClick={() => setCurrent(current - 1)}>{text.prev}</Button>
          <Text fontSize="sm">{text.pageOf(current, pages)}</Text>
          <Button size="xs" variant="outline" disabled={current >= pages} onClick={() => setCurrent(current + 1)}>{text.next}</Button>
        </HStack>
      )}
    </Stack>
  );
}
