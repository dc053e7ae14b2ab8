/** Root menus as a wrapping grid, for the mobile drawer where the navbar has no room for them. */
import { Button, Icon, SimpleGrid } from '@chakra-ui/react';
import type { FlatRoute } from '../../catalogue';
import { menuIcon } from './menu-icons';

export function RootMenuList({ roots, selectedRoot, onOpen }: {
  roots: FlatRoute[];
  selectedRoot?: string;
  onOpen: (root: FlatRoute) => void;
}) {
  return (
    <SimpleGrid columns={2} gap="2" px="3" data-testid="root-menu">
      {roots.map((root) => {
        const selected = root.fullPath === selectedRoot;
        return (
          <Button
            key={root.fullPath}
            size="sm"
            justifyContent="flex-start"
            variant={selected ? 'solid' : 'outline'}
            colorPalette="brand"
            color={selected ? undefined : 'sidebar.fg'}
            borderColor={selected ? undefined : 'sidebar.hover'}
            _hover={selected ? undefined : { bg: 'sidebar.hover' }}
            onClick={() => onOpen(root)}
            data-testid="root-menu-item"
            data-path={root.fullPath}
            data-selected={selected || undefined}
          >
            <Icon as={menuIcon(root.icon)} />
            {root.title}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
