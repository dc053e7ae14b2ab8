/** The live actors of the chosen machine in this tab; the chosen one with its state, context and events. */
import { Alert, Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { formatTime } from '../../../lib/time';
import { stateText, type InspectedActor } from '../../../machines/inspection';
import { inspectorText as t } from '../../../messages/inspector';
import { EventLog } from './EventLog';
import { JsonBlock } from './JsonBlock';

export interface LiveActorsProps {
  actors: readonly InspectedActor[];
  selected?: InspectedActor;
  onSelect: (key: string) => void;
  enabled: boolean;
  label: (type: string) => string;
}

const STATUS_PALETTE: Record<string, string> = { active: 'green', done: 'blue', error: 'red', stopped: 'gray' };

/** Root actors are all called 'x:0'; a context's own name (a list's resource, the user) tells them apart. */
function nameIn(context: unknown): string | undefined {
  const name = context && typeof context === 'object' ? (context as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

export function LiveActors({ actors, selected, onSelect, enabled, label }: LiveActorsProps) {
  if (!enabled) {
    return (
      <Alert.Root status="warning" data-testid="inspection-off">
        <Alert.Indicator />
        <Alert.Title>{t.inspectionOff}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="3" data-testid="live-actors">
      <Text fontSize="sm" color="fg.muted">
        {actors.length ? t.liveHint : t.noActors}
      </Text>
      {actors.length > 0 && (
        <Stack gap="1" role="radiogroup" aria-label={t.liveTab}>
          {actors.map((actor, index) => (
            <Button
              key={actor.key}
              role="radio"
              aria-checked={actor.key === selected?.key}
              variant={actor.key === selected?.key ? 'subtle' : 'ghost'}
              colorPalette={actor.key === selected?.key ? 'brand' : 'gray'}
              justifyContent="flex-start"
              h="auto"
              py="2"
              whiteSpace="normal"
              textAlign="start"
              onClick={() => onSelect(actor.key)}
              title={actor.id}
              data-testid="live-actor"
              data-actor-key={actor.key}
              data-actor-name={nameIn(actor.context)}
            >
              <HStack gap="2" flexWrap="wrap" w="full">
                <Text fontWeight="medium">{t.actorLabel(index, formatTime(actor.startedAt, 'HH:mm:ss'), nameIn(actor.context))}</Text>
                <Badge colorPalette={STATUS_PALETTE[actor.status]}>{t.status[actor.status]}</Badge>
                <Code fontSize="xs">{stateText(actor.value)}</Code>
              </HStack>
            </Button>
          ))}
        </Stack>
      )}
      {selected && (
        <Stack gap="3" data-testid="actor-detail">
          <HStack gap="2" flexWrap="wrap">
            <Text fontSize="sm" fontWeight="medium">
              {t.currentState}
            </Text>
            <Code data-testid="actor-state">{stateText(selected.value)}</Code>
          </HStack>
          <JsonBlock label={t.context} value={selected.context} testId="actor-context" />
          <Box>
            <EventLog events={selected.events} total={selected.eventCount} label={label} />
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
