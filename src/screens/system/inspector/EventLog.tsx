/** The last events of a live actor, oldest first, kept scrolled to the newest; each opens to its payload. */
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { formatTime } from '../../../lib/time';
import { toJson, type InspectedEvent } from '../../../machines/inspection';
import { inspectorText as t } from '../../../messages/inspector';

export interface EventLogProps {
  events: readonly InspectedEvent[];
  total: number;
  label: (type: string) => string;
}

const clock = (at: number) => `${formatTime(at, 'HH:mm:ss')}.${String(at % 1000).padStart(3, '0')}`;

export function EventLog({ events, total, label }: EventLogProps) {
  const list = useRef<HTMLDivElement>(null);
  const newest = events.at(-1)?.seq;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <Box borderWidth="1px" rounded="md" data-testid="actor-events">
      <HStack justify="space-between" px="3" py="2" borderBottomWidth="1px">
        <Text fontSize="sm" fontWeight="medium">
          {t.events}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t.eventsKept(events.length, total)}
        </Text>
      </HStack>
      <Box ref={list} maxH="72" overflow="auto" px="3" py="1" tabIndex={0}>
        {events.length === 0 && (
          <Text fontSize="sm" color="fg.muted" py="2">
            {t.noEvents}
          </Text>
        )}
        {events.map((event) => {
          const { type: _type, ...payload } = event.event;
          const readable = label(event.type);
          return (
            <chakra.details key={event.seq} py="1" borderBottomWidth="1px" borderColor="border.muted" data-testid="event-row" data-event-type={event.type}>
              <chakra.summary cursor="pointer" fontSize="xs" display="flex" gap="2" flexWrap="wrap" alignItems="baseline">
                <chakra.time fontFamily="mono" color="fg.muted" dateTime={new Date(event.at).toISOString()}>
                  {clock(event.at)}
                </chakra.time>
                <chakra.span fontFamily="mono" fontWeight="medium" wordBreak="break-all">
                  {readable}
                </chakra.span>
                {readable !== event.type && (
                  <chakra.span fontFamily="mono" color="fg.muted" wordBreak="break-all">
                    {event.type}
                  </chakra.span>
                )}
                {event.sourceId && <chakra.span color="fg.muted">{t.eventFrom(event.sourceId)}</chakra.span>}
              </chakra.summary>
              <Box as="pre" m="0" mt="1" fontSize="xs" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-all" maxH="40" overflow="auto" bg="bg.subtle" p="2" rounded="sm" tabIndex={0}>
                {toJson(payload)}
              </Box>
            </chakra.details>
          );
        })}
      </Box>
    </Box>
  );
}
