/** The record of a business without a view of its own: what the work itself knows. */
import { DataList } from '@chakra-ui/react';
import { formatTime } from '../../../lib/time';
import { approvalText as text } from '../../../messages/approval';
import { dataText } from '../../../components/data/messages';
import type { ApprovalWork } from '../../../machines/approval-page';

export function DefaultRecordView({ work }: { work: ApprovalWork }) {
  const items: [string, string, string | null][] = [
    ['title', text.title, work.title],
    ['busiType', text.busiType, work.busiTypeName],
    ['starter', text.starter, work.starterName],
    ['starterOrgan', text.starterOrgan, work.starterOrganName],
    ['startedAt', text.startedAt, work.createdAt ? formatTime(work.createdAt) : null],
    ['definition', text.definition, work.definitionName],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" data-testid="record-default">
      {items.map(([key, label, value]) => (
        <DataList.Item key={key} data-testid={`record-${key}`}>
          <DataList.ItemLabel minW="6em">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value || (key === 'startedAt' && !work.exists ? text.notSent : dataText.dash)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
