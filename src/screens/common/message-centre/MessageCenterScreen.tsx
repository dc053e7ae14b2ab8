/**
 * 消息中心: the statistics panel over the 收件箱 / 已发送 tabs (src/resources/messageCenter.resource.ts). A notice
 * arriving reloads 收件箱; a reconnect reloads both lists, since anything may have been missed while offline.
 */
import { Stack } from '@chakra-ui/react';
import { use } from 'react';
import { loadResource } from '../../../resources/registry';
import { isResourceGroup } from '../../../resources/group';
import { inboxDefinition } from '../../../resources/message-inbox';
import { ResourceTabsScreen } from '../../resource/ResourceTabsScreen';
import { resourceChanged } from '../../resource/resource-events';
import type { ScreenProps } from '../../types';
import { useLiveRefresh } from './live';
import { StatisticsPanel } from './StatisticsPanel';

const group = loadResource('messageCenter');

export default function MessageCenterScreen({ route }: ScreenProps) {
  const entry = use(group);
  useLiveRefresh((notice) => {
    if (!isResourceGroup(entry)) return;
    for (const tab of entry.tabs) if (!notice || tab.name === inboxDefinition.name) resourceChanged(tab.name);
  });
  if (!isResourceGroup(entry)) return null;
  return (
    <Stack gap="0" data-testid="message-center">
      <Stack px={{ base: '3', md: '5' }} pt={{ base: '3', md: '5' }}>
        <StatisticsPanel />
      </Stack>
      <ResourceTabsScreen group={entry} route={route} />
    </Stack>
  );
}
