/**
 * One screen for every statistics view (/tjfx): the route names its view (views.ts), the filters live in the
 * page's query string, the figures come from statisticsView through the gateway. The chart and the table
 * both open the rows behind a figure; 导出 downloads the same figures as .xlsx.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StatisticsViewDocument, type StatisticsViewQueryVariables } from '../../graphql/generated/graphql';
import { statistics } from '../../messages/statistics';
import type { ScreenProps } from '../types';
import { DrillDialog, type DrillTarget } from './DrillDialog';
import { figuresOf } from './figures';
import { filtersFromQuery, filtersToQuery, requestFilters, type StatisticsFilters } from './filters';
import { StatisticsChart } from './StatisticsChart';
import { StatisticsExportButton } from './StatisticsExportButton';
import { StatisticsFilterBar } from './StatisticsFilterBar';
import { StatisticsTable } from './StatisticsTable';
import { STATISTICS_VIEWS } from './views';

export default function StatisticsScreen({ route }: ScreenProps) {
  const def = STATISTICS_VIEWS[route.name];
  const [search, setSearch] = useSearchParams();
  const queryText = search.toString();
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(queryText)), [queryText]);
  const variables = useMemo(
    (): StatisticsViewQueryVariables => ({ view: def.key, ...requestFilters(filters, def.period) }),
    [def, filters],
  );
  const { data, previousData, loading, error } = useQuery(StatisticsViewDocument, { variables, fetchPolicy: 'cache-and-network' });
  const raw = (data ?? previousData)?.statisticsView;
  const figures = useMemo(() => figuresOf(raw), [raw]);
  const [drill, setDrill] = useState<DrillTarget>();

  const apply = (next: StatisticsFilters) => setSearch(filtersToQuery(next), { replace: true });
  const openDrill = useCallback(
    (rowKey: string, measureKey?: string) => {
      const row = figures?.rows.find((each) => each.key === rowKey);
      const measure = figures?.measures.find((each) => each.key === measureKey);
      if (row) setDrill({ rowKey, rowLabel: row.label, measureKey: measure?.key, measureLabel: measure?.label });
    },
    [figures],
  );

  return (
    <Box p={{ base: '3', md: '5' }} data-testid={`statistics-${def.key}`}>
      <Stack gap="4">
        <Card.Root>
          <Card.Body p={{ base: '3', md: '4' }}>
            <StatisticsFilterBar
              period={def.period}
              value={filters}
              onApply={apply}
              extra={<StatisticsExportButton params={variables} fileName={`${figures?.title ?? route.title}.xlsx`} />}
            />
          </Card.Body>
        </Card.Root>
        {error && (
          <Text color="fg.error" data-testid="statistics-error">
            {statistics.loadFailed(error.message)}
          </Text>
        )}
        <Card.Root>
          <Card.Header pb="0">
            <HStack justify="space-between" wrap="wrap">
              <Heading size="sm">{figures?.title ?? route.title}</Heading>
              <Text fontSize="xs" color="fg.muted">
                {statistics.drillHint}
              </Text>
            </HStack>
          </Card.Header>
          <Card.Body p={{ base: '3', md: '4' }} data-loading={loading || undefined} data-testid="statistics-body">
            {figures ? (
              <Stack gap="5" opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
                <StatisticsChart key={figures.view} figures={figures} def={def} onDrill={openDrill} />
                <StatisticsTable figures={figures} def={def} onDrill={openDrill} />
              </Stack>
            ) : (
              !error && <Skeleton h="64" />
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
      <DrillDialog params={variables} target={drill} onClose={() => setDrill(undefined)} />
    </Box>
  );
}
