/** A message the caller sent: its text and every receiver with read or unread. */
import { useQuery } from '@apollo/client/react';
import { Badge, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DataTable, type TableRow } from '../../../components/data/DataTable';
import { SendDetailDocument } from '../../../graphql/generated/graphql';
import { formatTime } from '../../../lib/time';
import { messageText as text } from '../../../messages/message-centre';
import type { ColumnDef } from '../../../resources/types';

const COLUMNS: ColumnDef<TableRow>[] = [
  { key: 'name', title: text.receivers },
  { key: 'organName', title: text.organ },
  { key: 'visited', title: text.readState, width: 90, format: (value) => (value ? text.read : text.unread), tone: (value) => (value ? 'fg.muted' : 'orange.fg') },
];

export function SentMessage({ id }: { id: string }) {
  const { data, loading, error } = useQuery(SendDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const sent = data?.getSendDetail;
  if (loading && !sent) return <Skeleton h="40" data-testid="msg-loading" />;
  if (!sent)
    return (
      <Text color="fg.muted" textAlign="center" py="10" data-testid="msg-missing">
        {error?.message || text.missing}
      </Text>
    );
  const receivers = (sent.receivers ?? []).flatMap((r) => (r ? [r as TableRow] : []));
  return (
    <Stack gap="4">
      <Card.Root size="sm" data-testid="msg-sent">
        <Card.Header pb="1">
          <Stack gap="1">
            <Heading size="sm" data-testid="msg-title">
              {sent.title}
            </Heading>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              <Badge variant="subtle">{sent.categoryName}</Badge>
              {sent.forwarded && <Badge colorPalette="teal">{text.forward}</Badge>}
              <Text>
                {text.sendTime}：{formatTime(sent.sendTime)}
              </Text>
              <Text>
                {text.receivers}：{sent.receiverNames}
              </Text>
            </HStack>
          </Stack>
        </Card.Header>
        <Card.Body pt="2">
          <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="msg-content">
            {sent.content}
          </Text>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Header pb="1">
          <Heading size="sm">
            {text.receiverList}（{text.readCount} {text.readProgress(sent.readCount ?? 0, sent.receiverCount ?? 0)}）
          </Heading>
        </Card.Header>
        <Card.Body pt="2">
          <DataTable columns={COLUMNS} rows={receivers} rowKey="userId" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
