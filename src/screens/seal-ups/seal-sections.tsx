/** The read-only parts of a sealing's page: what each move recorded, in order. */
import { Card, DataList, Stack } from '@chakra-ui/react';
import { optionLabel, CHECK_RESULT_OPTIONS } from '../../constants/options';
import type { SealUpRowFragment } from '../../graphql/generated/graphql';
import { formatTime } from '../../lib/time';
import { sealUpText as text } from '../../messages/seal-ups';

type Item = [label: string, value: string | number | null | undefined, testId?: string];

function Section({ title, items }: { title: string; items: Item[] }) {
  return (
    <Card.Root size="sm">
      <Card.Header fontWeight="semibold">{title}</Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm">
          {items.map(([label, value, testId]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-line" data-testid={testId}>{value === null || value === undefined || value === '' ? '—' : String(value)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

const time = (v: string | null | undefined) => (v ? formatTime(v) : null);

export function SealSections({ row }: { row: SealUpRowFragment }) {
  const officers = row.sealOfficers.flatMap((o) => (o ? [o] : []));
  return (
    <Stack gap="3">
      <Section title={text.info} items={[
        ['当事人', row.partyName], ['地址', row.address], ['来源', row.sourceText], ['火灾隐患', row.hazard], ['查封场所或部位', row.places], ['查封期限（天）', row.periodDays],
        ['承办单位', row.organName], ['承办人', row.handlerName], ['状态', row.statusText, 'seal-status'],
      ]} />
      {row.approverId && (
        <Section title={text.approval} items={[
          ['审批人', row.approverName], [text.opinion, row.approvalOpinion], ['决定书文号', row.decisionNumber, 'seal-decision-number'], ['决定时间', time(row.decidedAt)],
        ]} />
      )}
      {row.sealedOn && (
        <Section title={text.sealing} items={[
          [text.sealedOn, row.sealedOn], ['查封期满日期', row.expiresOn, 'seal-expires-on'], ['执法人员', officers.join('、')], [text.photos, row.sealPhotoIds.length], [text.sealNote, row.sealNote],
        ]} />
      )}
      {(row.appliedOn || row.liftedAt) && (
        <Section title={text.lifting} items={[
          [text.appliedOn, row.appliedOn], [text.applyNote, row.applyNote],
          [text.recheckResult, row.recheckTaskId ? (row.recheckResult ? optionLabel(CHECK_RESULT_OPTIONS, row.recheckResult) : text.recheckPending) : null, 'seal-recheck-result'],
          ['解除决定书文号', row.liftNumber, 'seal-lift-number'], ['解除时间', time(row.liftedAt)],
        ]} />
      )}
    </Stack>
  );
}
