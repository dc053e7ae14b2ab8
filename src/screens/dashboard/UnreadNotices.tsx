/** Unread notices (getReceivePage visited=false) with relative times. */
import { useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { findRouteByName, MESSAGE_CENTER_ROUTE_NAME } from '../../catalogue';
import { DASHBOARD_NOTICE_COUNT } from '../../constants/layout';
import { categoryLabel } from '../../constants/message-centre';
import { GetReceivePageDocument } from '../../graphql/generated/graphql';
import { relativeTime } from '../../lib/time';
import { screens } from '../../messages/screens';
import { DashboardSection } from './DashboardSection';

const text = screens.dashboard;

export function UnreadNotices() {
  const { data, loading } = useQuery(GetReceivePageDocument, {
    variables: { input: { current: 1, size: DASHBOARD_NOTICE_COUNT, visited: false } },
    fetchPolicy: 'cache-and-network',
  });
  const records = (data?.getReceivePage?.records ?? []).flatMap((record) => (record ? [record] : []));
  const messageCenter = findRouteByName(MESSAGE_CENTER_ROUTE_NAME)?.fullPath;
  return (
    <DashboardSection
      title={text.noticesTitle}
      testId="dashboard-notices"
      loading={loading && !data}
      empty={records.length === 0}
      emptyText={text.noticesEmpty}
      action={
        messageCenter && (
          <Button asChild size="xs" variant="ghost" colorPalette="brand">
            <Link to={messageCenter}>{text.noticesMore}</Link>
          </Button>
        )
      }
    >
      <Stack gap="0" separator={<Stack borderBottomWidth="1px" />}>
        {records.map((record) => (
          <HStack key={String(record.id)} py="2.5" gap="3" align="flex-start" data-testid="notice-item">
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontWeight="medium" truncate>
                {record.title}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[categoryLabel(record.category), record.senderName].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {record.sendTime ? relativeTime(record.sendTime) : ''}
            </Text>
          </HStack>
        ))}
      </Stack>
    </DashboardSection>
  );
}
