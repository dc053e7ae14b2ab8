/** The machines of the registry: a list with their descriptions on a wide screen, a select on a phone. */
import { Box, Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { MachineEntry } from '../../../machines/registry';
import { inspectorText as t } from '../../../messages/inspector';

export interface MachinePickerProps {
  entries: readonly MachineEntry[];
  selected: string;
  onSelect: (id: string) => void;
}

export function MachinePicker({ entries, selected, onSelect }: MachinePickerProps) {
  return (
    <>
      <Box display={{ base: 'block', lg: 'none' }}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t.chooseMachine} value={selected} onChange={(event) => onSelect(event.currentTarget.value)} data-testid="machine-select">
            {entries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}（{entry.id}）
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Stack as="nav" aria-label={t.machines} gap="1" display={{ base: 'none', lg: 'flex' }} data-testid="machine-list">
        {entries.map((entry) => {
          const active = entry.id === selected;
          return (
            <Button
              key={entry.id}
              variant={active ? 'subtle' : 'ghost'}
              colorPalette={active ? 'brand' : 'gray'}
              aria-current={active ? 'page' : undefined}
              onClick={() => onSelect(entry.id)}
              h="auto"
              py="2"
              px="3"
              whiteSpace="normal"
              textAlign="start"
              justifyContent="flex-start"
              data-testid={`machine-item-${entry.id}`}
            >
              <Stack gap="0.5" w="full">
                <Text fontWeight="semibold">
                  {entry.title}
                  <Text as="span" fontWeight="normal" color="fg.muted" fontFamily="mono" fontSize="xs" ms="2">
                    {entry.id}
                  </Text>
                </Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal" lineClamp={3} title={entry.description}>
                  {entry.description}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
