/** The top bar: sidebar toggle, brand, root menus (desktop), message bell, user dropdown. */
import { Flex, HStack, Icon, IconButton, Text } from '@chakra-ui/react';
import { MdLocalFireDepartment, MdMenu } from 'react-icons/md';
import { APP_TITLE, NAVBAR_HEIGHT_PX } from '../../constants/layout';
import { layout } from '../../messages/layout';
import type { RouteTable } from '../routing/route-table';
import { MessageBell } from './MessageBell';
import { RootMenu } from './RootMenu';
import { useOpenRoot } from './use-open-root';
import { UserMenu } from './UserMenu';

export interface NavbarProps {
  table: RouteTable;
  selectedRoot?: string;
  isMobile: boolean;
  canToggleSidebar: boolean;
  onToggleSidebar: () => void;
}

export function Navbar({ table, selectedRoot, isMobile, canToggleSidebar, onToggleSidebar }: NavbarProps) {
  const openRoot = useOpenRoot(table);
  return (
    <Flex
      as="header"
      h={`${NAVBAR_HEIGHT_PX}px`}
      flexShrink={0}
      align="stretch"
      bg="navbar.bg"
      color="navbar.fg"
      boxShadow="md"
      zIndex="docked"
      data-testid="navbar"
    >
      <HStack gap="2" px="3" flexShrink={0}>
        {canToggleSidebar && (
          <IconButton
            aria-label={layout.toggleSidebar}
            title={layout.toggleSidebar}
            variant="ghost"
            color="navbar.fg"
            _hover={{ bg: 'navbar.hover' }}
            onClick={onToggleSidebar}
            data-testid="sidebar-toggle"
          >
            <MdMenu />
          </IconButton>
        )}
        <Icon as={MdLocalFireDepartment} boxSize="7" color="fire.400" />
        <Text
          fontWeight="bold"
          fontSize={{ base: 'sm', xl: 'md' }}
          letterSpacing="wide"
          whiteSpace="nowrap"
          display={{ base: 'none', sm: 'block' }}
          data-testid="brand-title"
        >
          {APP_TITLE}
        </Text>
      </HStack>
      {isMobile ? (
        <Flex flex="1" />
      ) : (
        <RootMenu roots={table.roots} selectedRoot={selectedRoot} onOpen={openRoot} />
      )}
      <HStack gap="1" px="2" flexShrink={0}>
        <MessageBell />
        <UserMenu compact={isMobile} />
      </HStack>
    </Flex>
  );
}
