/** My pending work counts by business type (getStatisticsByBusiType). */
import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { findRouteByName } from '../../catalogue';
import { GetStatisticsByBusiTypeDocument } from '../../graphql/generated/graphql';
import { screens } from '../../messages/screens';
import { DashboardSection } from './DashboardSection';

const text = screens.dashboard;
/** A card opens 未完成任务 filtered by its business type (the list reads `busiTypeCode` from the URL). */
const TASKS_PATH = findRouteByName('wwjrw')?.fullPath;
const tasksOf = (busiTypeCode: string) => `${TASKS_PATH}?${new URLSearchParams({ busiTypeCode }).toString()}`;

export function PendingWork() {
  const { data, loading } = useQuery(GetStatisticsByBusiTypeDocument, { fetchPolicy: 'cache-and-network' });
  const rows = (data?.getStatisticsByBusiType ?? []).flatMap((row) => (row ? [row] : []));
  return (
    <DashboardSection title={text.pendingTitle} testId="dashboard-pending" loading={loading && !data} empty={rows.length === 0} emptyText={text.pendingEmpty}>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="3">
        {rows.map((row) => (
          <Stat.Root
            key={row.busiTypeCode}
            p="4"
            borderWidth="1px"
            borderRadius="md"
            borderLeftWidth="4px"
            borderLeftColor="brand.500"
            _hover={{ bg: 'bg.muted' }}
            asChild
          >
            <RouterLink to={tasksOf(row.busiTypeCode)} data-testid="pending-card">
              <Stat.Label truncate>{row.busiTypeName}</Stat.Label>
              <Stat.ValueText>
                {row.count}
                <Stat.ValueUnit>{text.pendingUnit}</Stat.ValueUnit>
              </Stat.ValueText>
            </RouterLink>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}
