/**
 * The guided approval page (审批, 待办审批, 派发, 分工, 审核, 我的审批, the personal duty approvals): the
 * business record on top, the flow as a stepper, only the moves the server's machine allows, each move's
 * form, the approval timeline, the circulation dialog and the work's attachments. Opened with
 * `?flowWorkId=` or `?busiTypeCode=&busiInstId=`.
 */
import { useApolloClient } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { inspect } from '../../../machines/inspection';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { approvalPageMachine, type WorkQuery } from '../../../machines/approval-page';
import { approvalText as text } from '../../../messages/approval';
import { common } from '../../../messages/common';
import type { ScreenProps } from '../../types';
import { approvalActors, refreshAfterMove } from './approval-actors';
import { ApprovalTimeline } from './ApprovalTimeline';
import { CirculationDialog } from './CirculationDialog';
import { FlowStepper } from './FlowStepper';
import { MoveButtons } from './MoveButtons';
import { MoveDialog } from './MoveDialog';
import { PageSection } from './PageSection';
import { recordViewFor } from './record-views';
import { TaskFiles } from './TaskFiles';
import { TaskTalkPanel } from '../task-talk';
import { VideoDispatchButton } from '../../../components/video';
import { workQueryFrom } from './work-query';

// Business modules register their record views when loaded (see record-views.ts).
import.meta.glob('../../**/*.record-view.tsx', { eager: true });

const PHASE_COLOR: Record<string, string> = { draft: 'gray', inApproval: 'blue', approved: 'green', rejected: 'red', revoked: 'orange', closed: 'gray' };

export default function ApprovalScreen({ route }: ScreenProps) {
  const { search } = useLocation();
  const query = useMemo(() => workQueryFrom(new URLSearchParams(search)), [search]);
  if (!query)
    return (
      <Box p={{ base: '3', md: '5' }}>
        <Alert.Root status="warning" data-testid="approval-missing">
          <Alert.Indicator />
          <Alert.Title>{text.missingQuery}</Alert.Title>
        </Alert.Root>
      </Box>
    );
  return <ApprovalPage key={search} title={route.title} query={query} />;
}

function ApprovalPage({ title, query }: { title: string; query: WorkQuery }) {
  const client = useApolloClient();
  const logic = useMemo(() => approvalPageMachine.provide({ actors: approvalActors(client), actions: { workChanged: () => refreshAfterMove(client) } }), [client]);
  const [state, send] = useMachine(logic, { input: { query }, inspect });
  const [historyOpen, setHistoryOpen] = useState(false);
  const { work, move, draft, error, notice } = state.context;

  if (state.matches('failed'))
    return (
      <Stack align="center" py="10" gap="3" data-testid="approval-failed">
        <Text color="fg.error">{error ?? text.loadFailed}</Text>
        <Button size="sm" variant="outline" onClick={() => send({ type: 'page.reload' })}>
          {text.reload}
        </Button>
      </Stack>
    );
  if (!work)
    return (
      <Stack p={{ base: '3', md: '5' }} gap="4" data-testid="approval-loading">
        <Skeleton h="24" />
        <Skeleton h="16" />
      </Stack>
    );

  const Record = recordViewFor(work.busiTypeCode);
  const ready = state.matches('ready');
  const dialogOpen = state.matches('choosing') || state.matches('submitting') || state.matches('conflict');
  return (
    <Box p={{ base: '3', md: '5' }} data-testid="approval-screen">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap">
            <Heading size="md">{title}</Heading>
            <Badge colorPalette={PHASE_COLOR[work.phase] ?? 'gray'} data-testid="approval-phase">
              {work.phaseName}
            </Badge>
          </HStack>
          <HStack gap="2">
            {work.id && <VideoDispatchButton subject={{ type: 'task', id: work.id, title: work.title ?? title }} />}
            <Button size="sm" variant="outline" disabled={!ready} onClick={() => send({ type: 'page.reload' })} data-testid="approval-refresh">
              {common.refresh}
            </Button>
          </HStack>
        </HStack>
        <PageSection title={text.record} testId="approval-record">
          <Record work={work} />
        </PageSection>
        <PageSection title={text.flow} testId="approval-flow">
          <FlowStepper work={work} />
        </PageSection>
        <PageSection
          title={text.moves}
          testId="approval-moves"
          action={
            work.id ? (
              <Button size="sm" variant="ghost" colorPalette="blue" onClick={() => setHistoryOpen(true)} data-testid="approval-history">
                {text.history}
              </Button>
            ) : undefined
          }
        >
          <Stack gap="3">
            {notice && (
              <Alert.Root status="warning" data-testid="approval-notice">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            )}
            <MoveButtons moves={work.allowedMoves} disabled={!ready} onChoose={(chosen) => send({ type: 'move.choose', move: chosen })} />
          </Stack>
        </PageSection>
        <PageSection title={text.timeline} testId="approval-timeline-section">
          <ApprovalTimeline busiTypeCode={work.busiTypeCode} busiInstId={work.busiInstId} />
        </PageSection>
        <PageSection title={text.files} testId="approval-files">
          {work.id && work.allows.includes('files') ? (
            <TaskFiles taskId={work.id} title={work.title ?? title} />
          ) : (
            <Text color="fg.muted" fontSize="sm" data-testid="approval-files-note">
              {work.id ? text.filesOnWorkOnly : text.filesAfterSend}
            </Text>
          )}
        </PageSection>
        {/* The people on the work talk about it here, live; someone who may only read the work does not see it. */}
        {work.id && work.allows.includes('talk') && <TaskTalkPanel flowWorkId={work.id} />}
      </Stack>
      <MoveDialog
        work={work}
        move={dialogOpen ? move : undefined}
        defaults={draft}
        error={error}
        busy={!state.matches('choosing')}
        onSubmit={(values) => send({ type: 'move.submit', values })}
        onCancel={() => send({ type: 'move.cancel' })}
      />
      {work.id && <CirculationDialog flowWorkId={work.id} open={historyOpen} onClose={() => setHistoryOpen(false)} />}
    </Box>
  );
}
