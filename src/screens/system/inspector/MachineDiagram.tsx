/** The chosen machine: its description, its statechart with the given states highlighted, and 导出 SVG. */
import { Box, Button, Card, Heading, HStack, Skeleton, Text } from '@chakra-ui/react';
import { MdFileDownload } from 'react-icons/md';
import { StatechartView, statechartSvg, useStatechartLayout } from '../../../components/statechart';
import { saveBlob } from '../../../lib/download';
import type { MachineEntry } from '../../../machines/registry';
import { inspectorText as t } from '../../../messages/inspector';
import { statechartText } from '../../../messages/statechart';

export interface MachineDiagramProps {
  entry: MachineEntry;
  highlight: readonly string[];
}

export function MachineDiagram({ entry, highlight }: MachineDiagramProps) {
  const { positioned, error } = useStatechartLayout(entry.machine);
  const exportSvg = () => {
    if (!positioned) return;
    const svg = statechartSvg(positioned, `${entry.title}（${entry.machine.id}）`);
    saveBlob(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), `${entry.machine.id}.svg`);
  };

  return (
    <Card.Root size="sm" data-testid="inspector-diagram" data-machine-id={entry.machine.id}>
      <Card.Header flexDirection="row" alignItems="flex-start" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Box minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <Heading size="sm">{entry.title}</Heading>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {t.machineId(entry.machine.id)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="1" data-testid="machine-description">
            {entry.description}
          </Text>
        </Box>
        <Button size="xs" variant="outline" onClick={exportSvg} disabled={!positioned} data-testid="inspector-export">
          <MdFileDownload />
          {t.exportSvg}
        </Button>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Text color="fg.error" data-testid="statechart-error">
            {statechartText.failed(error)}
          </Text>
        ) : positioned ? (
          <StatechartView positioned={positioned} title={entry.title} highlight={highlight} maxH={{ lg: '60vh' }} borderWidth="1px" rounded="md" p="2" bg="bg.panel" />
        ) : (
          <Skeleton h="64" data-testid="statechart-loading" role="status" aria-label={statechartText.drawing} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
