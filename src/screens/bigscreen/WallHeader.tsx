/** The wall screen's title bar with its clock, refreshed every MONITOR_CLOCK_REFRESH_MS (document 2 §9). */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { WALL_HEADER_PX } from '../../constants/bigscreen';
import { MONITOR_CLOCK_REFRESH_MS } from '../../constants/timings';
import { clockText } from './clock';
import { WALL } from './wall-theme';

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MONITOR_CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const { date, weekday, time } = clockText(now);
  return (
    <Flex align="baseline" gap="3" data-testid="wall-clock">
      <Text fontSize="18px" color={WALL.muted}>
        {date} {weekday}
      </Text>
      <Text fontSize="30px" fontWeight="bold" color={WALL.title} fontVariantNumeric="tabular-nums" data-testid="wall-clock-time">
        {time}
      </Text>
    </Flex>
  );
}

export function WallHeader({ title, left }: { title: string; left?: ReactNode }) {
  return (
    <Flex h={`${WALL_HEADER_PX}px`} px="32px" align="center" justify="space-between" position="relative" borderBottom={`1px solid ${WALL.panelBorder}`}>
      <Box w="460px" fontSize="18px" color={WALL.muted}>
        {left}
      </Box>
      <Text
        as="h1"
        position="absolute"
        left="50%"
        transform="translateX(-50%)"
        fontSize="40px"
        fontWeight="bold"
        letterSpacing="6px"
        color={WALL.title}
        textShadow="0 0 18px rgba(56, 189, 248, 0.65)"
        whiteSpace="nowrap"
      >
        {title}
      </Text>
      <Flex w="460px" justify="flex-end">
        <Clock />
      </Flex>
    </Flex>
  );
}
