/**
 * The navbar's root menus: icon and title of every granted root, the selected one highlighted. Roots that
 * do not fit the bar's width go into a 更多 menu at its end, so every root stays one click away.
 */
import { Box, Button, HStack, Icon, Menu, Portal } from '@chakra-ui/react';
import { MdExpandMore } from 'react-icons/md';
import type { FlatRoute } from '../../catalogue';
import { NAVBAR_MORE_WIDTH_PX } from '../../constants/layout';
import { layout } from '../../messages/layout';
import { menuIcon } from './menu-icons';
import { useFittingCount } from './use-fitting-count';

export interface RootMenuProps {
  roots: FlatRoute[];
  selectedRoot?: string;
  onOpen: (root: FlatRoute) => void;
}

function RootButton({ root, selected, onOpen, measuring }: { root: FlatRoute; selected: boolean; onOpen?: (root: FlatRoute) => void; measuring?: boolean }) {
  return (
    <Button
      variant="ghost"
      h="full"
      px="3"
      borderRadius="0"
      flexShrink={0}
      color={selected ? 'white' : 'navbar.fg'}
      bg={selected ? 'navbar.active' : 'transparent'}
      borderBottomWidth="3px"
      borderBottomColor={selected ? 'fire.500' : 'transparent'}
      _hover={{ bg: 'navbar.hover' }}
      fontWeight={selected ? 'semibold' : 'normal'}
      onClick={onOpen && (() => onOpen(root))}
      tabIndex={measuring ? -1 : undefined}
      data-testid={measuring ? undefined : 'root-menu-item'}
      data-path={measuring ? undefined : root.fullPath}
      data-selected={(!measuring && selected) || undefined}
      aria-current={selected && !measuring ? 'page' : undefined}
    >
      <Icon as={menuIcon(root.icon)} boxSize="4" />
      {root.title}
    </Button>
  );
}

export function RootMenu({ roots, selectedRoot, onOpen }: RootMenuProps) {
  const { container, measure, count } = useFittingCount(roots.length, NAVBAR_MORE_WIDTH_PX);
  const shown = roots.slice(0, count);
  const overflow = roots.slice(count);
  const overflowSelected = overflow.some((root) => root.fullPath === selectedRoot);
  return (
    <Box as="nav" aria-label={layout.mainMenu} flex="1" minW="0" position="relative" overflow="hidden" data-testid="root-menu">
      {/* A hidden copy of every root, measured to know how many fit. */}
      <HStack ref={measure} gap="0" h="full" position="absolute" top="0" left="0" visibility="hidden" pointerEvents="none" aria-hidden>
        {roots.map((root) => (
          <RootButton key={root.fullPath} root={root} selected={root.fullPath === selectedRoot} measuring />
        ))}
      </HStack>
      <HStack ref={container} gap="0" h="full" w="full">
        {shown.map((root) => (
          <RootButton key={root.fullPath} root={root} selected={root.fullPath === selectedRoot} onOpen={onOpen} />
        ))}
        {overflow.length > 0 && (
          <Menu.Root onSelect={(details) => {
            const root = overflow.find((each) => each.fullPath === details.value);
            if (root) onOpen(root);
          }}>
            <Menu.Trigger asChild>
              <Button
                variant="ghost"
                h="full"
                px="3"
                borderRadius="0"
                flexShrink={0}
                color={overflowSelected ? 'white' : 'navbar.fg'}
                bg={overflowSelected ? 'navbar.active' : 'transparent'}
                borderBottomWidth="3px"
                borderBottomColor={overflowSelected ? 'fire.500' : 'transparent'}
                _hover={{ bg: 'navbar.hover' }}
                data-testid="root-menu-more"
              >
                {layout.moreMenus}
                <MdExpandMore />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="10rem" data-testid="root-menu-more-list">
                  {overflow.map((root) => (
                    <Menu.Item
                      key={root.fullPath}
                      value={root.fullPath}
                      data-testid="root-menu-item"
                      data-path={root.fullPath}
                      data-selected={root.fullPath === selectedRoot || undefined}
                      fontWeight={root.fullPath === selectedRoot ? 'semibold' : undefined}
                    >
                      <Icon as={menuIcon(root.icon)} boxSize="4" />
                      {root.title}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </HStack>
    </Box>
  );
}
