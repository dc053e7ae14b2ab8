/**
 * One machine in the inspector: its diagram, highlighting either the chosen live actor's state (实时运行)
 * or the sandbox copy's (沙盒). Keyed by machine, so choosing another machine starts afresh.
 */
import { Stack, Tabs } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { statePaths } from '../../../machines/inspection';
import type { MachineEntry } from '../../../machines/registry';
import { sampleFor } from '../../../machines/samples';
import { inspectorText as t } from '../../../messages/inspector';
import { eventLabeller } from './event-label';
import { LiveActors } from './LiveActors';
import { MachineDiagram } from './MachineDiagram';
import { SandboxPanel } from './SandboxPanel';
import { useInspectionEnabled, useLiveActors } from './use-live-actors';
import { useSandbox } from './use-sandbox';

type Tab = 'live' | 'sandbox';

export function MachinePanel({ entry }: { entry: MachineEntry }) {
  const [tab, setTab] = useState<Tab>('live');
  const enabled = useInspectionEnabled();
  const all = useLiveActors();
  const actors = useMemo(() => all.filter((actor) => actor.machineId === entry.machine.id), [all, entry]);
  const [chosenKey, setChosenKey] = useState<string>();
  const selected = actors.find((actor) => actor.key === chosenKey) ?? actors[0];
  const sandbox = useSandbox(entry);
  const sample = sampleFor(entry.id);
  const label = useMemo(() => eventLabeller(entry.machine), [entry]);
  const highlight = tab === 'live' ? statePaths(selected?.value) : statePaths(sandbox.current?.value);

  return (
    <Stack gap="4" minW="0">
      <MachineDiagram entry={entry} highlight={highlight} />
      <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as Tab)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="live" data-testid="tab-live">
            {t.liveTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="sandbox" data-testid="tab-sandbox">
            {t.sandboxTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="live">
          <LiveActors actors={actors} selected={selected} onSelect={setChosenKey} enabled={enabled} label={label} />
        </Tabs.Content>
        <Tabs.Content value="sandbox">
          <SandboxPanel sandbox={sandbox} samples={sample?.events} hasSample={Boolean(sample)} label={label} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
