/** The message bell with the unread count (getNotVisitedTotal); opens the message centre. */
import { useQuery } from '@apollo/client/react';
import { Badge, Box, IconButton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { MdNotificationsNone } from 'react-icons/md';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRouteByName, MESSAGE_CENTER_ROUTE_NAME } from '../../catalogue';
import { GetNotVisitedTotalDocument } from '../../graphql/generated/graphql';
import { layout } from '../../messages/layout';

const MAX_BADGE = 99;

export function MessageBell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(GetNotVisitedTotalDocument, { fetchPolicy: 'cache-and-network' });
  const count = data?.getNotVisitedTotal?.notVisitedTotal ?? 0;

  // Reading a message elsewhere changes the count: refresh on every page change.
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);

  const target = findRouteByName(MESSAGE_CENTER_ROUTE_NAME)?.fullPath;
  return (
    <Box position="relative">
      <IconButton
        aria-label={layout.unreadMessages(count)}
        title={layout.unreadMessages(count)}
        variant="ghost"
        color="navbar.fg"
        _hover={{ bg: 'navbar.hover' }}
        data-testid="message-bell"
        onClick={() => target && navigate(target)}
      >
        <MdNotificationsNone />
      </IconButton>
      {count > 0 && (
        <Badge
          position="absolute"
          top="1"
          right="0"
          colorPalette="brand"
          variant="solid"
          borderRadius="full"
          fontSize="2xs"
          pointerEvents="none"
          data-testid="bell-count"
        >
          {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
        </Badge>
      )}
    </Box>
  );
}
