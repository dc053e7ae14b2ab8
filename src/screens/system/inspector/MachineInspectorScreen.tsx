/**
 * 状态机检查器 (machineInspector, menu 11970, beyond the spec): every machine of src/machines/registry.ts
 * drawn from its definition, the actors of this tab running it (live, through XState's inspection API),
 * and a sandbox copy to drive by hand. The list of machines becomes a select on a phone.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { machineRegistry } from '../../../machines/registry';
import { inspectorText as t } from '../../../messages/inspector';
import type { ScreenProps } from '../../types';
import { MachinePanel } from './MachinePanel';
import { MachinePicker } from './MachinePicker';

export default function MachineInspectorScreen(_props: ScreenProps) {
  const [selectedId, setSelectedId] = useState(machineRegistry[0]?.id ?? '');
  const entry = machineRegistry.find((each) => each.id === selectedId) ?? machineRegistry[0];

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="machine-inspector">
      <Stack gap="4" maxW="8xl" mx="auto">
        <Box>
          <Heading size="md">{t.title}</Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t.intro}
          </Text>
        </Box>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' }} gap="4" alignItems="start">
          <Box position={{ lg: 'sticky' }} top={{ lg: '4' }} minW="0">
            <MachinePicker entries={machineRegistry} selected={entry?.id ?? ''} onSelect={setSelectedId} />
          </Box>
          {entry && <MachinePanel key={entry.id} entry={entry} />}
        </Grid>
      </Stack>
    </Box>
  );
}
