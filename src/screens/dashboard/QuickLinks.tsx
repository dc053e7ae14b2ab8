/** Quick links to the user's granted leaf screens. */
import { Button, Icon, SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { buildRouteTable } from '../../app/routing/route-table';
import { menuIcon } from '../../app/layout/menu-icons';
import { catalogue, DASHBOARD_PATH, routeByPath } from '../../catalogue';
import { useGrants } from '../../components/grants-context';
import { DASHBOARD_QUICK_LINK_COUNT } from '../../constants/layout';
import { screens } from '../../messages/screens';
import { DashboardSection } from './DashboardSection';

const text = screens.dashboard;

export function QuickLinks() {
  const { menuIds } = useGrants();
  const links = useMemo(
    () =>
      buildRouteTable(catalogue, menuIds)
        .pages.filter((page) => !page.hidden && !page.common && page.fullPath !== DASHBOARD_PATH)
        .slice(0, DASHBOARD_QUICK_LINK_COUNT),
    [menuIds],
  );
  return (
    <DashboardSection title={text.quickLinksTitle} testId="dashboard-quick-links" loading={false} empty={links.length === 0} emptyText={text.quickLinksEmpty}>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
        {links.map((link) => (
          <Button key={link.fullPath} asChild variant="subtle" justifyContent="flex-start" size="sm" data-testid="quick-link">
            <Link to={link.fullPath} title={link.title}>
              <Icon as={menuIcon(routeByPath(link.rootPath)?.icon)} color="brand.500" />
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{link.title}</span>
            </Link>
          </Button>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}
