/** Grouped bars: one group per row, one bar per measure; a click opens the rows behind the bar. */
import { Box, Stack } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { CHART_HEIGHT_PX, CHART_MIN_GROUP_PX } from '../../../constants/statistics';
import { barData } from '../figures';
import { ChartLegend } from './ChartLegend';
import { axisLabels, CHART_COLORS, CHART_THEME, labelOf } from './chart-style';
import type { ChartProps } from './types';

/** Beyond this many groups the row names are slanted. */
const SLANT_AFTER = 6;
const BAR_PX = 14;

export default function BarFigure({ figures, measures, onDrill }: ChartProps) {
  const rowLabel = new Map(figures.rows.map((row) => [row.key, row.label]));
  const labelOfRow = (key: string | number) => rowLabel.get(String(key)) ?? String(key);
  const axisOf = new Map(figures.rows.map((row) => [row.key, row.shortLabel ?? row.label]));
  const ticks = axisLabels([...axisOf.values()]);
  const slanted = figures.rows.length > SLANT_AFTER;
  const minWidth = figures.rows.length * Math.max(CHART_MIN_GROUP_PX, measures.length * BAR_PX + 16);
  return (
    <Stack gap="2">
      <ChartLegend labels={measures.map((measure) => measure.label)} />
      <Box overflowX="auto" tabIndex={0} data-testid="chart-scroll">
        <Box h={`${CHART_HEIGHT_PX}px`} minW={`${minWidth}px`} data-testid="bar-chart">
          <ResponsiveBar
            data={barData(figures, measures)}
            keys={measures.map((measure) => measure.key)}
            indexBy="row"
            groupMode="grouped"
            margin={{ top: 12, right: 12, bottom: slanted ? 72 : 40, left: 48 }}
            padding={0.25}
            innerPadding={2}
            colors={CHART_COLORS}
            theme={CHART_THEME}
            animate={false}
            enableLabel={false}
            axisBottom={{ tickRotation: slanted ? -35 : 0, format: (key) => ticks.get(axisOf.get(String(key)) ?? String(key)) ?? '' }}
            axisLeft={{ tickSize: 0, tickPadding: 6 }}
            tooltipLabel={(datum) => `${labelOfRow(datum.indexValue)} · ${labelOf(measures, datum.id)}`}
            barAriaLabel={(datum) => `${labelOfRow(datum.indexValue)} ${labelOf(measures, datum.id)} ${datum.formattedValue}`}
            // A figure of labelled bars: each bar is an image named by its row, measure and value.
            barRole="img"
            role="figure"
            ariaLabel={figures.title}
            onClick={(datum) => onDrill(String(datum.indexValue), String(datum.id))}
            onMouseEnter={(_datum, event) => {
              event.currentTarget.style.cursor = 'pointer';
            }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
