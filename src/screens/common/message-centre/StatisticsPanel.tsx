/**
 * 消息统计: received, unread and sent, by category, and a bar per day (noticeStatistics). The lists of the
 * message centre read the same field, so every list reload refreshes the panel through the cache.
 */
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Flex, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MSG_STAT_DAYS } from '../../../constants/message-centre';
import { NoticeStatisticsDocument } from '../../../graphql/generated/graphql';
import { messageText as text } from '../../../messages/message-centre';

const present = <T,>(items: readonly (T | null | undefined)[] | null | undefined): T[] => (items ?? []).filter((item): item is T => item !== null && item !== undefined);

function Figure({ label, value, tone, testId }: { label: string; value: number; tone?: string; testId: string }) {
  return (
    <Stack gap="0" minW="5.5em" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" color={tone}>
        {value}
      </Text>
    </Stack>
  );
}

export function StatisticsPanel() {
  const { data } = useQuery(NoticeStatisticsDocument, { variables: { days: MSG_STAT_DAYS }, fetchPolicy: 'cache-and-network' });
  const stats = data?.noticeStatistics;
  const days = present(stats?.byDay);
  const peak = Math.max(1, ...days.map((d) => (d.received ?? 0) + (d.sent ?? 0)));

  return (
    <Card.Root size="sm" data-testid="message-statistics">
      <Card.Body>
        {!stats ? (
          <Skeleton h="16" />
        ) : (
          <Flex gap="6" wrap="wrap" align="flex-end">
            <Heading size="sm" alignSelf="center" minW="5em">
              {text.statistics}
            </Heading>
            <Figure label={text.statReceived} value={stats.received ?? 0} testId="stat-received" />
            <Figure label={text.statUnread} value={stats.unread ?? 0} tone="orange.fg" testId="stat-unread" />
            <Figure label={text.statSent} value={stats.sent ?? 0} testId="stat-sent" />
            <Stack gap="1" flex="1" minW="14em">
              <Text fontSize="xs" color="fg.muted">
                {text.statByCategory}
              </Text>
              <HStack gap="1.5" wrap="wrap">
                {present(stats.byCategory).map((c) => (
                  <Badge key={c.category} variant="subtle" colorPalette={c.unread ? 'orange' : 'gray'} data-testid="stat-category">
                    {c.categoryName} {c.received ?? 0}
                    {c.sent ? ` / ${text.statSent}${c.sent}` : ''}
                  </Badge>
                ))}
              </HStack>
            </Stack>
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                {text.statByDay(days.length)}
              </Text>
              <HStack gap="1" align="flex-end" h="10" data-testid="stat-days">
                {days.map((d) => {
                  const received = d.received ?? 0;
                  const sent = d.sent ?? 0;
                  return (
                    <Stack key={d.day} gap="0" w="3" h="full" justify="flex-end" title={text.statDay(d.day ?? '', received, sent)}>
                      <Box h={`${(sent / peak) * 100}%`} bg="teal.solid" borderTopRadius="xs" />
                      <Box h={`${(received / peak) * 100}%`} minH="1px" bg="blue.solid" />
                    </Stack>
                  );
                })}
              </HStack>
            </Stack>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
