/** The navbar's root menus: icon and title of every granted root; the selected one is highlighted. */
import { Box, Button, HStack, Icon } from '@chakra-ui/react';
import type { FlatRoute } from '../../catalogue';
import { layout } from '../../messages/layout';
import { menuIcon } from './menu-icons';

export interface RootMenuProps {
  roots: FlatRoute[];
  selectedRoot?: string;
  onOpen: (root: FlatRoute) => void;
}

export function RootMenu({ roots, selectedRoot, onOpen }: RootMenuProps) {
  return (
    <Box
      as="nav"
      aria-label={layout.mainMenu}
      flex="1"
      minW="0"
      overflowX="auto"
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      data-testid="root-menu"
    >
      <HStack gap="0" h="full">
        {roots.map((root) => {
          const selected = root.fullPath === selectedRoot;
          return (
            <Button
              key={root.fullPath}
              variant="ghost"
              h="full"
              px="3"
              borderRadius="0"
              flexShrink={0}
              color={selected ? 'white' : 'navbar.fg'}
              bg={selected ? 'navbar.active' : 'transparent'}
              borderBottomWidth="3px"
              borderBottomColor={selected ? 'brand.500' : 'transparent'}
              _hover={{ bg: 'navbar.hover' }}
              fontWeight={selected ? 'semibold' : 'normal'}
              onClick={() => onOpen(root)}
              data-testid="root-menu-item"
              data-path={root.fullPath}
              data-selected={selected || undefined}
              aria-current={selected ? 'page' : undefined}
            >
              <Icon as={menuIcon(root.icon)} boxSize="4" />
              {root.title}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
