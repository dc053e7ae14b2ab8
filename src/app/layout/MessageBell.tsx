/**
 * The message bell: the unread count (getNotVisitedTotal), live — the notice link refetches it on every
 * notice and reconnect — and a dropdown of the latest unread notices, each opening its target
 * (src/app/notice/targets.ts), plus the way to the message centre.
 */
import { useQuery } from '@apollo/client/react';
import { Badge, Box, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MdNotificationsNone } from 'react-icons/md';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRouteByName, MESSAGE_CENTER_ROUTE_NAME } from '../../catalogue';
import { BELL_NOTICE_COUNT } from '../../constants/notice';
import { GetNotVisitedTotalDocument, GetReceivePageDocument } from '../../graphql/generated/graphql';
import { relativeTime } from '../../lib/time';
import { layout } from '../../messages/layout';
import { noticeText } from '../../messages/notice';
import { onNotice, type AppNotice } from '../notice/notice-events';
import { noticePath, type NoticeLike } from '../notice/targets';

const MAX_BADGE = 99;
const ALL_VALUE = '__all__';

/** Notices that arrived live carry every field of the spec; a list row fewer. Prefer the live one. */
function useLiveNotices(): Map<string, AppNotice> {
  const [live, setLive] = useState(() => new Map<string, AppNotice>());
  useEffect(
    () =>
      onNotice((notice) =>
        setLive((previous) => new Map([...previous, [notice.id, notice] as const].slice(-BELL_NOTICE_COUNT * 4))),
      ),
    [],
  );
  return live;
}

export function MessageBell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const live = useLiveNotices();
  const total = useQuery(GetNotVisitedTotalDocument, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(GetReceivePageDocument, {
    variables: { input: { current: 1, size: BELL_NOTICE_COUNT, visited: false } },
    fetchPolicy: 'cache-and-network',
    skip: !open,
  });
  const count = (total.data ?? total.previousData)?.getNotVisitedTotal?.notVisitedTotal ?? 0;
  const records = ((list.data ?? list.previousData)?.getReceivePage?.records ?? []).flatMap((record) => (record ? [record] : []));
  const refetchTotal = total.refetch;

  // Reading a message elsewhere changes the count: refresh on every page change.
  useEffect(() => {
    void refetchTotal();
  }, [pathname, refetchTotal]);

  const messageCenter = findRouteByName(MESSAGE_CENTER_ROUTE_NAME)?.fullPath;
  const targetOfRecord = (record: NoticeLike & { id: string }) => noticePath(live.get(record.id) ?? record);
  const onSelect = (value: string) => {
    if (value === ALL_VALUE) {
      if (messageCenter) navigate(messageCenter);
      return;
    }
    const record = records.find((r) => String(r.id) === value);
    if (record) navigate(targetOfRecord({ ...record, id: String(record.id) }));
  };

  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Box position="relative">
        <Menu.Trigger asChild>
          <IconButton
            aria-label={layout.unreadMessages(count)}
            title={layout.unreadMessages(count)}
            variant="ghost"
            color="navbar.fg"
            _hover={{ bg: 'navbar.hover' }}
            data-testid="message-bell"
          >
            <MdNotificationsNone />
          </IconButton>
        </Menu.Trigger>
        {count > 0 && (
          <Badge position="absolute" top="1" right="0" colorPalette="brand" variant="solid" borderRadius="full" fontSize="2xs" pointerEvents="none" data-testid="bell-count">
            {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
          </Badge>
        )}
      </Box>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="18rem" maxW="22rem" data-testid="bell-menu">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{noticeText.bellHeading(count)}</Menu.ItemGroupLabel>
              {records.length === 0 && (
                <Text px="2" py="3" fontSize="sm" color="fg.muted" data-testid="bell-empty">
                  {noticeText.bellEmpty}
                </Text>
              )}
              {records.map((record) => (
                <Menu.Item key={String(record.id)} value={String(record.id)} data-testid="bell-notice">
                  <Stack gap="0" minW="0" flex="1">
                    <Text truncate fontWeight="medium">
                      {record.title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {record.sendTime ? relativeTime(record.sendTime) : ''}
                    </Text>
                  </Stack>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value={ALL_VALUE} justifyContent="center" color="brand.600" data-testid="bell-all">
              {noticeText.bellAll}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
