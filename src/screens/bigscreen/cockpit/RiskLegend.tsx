/** The risk legend (document 2 §9: 重大 red, 较大 yellow, 一般 blue, 低 green); a click shows or hides that level. */
import { Box, Flex, Text } from '@chakra-ui/react';
import { RISK_COLORS, RISK_LEVELS, type RiskLevel } from '../../../constants/map';
import { bigscreen as text } from '../../../messages/bigscreen';
import { WALL } from '../wall-theme';

export function RiskLegend({ shown, onToggle }: { shown: ReadonlySet<RiskLevel>; onToggle?: (risk: RiskLevel) => void }) {
  return (
    <Box position="absolute" left="14px" bottom="14px" p="10px 12px" bg="rgba(4, 18, 48, 0.82)" border={`1px solid ${WALL.panelBorder}`} borderRadius="6px" data-testid="risk-legend">
      <Text fontSize="14px" color={WALL.title} mb="6px">
        {text.legendTitle}
        {onToggle && (
          <Text as="span" fontSize="12px" color={WALL.muted} ml="8px">
            {text.legendHint}
          </Text>
        )}
      </Text>
      <Flex gap="8px">
        {RISK_LEVELS.map((risk) => {
          const on = shown.has(risk);
          return (
            <Flex
              as="button"
              key={risk}
              align="center"
              gap="6px"
              px="8px"
              py="3px"
              borderRadius="4px"
              cursor={onToggle ? 'pointer' : 'default'}
              opacity={on ? 1 : 0.4}
              bg={on ? 'rgba(56, 189, 248, 0.12)' : 'transparent'}
              aria-pressed={on}
              onClick={() => onToggle?.(risk)}
              data-testid={`risk-legend-${risk}`}
            >
              <Box w="14px" h="14px" borderRadius="3px" bg={RISK_COLORS[risk]} />
              <Text fontSize="14px" color={WALL.text}>
                {text.risks[risk]}
              </Text>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
