/** My pending work counts by business type (getStatisticsByBusiType). */
import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { GetStatisticsByBusiTypeDocument } from '../../graphql/generated/graphql';
import { screens } from '../../messages/screens';
import { DashboardSection } from './DashboardSection';

const text = screens.dashboard;

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
            data-testid="pending-card"
          >
            <Stat.Label truncate>{row.busiTypeName}</Stat.Label>
            <Stat.ValueText>
              {row.count}
              <Stat.ValueUnit>{text.pendingUnit}</Stat.ValueUnit>
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}
