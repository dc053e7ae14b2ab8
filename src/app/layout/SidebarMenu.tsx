/** The sidebar's menu tree: groups expand and collapse, pages link; the active page is highlighted. */
import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdChevronRight, MdFiberManualRecord } from 'react-icons/md';
import { Link } from 'react-router-dom';
import { menuIcon } from './menu-icons';
import { openGroupsFor, type SidebarItem } from './sidebar-items';
import { openExternal } from './use-open-root';

export interface SidebarMenuProps {
  items: SidebarItem[];
  activePath: string;
  onNavigate?: () => void;
}

const INDENT_PX = 16;

function ItemRow({ item, depth, activePath, onNavigate, open, onToggle }: {
  item: SidebarItem;
  depth: number;
  activePath: string;
  onNavigate?: () => void;
  open: boolean;
  onToggle: () => void;
}) {
  const isGroup = item.children.length > 0;
  const active = item.fullPath === activePath;
  const rowProps = {
    align: 'center',
    gap: '3',
    minH: '11',
    pr: '4',
    pl: `${16 + depth * INDENT_PX}px`,
    cursor: 'pointer',
    color: active ? 'sidebar.activeFg' : 'sidebar.fg',
    bg: active ? 'sidebar.activeBg' : 'transparent',
    borderLeftWidth: '3px',
    borderLeftColor: active ? 'brand.500' : 'transparent',
    _hover: { bg: active ? 'sidebar.activeBg' : 'sidebar.hover', color: 'sidebar.activeFg' },
    transition: 'background 0.15s',
    'data-testid': 'sidebar-item',
    'data-path': item.fullPath,
    'data-active': active || undefined,
  } as const;
  const icon = depth === 0 ? menuIcon(item.icon) : MdFiberManualRecord;
  const label = (
    <>
      <Icon as={icon} boxSize={depth === 0 ? '4' : '2'} color={active ? 'brand.300' : 'sidebar.muted'} />
      <Text flex="1" truncate>
        {item.title}
      </Text>
    </>
  );
  if (isGroup) {
    return (
      <Flex {...rowProps} onClick={onToggle} role="button" aria-expanded={open}>
        {label}
        <Icon as={MdChevronRight} transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.2s" />
      </Flex>
    );
  }
  if (item.external && item.externalType) {
    const type = item.externalType;
    return (
      <Flex {...rowProps} role="link" data-external={type} onClick={() => void openExternal(type)}>
        {label}
      </Flex>
    );
  }
  return (
    <Flex asChild {...rowProps}>
      <Link to={item.fullPath} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
        {label}
      </Link>
    </Flex>
  );
}

function MenuLevel({ items, depth, activePath, onNavigate, openGroups, toggle }: {
  items: SidebarItem[];
  depth: number;
  activePath: string;
  onNavigate?: () => void;
  openGroups: Set<string>;
  toggle: (path: string) => void;
}) {
  return (
    <Stack gap="0">
      {items.map((item) => {
        const open = openGroups.has(item.fullPath);
        return (
          <Box key={item.fullPath} bg={depth > 0 ? 'sidebar.groupBg' : undefined}>
            <ItemRow
              item={item}
              depth={depth}
              activePath={activePath}
              onNavigate={onNavigate}
              open={open}
              onToggle={() => toggle(item.fullPath)}
            />
            {item.children.length > 0 && open && (
              <MenuLevel
                items={item.children}
                depth={depth + 1}
                activePath={activePath}
                onNavigate={onNavigate}
                openGroups={openGroups}
                toggle={toggle}
              />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

export function SidebarMenu({ items, activePath, onNavigate }: SidebarMenuProps) {
  const [openGroups, setOpenGroups] = useState(() => new Set(openGroupsFor(items, activePath)));
  // A page opened from elsewhere (tab, link) opens its groups too.
  const [seenPath, setSeenPath] = useState(activePath);
  if (seenPath !== activePath) {
    setSeenPath(activePath);
    const needed = openGroupsFor(items, activePath).filter((path) => !openGroups.has(path));
    if (needed.length) setOpenGroups(new Set([...openGroups, ...needed]));
  }
  const toggle = (path: string) => {
    const next = new Set(openGroups);
    if (next.has(path)) next.delete(path);
    else next.add(path);
    setOpenGroups(next);
  };
  return (
    <MenuLevel items={items} depth={0} activePath={activePath} onNavigate={onNavigate} openGroups={openGroups} toggle={toggle} />
  );
}
