/** My pending work counts by business type (getStatisticsByBusiType). */
import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
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
          // A link card, not a Stat: dt/dd would need a <dl>, and a link cannot be one.
          <Stack
            key={row.busiTypeCode}
            gap="1"
            p="4"
            borderWidth="1px"
            borderRadius="md"
            borderLeftWidth="4px"
            borderLeftColor="brand.500"
            _hover={{ bg: 'bg.muted' }}
            asChild
          >
            <RouterLink to={tasksOf(row.busiTypeCode)} data-testid="pending-card">
              <Text fontSize="sm" color="fg.muted" truncate>
                {row.busiTypeName}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" lineHeight="short">
                {row.count}
                <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" ms="1">
                  {text.pendingUnit}
                </Text>
              </Text>
            </RouterLink>
          </Stack>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}
