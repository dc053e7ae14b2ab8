/** Lines across the months, one per measure; a click on a point opens the rows of that month. */
import { Box, Stack } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { CHART_HEIGHT_PX, CHART_MIN_GROUP_PX } from '../../../constants/statistics';
import { lineData } from '../figures';
import { ChartLegend } from './ChartLegend';
import { CHART_COLORS, CHART_THEME, labelOf } from './chart-style';
import type { ChartProps } from './types';

const SLANT_AFTER = 8;

export default function LineFigure({ figures, measures, onDrill }: ChartProps) {
  const slanted = figures.rows.length > SLANT_AFTER;
  return (
    <Stack gap="2">
      <ChartLegend labels={measures.map((measure) => measure.label)} />
      <Box overflowX="auto" tabIndex={0} data-testid="chart-scroll">
        <Box h={`${CHART_HEIGHT_PX}px`} minW={`${figures.rows.length * CHART_MIN_GROUP_PX}px`} data-testid="line-chart">
          <ResponsiveLine
            data={lineData(figures, measures)}
            margin={{ top: 12, right: 16, bottom: slanted ? 64 : 40, left: 48 }}
            colors={CHART_COLORS}
            theme={CHART_THEME}
            animate={false}
            pointSize={7}
            useMesh
            axisBottom={{ tickRotation: slanted ? -35 : 0 }}
            axisLeft={{ tickSize: 0, tickPadding: 6 }}
            role="img"
            ariaLabel={figures.title}
            tooltip={({ point }) => (
              <Box bg="bg" px="2" py="1" rounded="sm" shadow="sm" fontSize="xs">
                {point.data.x as string} · {labelOf(measures, point.seriesId)}：{point.data.yFormatted}
              </Box>
            )}
            onClick={(datum) => {
              if ('seriesId' in datum) onDrill((datum.data as { rowKey: string }).rowKey, String(datum.seriesId));
            }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
