/**
 * A business record on top of the approval page: its definition's detail sections, read again whenever the
 * work moves (the version changes); the default view when the record is gone.
 */
import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApprovalWork } from '../../machines/approval-page';
import type { AnyResource } from '../../resources/types';
import { DefaultRecordView } from '../common/approval/DefaultRecordView';
import { RecordSections } from './RecordSections';

export interface BusinessRecordViewProps {
  work: ApprovalWork;
  definition: AnyResource;
  /** More under the sections (a form the record's state asks for), with a reload after it saved. */
  children?: (row: Record<string, unknown>, reload: () => void) => ReactNode;
}

function RecordOf({ work, definition, children }: BusinessRecordViewProps) {
  const detail = definition.detail!;
  const { data, loading, refetch } = useQuery(detail.document, { variables: detail.variables(work.busiInstId), fetchPolicy: 'network-only' });
  const row = data ? (detail.select(data) as Record<string, unknown> | null | undefined) : undefined;
  if (loading && !row) return <Skeleton h="24" data-testid="record-loading" />;
  if (!row) return <DefaultRecordView work={work} />;
  return (
    <Stack gap="4" data-testid={`record-${definition.name}`}>
      <RecordSections sections={detail.sections} row={row} plain />
      {children?.(row, () => void refetch())}
    </Stack>
  );
}

export function BusinessRecordView(props: BusinessRecordViewProps) {
  return <RecordOf key={`${props.work.busiInstId}@${props.work.version}`} {...props} />;
}
