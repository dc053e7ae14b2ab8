/** 首页: greeting, pending work (111), unread notices (112), quick links (113), online users (114). */
import { Box, Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { useSessionContext } from '../../app/session/session-context';
import { Permission } from '../../components/Permission';
import { screens } from '../../messages/screens';
import type { ScreenProps } from '../types';
import { greetingPeriod } from './greeting';
import { OnlineUsers } from './OnlineUsers';
import { PendingWork } from './PendingWork';
import { QuickLinks } from './QuickLinks';
import { UnreadNotices } from './UnreadNotices';

const text = screens.dashboard;

export default function DashboardScreen({ route }: ScreenProps) {
  const name = useSessionContext((context) => context.name ?? '');
  const unitName = useSessionContext((context) => context.userInfo?.unitName);
  const { buttons } = route;
  return (
    <Box p={{ base: '3', md: '6' }} data-testid="dashboard">
      <Stack gap={{ base: '4', md: '6' }}>
        <Box
          p={{ base: '5', md: '6' }}
          borderRadius="lg"
          color="white"
          bgImage="linear-gradient(120deg, {colors.navy.800}, {colors.navy.600} 60%, {colors.fire.700})"
          data-testid="dashboard-greeting"
        >
          <Heading size={{ base: 'lg', md: 'xl' }}>{text.greeting(greetingPeriod(new Date().getHours()), name)}</Heading>
          {unitName && (
            <Text mt="1" color="navy.100">
              {text.unit(unitName)}
            </Text>
          )}
        </Box>
        <Permission id={buttons.pendingTasks}>
          <PendingWork />
        </Permission>
        <Grid templateColumns={{ base: '1fr', xl: 'repeat(3, 1fr)' }} gap={{ base: '4', md: '6' }}>
          <Permission id={buttons.notices}>
            <GridItem colSpan={{ base: 1, xl: 2 }}>
              <UnreadNotices />
            </GridItem>
          </Permission>
          <Permission id={buttons.onlineUsers}>
            <GridItem>
              <OnlineUsers />
            </GridItem>
          </Permission>
          <Permission id={buttons.quickLinks}>
            <GridItem colSpan={{ base: 1, xl: 3 }}>
              <QuickLinks />
            </GridItem>
          </Permission>
        </Grid>
      </Stack>
    </Box>
  );
}
