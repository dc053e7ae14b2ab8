/**
 * The live diagram of the definition being edited: the approval-flow machine the server will run, built
 * from the typed steps (debounced) and drawn by the statechart component; the shared rules' problems under
 * it; 导出流程图 saves it as SVG.
 */
import { Box, Button, Card, Heading, HStack, List, Skeleton, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { MdCheckCircleOutline, MdFileDownload } from 'react-icons/md';
import { StatechartView, statechartSvg, useStatechartLayout, type GraphOptions } from '../../../components/statechart';
import { FLOW_ACTION_NAMES } from '../../../constants/flow-labels';
import { saveBlob } from '../../../lib/download';
import { createApprovalFlowMachine, type FlowDefinitionSpec } from '../../../machines/approval-flow';
import { FLOW_MOVE_NAMES, flowEditorText as t } from '../../../messages/flow-editor';
import { specOf, type FlowFormValues } from './flow-form';
import { useDebouncedValue } from './use-debounced-value';

const REDRAW_DELAY_MS = 300;

/** Events in the words of the buttons the caseworker sees; guards are for developers (the inspector). */
const GRAPH_OPTIONS: GraphOptions = {
  guards: false,
  eventNames: Object.fromEntries(Object.entries({ ...FLOW_ACTION_NAMES, ...FLOW_MOVE_NAMES }).map(([move, name]) => [`flow.${move}`, name])),
};

function machineOf(specText: string) {
  const spec = JSON.parse(specText) as FlowDefinitionSpec | null;
  if (!spec) return undefined;
  try {
    return createApprovalFlowMachine(spec);
  } catch {
    return undefined;
  }
}

export interface FlowPreviewProps {
  values: FlowFormValues;
  problems: readonly string[];
  /** A step state of the diagram was clicked. */
  onSelectStep?: (key: string) => void;
}

export function FlowPreview({ values, problems, onSelectStep }: FlowPreviewProps) {
  const settled = useDebouncedValue(values, REDRAW_DELAY_MS);
  const specText = JSON.stringify(specOf(settled) ?? null);
  const machine = useMemo(() => machineOf(specText), [specText]);
  const { positioned, error } = useStatechartLayout(machine, GRAPH_OPTIONS);
  const title = values.name.trim() || t.definition;
  const exportSvg = () => {
    if (!positioned) return;
    saveBlob(new Blob([statechartSvg(positioned, title)], { type: 'image/svg+xml;charset=utf-8' }), `${title}.svg`);
  };
  const selectState = (stateId: string) => {
    const [parent, key] = stateId.split('.');
    if (parent === 'inApproval' && key) onSelectStep?.(key);
  };

  return (
    <Card.Root size="sm" data-testid="flow-preview">
      <Card.Header flexDirection="row" alignItems="flex-start" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Box>
          <Heading size="sm">{t.diagram}</Heading>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t.diagramHint}
          </Text>
        </Box>
        <Button size="xs" variant="outline" onClick={exportSvg} disabled={!machine || !positioned} data-testid="flow-export">
          <MdFileDownload />
          {t.exportDiagram}
        </Button>
      </Card.Header>
      <Card.Body gap="4">
        {!machine ? (
          <Text color="fg.muted" fontSize="sm" textAlign="center" py="10" borderWidth="1px" borderStyle="dashed" rounded="md" data-testid="flow-diagram-empty">
            {t.diagramEmpty}
          </Text>
        ) : error ? (
          <Text color="fg.error" data-testid="statechart-error">
            {error}
          </Text>
        ) : positioned ? (
          <StatechartView positioned={positioned} title={title} onSelectState={selectState} maxH={{ lg: '62vh' }} borderWidth="1px" rounded="md" p="2" bg="bg.panel" />
        ) : (
          <Skeleton h="64" data-testid="statechart-loading" />
        )}
        {problems.length > 0 ? (
          <Box borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md" p="3" data-testid="flow-problems">
            <Text fontWeight="semibold" fontSize="sm" color="fg.warning" mb="1">
              {t.problems(problems.length)}
            </Text>
            <List.Root fontSize="sm" ps="4" gap="0.5">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List.Root>
          </Box>
        ) : (
          <HStack color="fg.success" fontSize="sm" data-testid="flow-problems-none">
            <MdCheckCircleOutline />
            <Text>{t.noProblems}</Text>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
