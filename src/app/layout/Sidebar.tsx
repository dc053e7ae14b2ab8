/** The 300 px dark-blue sidebar (desktop) and its overlay drawer (mobile mode, below 992 px). */
import { Box, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { SIDEBAR_WIDTH_PX } from '../../constants/layout';
import type { FlatRoute } from '../../catalogue';
import { layout } from '../../messages/layout';
import type { SidebarItem } from './sidebar-items';
import { SidebarMenu } from './SidebarMenu';
import { RootMenuList } from './RootMenuList';

export interface SidebarProps {
  items: SidebarItem[];
  activePath: string;
  rootTitle?: string;
}

export function Sidebar({ items, activePath, rootTitle }: SidebarProps) {
  return (
    <Box
      as="aside"
      w={`${SIDEBAR_WIDTH_PX}px`}
      flexShrink={0}
      bg="sidebar.bg"
      color="sidebar.fg"
      overflowY="auto"
      data-testid="sidebar"
    >
      {rootTitle && (
        <Text px="4" pt="4" pb="2" fontSize="xs" color="sidebar.muted" letterSpacing="widest">
          {rootTitle}
        </Text>
      )}
      <SidebarMenu items={items} activePath={activePath} />
    </Box>
  );
}

export interface MobileSidebarProps extends SidebarProps {
  open: boolean;
  onClose: () => void;
  roots: FlatRoute[];
  selectedRoot?: string;
  onOpenRoot: (root: FlatRoute) => void;
}

export function MobileSidebar({ open, onClose, roots, selectedRoot, onOpenRoot, items, activePath }: MobileSidebarProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="sidebar.bg" color="sidebar.fg" maxW={`${SIDEBAR_WIDTH_PX}px`} data-testid="sidebar">
            <Drawer.Header py="3">
              <Drawer.Title color="white">{layout.mainMenu}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <Stack gap="4">
                <RootMenuList
                  roots={roots}
                  selectedRoot={selectedRoot}
                  onOpen={(root) => {
                    onOpenRoot(root);
                    onClose();
                  }}
                />
                <SidebarMenu items={items} activePath={activePath} onNavigate={onClose} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="sidebar.fg" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
