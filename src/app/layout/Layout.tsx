/** The layout shell: navbar, sidebar (per root, hideable), tags bar, breadcrumb and the kept-alive tabs. */
import { Flex } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, rootOf } from '../../catalogue';
import ApolloScope from '../apollo/ApolloScope';
import { PARENT_PATH_QUERY } from '../../constants/layout';
import { resolvePath, type RouteTable } from '../routing/route-table';
import { TagsActorContext } from '../tags/tags-context';
import { Breadcrumb } from './Breadcrumb';
import { TagsView } from './TagsView';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { Navbar } from './Navbar';
import { MobileSidebar, Sidebar } from './Sidebar';
import { sidebarItems } from './sidebar-items';
import { useOpenRoot } from './use-open-root';
import { useSidebar } from './use-sidebar';

export function Layout({ table }: { table: RouteTable }) {
  const location = useLocation();
  const navigate = useNavigate();
  const tags = TagsActorContext.useActorRef();
  const sidebar = useSidebar();
  const openRoot = useOpenRoot(table);

  const resolution = resolvePath(table, location.pathname);
  const route = resolution.kind === 'page' ? resolution.route : undefined;
  const selectedRoot = route ? (rootOf(route.fullPath) ?? HOME_PATH) : undefined;
  const items = useMemo(() => sidebarItems(table.tree, selectedRoot), [table.tree, selectedRoot]);
  const pages = useMemo(() => new Map(table.pages.map((page) => [page.fullPath, page])), [table.pages]);
  const rootTitle = table.roots.find((root) => root.fullPath === selectedRoot)?.title;
  // A root whose only entry is the page itself (首页) gains nothing from a sidebar.
  const soleLeaf = items.length === 1 && items[0].children.length === 0;
  const hasSidebar = Boolean(route && !route.noSidebar && items.length > 0 && !soleLeaf);

  useEffect(() => {
    if (!route) return;
    const backPath = new URLSearchParams(location.search).get(PARENT_PATH_QUERY) ?? undefined;
    tags.send({
      type: 'tags.open',
      tab: { fullPath: route.fullPath, name: route.name, title: route.title, query: location.search, backPath },
    });
  }, [route, location.search, tags]);

  useEffect(() => {
    const subscription = tags.on('tags.navigate', (event) => navigate(event.fullPath + event.query));
    return () => subscription.unsubscribe();
  }, [tags, navigate]);

  if (!route) return null;
  // The console's screens talk GraphQL; the client comes with this (lazy) chunk, not with /login.
  return (
    <ApolloScope>
      <Flex direction="column" h="100dvh" overflow="hidden" data-testid="layout">
        <Navbar
          table={table}
          selectedRoot={selectedRoot}
          isMobile={sidebar.isMobile}
          canToggleSidebar={sidebar.isMobile || hasSidebar}
          onToggleSidebar={sidebar.toggle}
        />
        <Flex flex="1" minH="0">
          {hasSidebar && !sidebar.isMobile && sidebar.opened && (
            <Sidebar items={items} activePath={route.fullPath} rootTitle={rootTitle} />
          )}
          <Flex direction="column" flex="1" minW="0" bg="bg.subtle">
            <TagsView activePath={route.fullPath} />
            <Breadcrumb route={route} />
            <KeepAliveOutlet current={route} pages={pages} />
          </Flex>
        </Flex>
        {sidebar.isMobile && (
          <MobileSidebar
            open={sidebar.opened}
            onClose={sidebar.close}
            roots={table.roots}
            selectedRoot={selectedRoot}
            onOpenRoot={openRoot}
            items={hasSidebar ? items : []}
            activePath={route.fullPath}
          />
        )}
      </Flex>
    </ApolloScope>
  );
}
