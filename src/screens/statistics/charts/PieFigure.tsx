/** Each row's share of one measure; a click on a slice opens its rows. */
import { Box, Stack, useBreakpointValue } from '@chakra-ui/react';
import { ResponsivePie } from '@nivo/pie';
import { CHART_HEIGHT_PX } from '../../../constants/statistics';
import { pieData } from '../figures';
import { ChartLegend } from './ChartLegend';
import { axisLabels, CHART_COLORS, CHART_THEME } from './chart-style';
import type { ChartProps } from './types';

/** Room for the slices' link labels on a wide screen; a phone shows a legend under the pie instead. */
const WIDE_MARGIN = { top: 24, right: 110, bottom: 24, left: 110 };
const NARROW_MARGIN = { top: 12, right: 12, bottom: 12, left: 12 };

export default function PieFigure({ figures, measures, onDrill }: ChartProps) {
  const [measure] = measures;
  const wide = useBreakpointValue({ base: false, md: true }) ?? true;
  const slices = pieData(figures, measure);
  const names = axisLabels(figures.rows.map((row) => row.label));
  return (
    <Stack gap="2">
      {/* The pie has no name of its own: the box around it is the image, named by the view's title. */}
      <Box h={`${CHART_HEIGHT_PX}px`} role="img" aria-label={figures.title} data-testid="pie-chart">
        <ResponsivePie
          data={slices}
          margin={wide ? WIDE_MARGIN : NARROW_MARGIN}
          innerRadius={0.5}
          padAngle={0.8}
          cornerRadius={3}
          colors={CHART_COLORS}
          theme={CHART_THEME}
          animate={false}
          enableArcLinkLabels={wide}
          arcLinkLabel={(datum) => names.get(String(datum.label)) ?? ''}
          arcLinkLabelsSkipAngle={8}
          arcLabelsSkipAngle={12}
          arcLabelsTextColor="#ffffff"
          role="presentation"
          onClick={(datum) => onDrill(String(datum.id), measure.key)}
          onMouseEnter={(_datum, event) => {
            event.currentTarget.style.cursor = 'pointer';
          }}
        />
      </Box>
      {!wide && <ChartLegend labels={slices.map((slice) => slice.label)} />}
    </Stack>
  );
}
