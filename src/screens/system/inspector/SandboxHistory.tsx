/** The sandbox's snapshots in order; the current one marked, any one can be returned to. */
import { Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { formatTime } from '../../../lib/time';
import { stateText } from '../../../machines/inspection';
import { inspectorText as t } from '../../../messages/inspector';
import type { HistoryEntry } from './use-sandbox';

export interface SandboxHistoryProps {
  history: readonly HistoryEntry[];
  index: number;
  onGo: (index: number) => void;
  label: (type: string) => string;
}

export function SandboxHistory({ history, index, onGo, label }: SandboxHistoryProps) {
  const cause = (entry: HistoryEntry) => (entry.kind === 'start' ? t.startEntry : entry.event ? label(entry.event.type) : t.autoEntry);
  return (
    <Box borderWidth="1px" rounded="md" data-testid="sandbox-history">
      <Text fontSize="sm" fontWeight="medium" px="3" py="2" borderBottomWidth="1px">
        {t.history}
      </Text>
      <Stack as="ol" gap="0" maxH="60" overflow="auto" p="1" listStyleType="none" m="0" tabIndex={0}>
        {history.map((entry, at) => (
          <li key={`${at}-${entry.at}`}>
            <Button
              variant={at === index ? 'subtle' : 'ghost'}
              colorPalette={at === index ? 'brand' : 'gray'}
              size="xs"
              w="full"
              justifyContent="flex-start"
              h="auto"
              py="1"
              whiteSpace="normal"
              textAlign="start"
              aria-current={at === index ? 'step' : undefined}
              onClick={() => onGo(at)}
              data-testid="sandbox-history-entry"
            >
              <Text as="span" fontFamily="mono" color="fg.muted">
                {at + 1}. {formatTime(entry.at, 'HH:mm:ss')}
              </Text>
              <Text as="span" fontWeight="medium">
                {cause(entry)}
              </Text>
              <Code fontSize="xs">{stateText(entry.snapshot.value)}</Code>
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
