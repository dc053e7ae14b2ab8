/**
 * 案件办理 (xzcfDetail ?id=): a penalty case as its steps recorded it, and the form of each step the server
 * allows now (`allows`); the case's place in the chain of its source task; the decision writ as .docx.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { PENALTY_DECISION_DOCX_URL } from '../../constants/penalty-cases';
import { PenaltyCaseDetailDocument, SupervisionTaskChainDocument, type PenaltyCaseRowFragment } from '../../graphql/generated/graphql';
import { download } from '../../lib/download';
import { formatTime } from '../../lib/time';
import { common } from '../../messages/common';
import { penaltyText as text } from '../../messages/penalty';
import { resourceChanged } from '../resource/resource-events';
import type { ScreenProps } from '../types';
import { CaseSections } from './case-sections';
import { EvidenceEditor } from './EvidenceEditor';
import { StepForm } from './StepForm';
import { stepSpecs } from './step-forms';

function TaskChain({ taskId }: { taskId: string }) {
  const { data } = useQuery(SupervisionTaskChainDocument, { variables: { id: taskId }, fetchPolicy: 'network-only' });
  const events = (data?.supervisionTaskChain ?? []).flatMap((e) => (e ? [e] : []));
  if (!events.length) return null;
  return (
    <Card.Root size="sm" data-testid="case-chain">
      <Card.Header fontWeight="semibold">{text.chain}</Card.Header>
      <Card.Body overflowX="auto">
        <Table.Root size="sm">
          <Table.Body>
            {events.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell whiteSpace="nowrap">{formatTime(e.at)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{e.title}</Table.Cell>
                <Table.Cell>{e.detail}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}

const initialEvidence = (row: PenaltyCaseRowFragment) => ({
  evidence: row.evidence.flatMap((e) => (e ? [{ ...e }] : [])),
  inquiries: row.inquiries.flatMap((q) => (q ? [{ ...q }] : [])),
});

export default function PenaltyCaseScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const { data, refetch } = useQuery(PenaltyCaseDetailDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const row = data?.penaltyCaseDetail;
  const done = () => {
    resourceChanged('penaltyCase');
    void refetch();
  };
  const key = row ? { id: row.id, version: row.version } : null;
  const steps = row ? stepSpecs(row).filter((s) => row.allows.includes(s.move)) : [];

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="penalty-case">
      <Stack gap="4" maxW="5xl" mx="auto">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{row?.caseName ?? route.title}</Heading>
          <HStack gap="2">
            {row?.decisionWritId && (
              <Button size="sm" variant="outline" onClick={() => void download(PENALTY_DECISION_DOCX_URL, { id: row.id }, { method: 'GET', fallbackName: `${row.decisionNumber ?? row.caseName}.docx` })} data-testid="case-download-decision">
                {text.downloadDecision}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={goBack}>{common.back}</Button>
          </HStack>
        </HStack>
        {row && key && (
          <>
            <CaseSections row={row} />
            {row.allows.includes('investigate') && (
              <EvidenceEditor key={`${row.id}:${row.version}`} caseKey={key} initial={initialEvidence(row)} onDone={done} />
            )}
            {steps.map((spec) => <StepForm key={`${spec.move}:${row.version}`} spec={spec} caseKey={key} onDone={done} />)}
            {!row.allows.length && <Text fontSize="sm" color="fg.muted" data-testid="case-no-step">{text.noStep}</Text>}
            {row.sourceTaskId && <TaskChain key={row.version} taskId={row.sourceTaskId} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
