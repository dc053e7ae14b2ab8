/** A framed panel of a wall screen: a title strip and a body that takes the rest of the panel's height. */
import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WALL } from './wall-theme';

export interface WallPanelProps {
  title: string;
  children: ReactNode;
  /** Height in px on the 1920×1080 stage; omitted = grows to fill its column. */
  height?: number;
  extra?: ReactNode;
  testId?: string;
}

export function WallPanel({ title, children, height, extra, testId }: WallPanelProps) {
  return (
    <Flex
      direction="column"
      h={height ? `${height}px` : undefined}
      flex={height ? undefined : '1'}
      minH="0"
      bg={WALL.panel}
      border={`1px solid ${WALL.panelBorder}`}
      borderRadius="6px"
      boxShadow="inset 0 0 24px rgba(56, 189, 248, 0.12)"
      data-testid={testId}
    >
      <Flex h="40px" px="14px" align="center" justify="space-between" borderBottom={`1px solid ${WALL.panelBorder}`} flexShrink={0}>
        <Text fontSize="18px" fontWeight="bold" color={WALL.title} borderLeft={`4px solid ${WALL.accent}`} pl="10px" lineHeight="1">
          {title}
        </Text>
        {extra}
      </Flex>
      <Box flex="1" minH="0" p="10px" position="relative">
        {children}
      </Box>
    </Flex>
  );
}
