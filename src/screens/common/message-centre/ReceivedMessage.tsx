/** A received notice: opening it marks it read (the bell and 收件箱 follow); its business opens by click-through. */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { targetOf } from '../../../app/notice/targets';
import type { FlatRoute } from '../../../catalogue';
import { MESSAGE_CENTER_ROUTE_NAME } from '../../../catalogue';
import { TALK_CATEGORY } from '../../../constants/message-centre';
import { GetNotVisitedTotalDocument, NoticeDetailDocument } from '../../../graphql/generated/graphql';
import { formatTime } from '../../../lib/time';
import { messageText as text } from '../../../messages/message-centre';
import { inboxDefinition } from '../../../resources/message-inbox';
import { resourceChanged } from '../../resource/resource-events';
import { useOpenRoute } from '../../resource/use-child-navigation';
import { TaskTalkPanel } from '../task-talk';

const SELF_TARGETS = new Set(['msgDetails', MESSAGE_CENTER_ROUTE_NAME]);

export function ReceivedMessage({ id, route }: { id: string; route: FlatRoute }) {
  const client = useApolloClient();
  const openRoute = useOpenRoute(route);
  const { data, loading, error } = useQuery(NoticeDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const notice = data?.getNoticeDetail;
  // Opening marked it read on the server: refresh the bell and the inbox.
  useEffect(() => {
    if (!notice) return;
    void client.query({ query: GetNotVisitedTotalDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
    resourceChanged(inboxDefinition.name);
  }, [client, notice]);

  if (loading && !notice) return <Skeleton h="40" data-testid="msg-loading" />;
  if (!notice)
    return (
      <Text color="fg.muted" textAlign="center" py="10" data-testid="msg-missing">
        {error?.message || text.missing}
      </Text>
    );
  const target = targetOf(notice);
  const linked = !SELF_TARGETS.has(target.routeName);
  return (
    <Stack gap="4">
      <Card.Root size="sm" data-testid="msg-received">
        <Card.Header pb="1">
          <Stack gap="1">
            <Heading size="sm" data-testid="msg-title">
              {notice.title}
            </Heading>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              <Badge variant="subtle">{notice.categoryName}</Badge>
              <Text>
                {text.sender}：{notice.senderName ?? '—'}
              </Text>
              <Text>
                {text.sendTime}：{formatTime(notice.sendTime)}
              </Text>
            </HStack>
          </Stack>
        </Card.Header>
        <Card.Body pt="2">
          <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="msg-content">
            {notice.content}
          </Text>
        </Card.Body>
        {linked && (
          <Card.Footer>
            <HStack gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {text.businessLink}：{[notice.busiTypeName, notice.taskCategoryName].filter(Boolean).join(' · ') || '—'}
              </Text>
              <Button size="xs" colorPalette="blue" variant="outline" onClick={() => openRoute(target.routeName, target.query)} data-testid="msg-open-business">
                {text.openBusiness}
              </Button>
            </HStack>
          </Card.Footer>
        )}
      </Card.Root>
      {notice.category === TALK_CATEGORY && notice.flowWorkId && <TaskTalkPanel flowWorkId={notice.flowWorkId} />}
    </Stack>
  );
}
