/** The legend as HTML above the plot: it wraps on a phone where an SVG legend would be cut. */
import { Box, HStack, Text } from '@chakra-ui/react';
import { CHART_COLORS } from './chart-style';

export function ChartLegend({ labels }: { labels: readonly string[] }) {
  return (
    <HStack gap="3" wrap="wrap" data-testid="chart-legend">
      {labels.map((label, index) => (
        <HStack key={label} gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={CHART_COLORS[index % CHART_COLORS.length]} />
          <Text fontSize="xs" color="fg.muted">
            {label}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
