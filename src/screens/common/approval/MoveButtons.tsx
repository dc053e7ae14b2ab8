/** Only the moves the server's machine allows the caller now, as buttons that wrap on a narrow screen. */
import { Button, HStack, Text } from '@chakra-ui/react';
import { FLOW_MOVE_NAMES } from '../../../constants/flow-runtime';
import type { FlowMove } from '../../../machines/approval-flow/types';
import { approvalText as text } from '../../../messages/approval';

const PRIMARY = new Set<FlowMove>(['send', 'submit', 'approve', 'close']);
const DANGER = new Set<FlowMove>(['reject', 'end']);

export interface MoveButtonsProps {
  moves: readonly FlowMove[];
  disabled?: boolean;
  onChoose: (move: FlowMove) => void;
}

export function MoveButtons({ moves, disabled, onChoose }: MoveButtonsProps) {
  if (moves.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="moves-none">
        {text.noMoves}
      </Text>
    );
  return (
    <HStack gap="2" wrap="wrap" data-testid="move-buttons">
      {moves.map((move) => (
        <Button
          key={move}
          size="sm"
          variant={PRIMARY.has(move) ? 'solid' : 'outline'}
          colorPalette={DANGER.has(move) ? 'red' : 'brand'}
          disabled={disabled}
          onClick={() => onChoose(move)}
          data-testid={`move-${move}`}
        >
          {FLOW_MOVE_NAMES[move]}
        </Button>
      ))}
    </HStack>
  );
}
