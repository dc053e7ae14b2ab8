/** The chart of a view, loaded on first use (nivo stays out of every other screen's code). */
import { Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { CHART_HEIGHT_PX } from '../../constants/statistics';
import { statistics } from '../../messages/statistics';
import type { ChartProps } from './charts/types';
import { chartedMeasures, hasFigures, type Figures } from './figures';
import type { ChartKind, StatisticsViewDef } from './views';

const CHARTS: Record<ChartKind, LazyExoticComponent<ComponentType<ChartProps>>> = {
  bar: lazy(() => import('./charts/BarFigure')),
  line: lazy(() => import('./charts/LineFigure')),
  pie: lazy(() => import('./charts/PieFigure')),
};

export interface StatisticsChartProps {
  figures: Figures;
  def: StatisticsViewDef;
  onDrill: (rowKey: string, measureKey: string) => void;
}

export function StatisticsChart({ figures, def, onDrill }: StatisticsChartProps) {
  const measures = chartedMeasures(figures, def);
  // A pie draws one measure at a time: the buttons choose which.
  const [pieKey, setPieKey] = useState(measures[0]?.key);
  const pieMeasure = measures.find((measure) => measure.key === pieKey) ?? measures[0];
  const Chart = CHARTS[def.chart];
  if (!hasFigures(figures) || !measures.length) {
    return (
      <Text color="fg.muted" py="10" textAlign="center" data-testid="chart-empty">
        {statistics.noFigures}
      </Text>
    );
  }
  return (
    <Box data-testid="statistics-chart" data-chart={def.chart}>
      {def.chart === 'pie' && measures.length > 1 && (
        <HStack gap="1" mb="2" wrap="wrap">
          {measures.map((measure) => (
            <Button
              key={measure.key}
              size="xs"
              variant={measure.key === pieMeasure.key ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => setPieKey(measure.key)}
              data-testid={`pie-measure-${measure.key}`}
            >
              {measure.label}
            </Button>
          ))}
        </HStack>
      )}
      <Suspense fallback={<Skeleton h={`${CHART_HEIGHT_PX}px`} role="status" aria-label={statistics.chartLoading} />}>
        <Chart figures={figures} measures={def.chart === 'pie' ? [pieMeasure] : measures} onDrill={onDrill} />
      </Suspense>
    </Box>
  );
}
