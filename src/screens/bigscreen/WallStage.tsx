/**
 * A wall screen's stage: laid out at 1920×1080 and scaled to the window as a whole, so the same layout fills
 * a wall, a laptop or a phone without scrollbars (letterboxed in the remaining direction).
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WALL_HEIGHT_PX, WALL_WIDTH_PX } from '../../constants/bigscreen';
import { useStageScale } from './use-stage-scale';
import { WALL } from './wall-theme';

export function WallStage({ children, testId }: { children: ReactNode; testId: string }) {
  const scale = useStageScale();
  return (
    <Box position="fixed" inset="0" overflow="hidden" bg={WALL.background} data-testid={`${testId}-viewport`}>
      <Box
        position="absolute"
        left="50%"
        top="50%"
        w={`${WALL_WIDTH_PX}px`}
        h={`${WALL_HEIGHT_PX}px`}
        style={{ transform: `translate(-50%, -50%) scale(${scale})`, transformOrigin: 'center center', backgroundImage: WALL.stageGradient }}
        color={WALL.text}
        data-testid={testId}
        data-scale={scale.toFixed(4)}
      >
        {children}
      </Box>
    </Box>
  );
}
