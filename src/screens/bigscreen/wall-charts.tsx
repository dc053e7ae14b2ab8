/**
 * nivo charts in the wall screens' dark style (no animation: a wall redraws only when data changes). The
 * charts are presentational: their axis labels and legends are text, each panel's title names them.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { Bar, type BarDatum } from '@nivo/bar';
import { Line } from '@nivo/line';
import { Pie } from '@nivo/pie';
import { Sized } from './Sized';
import { WALL, WALL_CHART_THEME, WALL_SERIES } from './wall-theme';

export interface LineSeries {
  id: string;
  data: { x: string; y: number }[];
}

/** 'YYYY-MM' → 'M月'. */
export const monthLabel = (month: string) => `${Number(month.slice(5, 7))}月`;

export function WallLine({ series, yMax, testId }: { series: LineSeries[]; yMax?: number; testId?: string }) {
  // nivo draws broken paths for empty series: nothing until the figures arrive.
  if (!series.some((s) => s.data.length)) return <Box h="100%" data-testid={testId} />;
  return (
    <Sized testId={testId}>
      {({ width, height }) => (
        <Line
          role="presentation"
          width={width}
          height={height}
          data={series}
          theme={WALL_CHART_THEME}
          colors={WALL_SERIES}
          margin={{ top: 30, right: 16, bottom: 28, left: 44 }}
          yScale={{ type: 'linear', min: 0, max: yMax ?? 'auto' }}
          curve="monotoneX"
          enableArea
          areaOpacity={0.12}
          pointSize={6}
          axisBottom={{ tickSize: 0, tickPadding: 8 }}
          axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 5 }}
          gridYValues={5}
          enableGridX={false}
          animate={false}
          useMesh
          legends={[{ anchor: 'top-right', direction: 'row', translateY: -28, itemWidth: 70, itemHeight: 20, symbolSize: 10, symbolShape: 'circle' }]}
        />
      )}
    </Sized>
  );
}

export interface BarsProps {
  data: BarDatum[];
  keys: string[];
  indexBy: string;
  horizontal?: boolean;
  stacked?: boolean;
  maxValue?: number;
  legend?: boolean;
  leftMargin?: number;
  testId?: string;
}

export function WallBars({ data, keys, indexBy, horizontal, stacked, maxValue, legend = keys.length > 1, leftMargin, testId }: BarsProps) {
  if (!data.length) return <Box h="100%" data-testid={testId} />;
  return (
    <Sized testId={testId}>
      {({ width, height }) => (
        <Bar
          role="presentation"
          width={width}
          height={height}
          data={data}
          keys={keys}
          indexBy={indexBy}
          layout={horizontal ? 'horizontal' : 'vertical'}
          groupMode={stacked ? 'stacked' : 'grouped'}
          theme={WALL_CHART_THEME}
          colors={WALL_SERIES}
          margin={{ top: legend ? 30 : 8, right: 16, bottom: horizontal ? 24 : 28, left: leftMargin ?? (horizontal ? 80 : 44) }}
          padding={0.3}
          innerPadding={1}
          valueScale={{ type: 'linear', min: 0, max: maxValue ?? 'auto' }}
          enableLabel={false}
          enableGridY={!horizontal}
          enableGridX={Boolean(horizontal)}
          axisBottom={horizontal ? { tickSize: 0, tickPadding: 6, tickValues: 4 } : { tickSize: 0, tickPadding: 8 }}
          axisLeft={{ tickSize: 0, tickPadding: 8, ...(horizontal ? {} : { tickValues: 5 }) }}
          animate={false}
          legends={legend ? [{ dataFrom: 'keys', anchor: 'top-right', direction: 'row', translateY: -28, itemWidth: 76, itemHeight: 20, symbolSize: 10 }] : []}
        />
      )}
    </Sized>
  );
}

export interface Slice {
  id: string;
  label: string;
  value: number;
  color?: string;
}

export function WallDonut({ data, testId }: { data: Slice[]; testId?: string }) {
  if (!data.some((d) => d.value > 0)) return <Box h="100%" data-testid={testId} />;
  return (
    <Sized testId={testId}>
      {({ width, height }) => (
        <Pie
          role="presentation"
          width={width}
          height={height}
          data={data}
          theme={WALL_CHART_THEME}
          colors={data.every((d) => d.color) ? (d) => d.data.color! : WALL_SERIES}
          margin={{ top: 16, right: 110, bottom: 16, left: 16 }}
          innerRadius={0.58}
          padAngle={1.5}
          cornerRadius={3}
          enableArcLinkLabels={false}
          arcLabelsSkipAngle={18}
          arcLabelsTextColor="#0f172a"
          animate={false}
          legends={[{ anchor: 'right', direction: 'column', translateX: 100, itemWidth: 90, itemHeight: 22, symbolSize: 10, symbolShape: 'circle' }]}
        />
      )}
    </Sized>
  );
}

/** A gauge of a percentage: a 240° arc with the figure in its middle (plain SVG, it scales with its box). */
const GAUGE_SWEEP = 240;
const arcPoint = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${50 + r * Math.cos(a)} ${50 + r * Math.sin(a)}`;
};
const arcPath = (from: number, to: number, r: number) => `M ${arcPoint(from, r)} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${arcPoint(to, r)}`;

export function WallGauge({ percent, label, color = WALL.accent, testId }: { percent: number; label: string; color?: string; testId?: string }) {
  const start = -GAUGE_SWEEP / 2;
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <Flex h="100%" direction="column" align="center" justify="center" data-testid={testId}>
      <Box position="relative" w="100%" h="100%">
        <svg viewBox="0 0 100 86" width="100%" height="100%" role="img" aria-label={`${label} ${clamped}%`}>
          <path d={arcPath(start, -start, 40)} fill="none" stroke="rgba(148, 163, 184, 0.22)" strokeWidth="9" strokeLinecap="round" />
          {clamped > 0 && <path d={arcPath(start, start + (GAUGE_SWEEP * clamped) / 100, 40)} fill="none" stroke={color} strokeWidth="9" strokeLinecap="round" />}
        </svg>
        <Flex position="absolute" inset="0" direction="column" align="center" justify="center" pb="8%">
          <Text fontSize="28px" fontWeight="bold" color={WALL.figure} lineHeight="1.1" data-testid={testId ? `${testId}-value` : undefined}>
            {clamped}%
          </Text>
          <Text fontSize="13px" color={WALL.muted} textAlign="center" px="18%">
            {label}
          </Text>
        </Flex>
      </Box>
    </Flex>
  );
}

/** A headline figure: label above, the number large, its unit small. */
export function WallFigure({ label, value, unit, testId }: { label: string; value: number | string | undefined; unit?: string; testId?: string }) {
  return (
    <Flex direction="column" align="center" justify="center" h="100%" data-testid={testId}>
      <Text fontSize="15px" color={WALL.muted} whiteSpace="nowrap">
        {label}
      </Text>
      <Text fontSize="30px" fontWeight="bold" color={WALL.figure} fontVariantNumeric="tabular-nums" lineHeight="1.2" data-testid={testId ? `${testId}-value` : undefined}>
        {value ?? '—'}
        {unit && value !== undefined && (
          <Text as="span" fontSize="14px" color={WALL.muted} ml="4px" fontWeight="normal">
            {unit}
          </Text>
        )}
      </Text>
    </Flex>
  );
}
