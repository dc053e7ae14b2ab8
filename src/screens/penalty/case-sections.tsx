/** The read-only parts of a penalty case page: what each step recorded, in step order. */
import { Card, DataList, Stack } from '@chakra-ui/react';
import { BUSINESS_PHASE_NAMES, type BusinessPhase } from '../../constants/business-flow';
import { optionLabel, PENALTY_EXECUTION_OPTIONS, PENALTY_REPLY_OPTIONS, PENALTY_RIGHTS_OPTIONS } from '../../constants/options';
import type { PenaltyCaseRowFragment } from '../../graphql/generated/graphql';
import { formatTime } from '../../lib/time';
import { penaltyText as text } from '../../messages/penalty';

type Row = PenaltyCaseRowFragment;
type Item = [label: string, value: string | number | null | undefined, testId?: string];

function Section({ title, items, children }: { title: string; items: Item[]; children?: React.ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header fontWeight="semibold">{title}</Card.Header>
      <Card.Body gap="2">
        <DataList.Root orientation="horizontal" size="sm">
          {items.map(([label, value, testId]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-line" data-testid={testId}>{value === null || value === undefined || value === '' ? '—' : String(value)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

const time = (v: string | null | undefined) => (v ? formatTime(v) : null);

export function CaseSections({ row }: { row: Row }) {
  return (
    <Stack gap="3">
      <Section title={text.caseInfo} items={[
        ['当事人', row.partyName], ['地址', row.address], ['案由', row.causeName], ['案件来源', row.sourceText], ['承办单位', row.organName], ['承办人', row.handlerName],
        ['立案时间', time(row.createdAt)], ['案件状态', row.statusText, 'case-status'], ['案情摘要', row.facts],
      ]} />
      {!row.evidence.length ? null : (
        <Section title={`${text.evidence} / ${text.inquiries}`} items={[
          [text.evidence, row.evidence.flatMap((e) => (e ? [e] : [])).map((e, i) => `${i + 1}. ${e.name}（${e.collectedAt}）${e.description ? `：${e.description}` : ''}`).join('\n')],
          [text.inquiries, row.inquiries.flatMap((q) => (q ? [q] : [])).map((q, i) => `${i + 1}. ${q.person}（${q.askedAt}）：${q.content}`).join('\n')],
        ]} />
      )}
      {row.notifiedAt && (
        <Section title={text.notice} items={[
          [text.rights, optionLabel(PENALTY_RIGHTS_OPTIONS, row.rights)], [text.proposedPenalty, row.proposedPenalty], ['告知时间', time(row.notifiedAt)],
          [text.replyDeadline, row.replyDeadline, 'case-reply-deadline'], [text.partyReply, row.partyReply ? optionLabel(PENALTY_REPLY_OPTIONS, row.partyReply) : null], [text.replyNote, row.replyNote],
        ]} />
      )}
      {row.legalReviewId && <Section title={text.review} items={[['审核结果', BUSINESS_PHASE_NAMES[(row.reviewPhase ?? 'draft') as BusinessPhase] ?? row.reviewPhase, 'case-review-phase']]} />}
      {row.decisionNumber && (
        <Section title={text.decision} items={[
          ['决定书文号', row.decisionNumber, 'case-decision-number'], [text.penaltyKind, row.penaltyKindText], [text.fineAmount, row.fineAmount], ['决定时间', time(row.decidedAt)],
        ]} />
      )}
      {row.executionKind && (
        <Section title={text.execution} items={[
          [text.executionKind, optionLabel(PENALTY_EXECUTION_OPTIONS, row.executionKind)], [text.paidAmount, row.paidAmount], [text.paidAt, row.paidAt], [text.executionNote, row.executionNote],
          ['结案时间', time(row.closedAt)],
        ]} />
      )}
    </Stack>
  );
}
