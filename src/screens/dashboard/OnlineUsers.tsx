/** Users online now (getOnlineUser). */
import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { GetOnlineUserDocument } from '../../graphql/generated/graphql';
import { relativeTime } from '../../lib/time';
import { screens } from '../../messages/screens';
import { DashboardSection } from './DashboardSection';

const text = screens.dashboard;

export function OnlineUsers() {
  const { data, loading } = useQuery(GetOnlineUserDocument, { fetchPolicy: 'cache-and-network' });
  const users = (data?.getOnlineUser ?? []).flatMap((user) => (user ? [user] : []));
  return (
    <DashboardSection
      title={text.onlineTitle}
      testId="dashboard-online"
      loading={loading && !data}
      empty={users.length === 0}
      emptyText={text.onlineEmpty}
      action={
        <Badge colorPalette="green" variant="subtle">
          {text.onlineCount(users.length)}
        </Badge>
      }
    >
      <Stack gap="3" maxH="72" overflowY="auto">
        {users.map((user) => (
          <HStack key={String(user.userId)} gap="3" data-testid="online-user">
            <Avatar.Root size="sm" colorPalette="blue">
              <Avatar.Fallback name={user.name ?? ''} />
            </Avatar.Root>
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="medium" truncate>
                {user.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {user.unitName}
              </Text>
            </Stack>
            <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
              {user.lastSeenAt ? relativeTime(user.lastSeenAt) : ''}
            </Text>
          </HStack>
        ))}
      </Stack>
    </DashboardSection>
  );
}
