/** The user dropdown: 首页, 个人中心, 下载中心, 退出登录. */
import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdDownload, MdExpandMore, MdHome, MdLogout, MdPerson } from 'react-icons/md';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH, findRouteByName, PERSONAL_CENTER_ROUTE_NAME } from '../../catalogue';
import { layout } from '../../messages/layout';
import { SessionActorContext, useSessionContext } from '../session/session-context';
import { DownloadCenterDialog } from './DownloadCenterDialog';

export function UserMenu({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const session = SessionActorContext.useActorRef();
  const name = useSessionContext((context) => context.name ?? '');
  const [downloadOpen, setDownloadOpen] = useState(false);

  const onSelect = (value: string) => {
    if (value === 'home') navigate(DASHBOARD_PATH);
    if (value === 'personal') {
      const target = findRouteByName(PERSONAL_CENTER_ROUTE_NAME)?.fullPath;
      if (target) navigate(target);
    }
    if (value === 'download') setDownloadOpen(true);
    if (value === 'logout') session.send({ type: 'session.logout' });
  };

  return (
    <>
      <Menu.Root onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" color="navbar.fg" _hover={{ bg: 'navbar.hover' }} px="2" data-testid="user-menu">
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            {!compact && (
              <Text maxW="8em" truncate data-testid="user-name">
                {name}
              </Text>
            )}
            <MdExpandMore />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="10rem">
              <Menu.Item value="home" data-testid="user-menu-home">
                <MdHome /> {layout.home}
              </Menu.Item>
              <Menu.Item value="personal" data-testid="user-menu-personal">
                <MdPerson /> {layout.personalCenter}
              </Menu.Item>
              <Menu.Item value="download" data-testid="user-menu-download">
                <MdDownload /> {layout.downloadCenter}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" data-testid="user-menu-logout">
                <MdLogout /> {layout.logout}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DownloadCenterDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
    </>
  );
}
