/** 查看流转记录: who sent the work from which unit to which unit, when, with what remark (getFlowWorkHis). */
import { useQuery } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { DataTable, type TableRow } from '../../../components/data/DataTable';
import { GetFlowWorkHisDocument } from '../../../graphql/generated/graphql';
import { approvalText as text } from '../../../messages/approval';
import { common } from '../../../messages/common';
import type { ColumnDef } from '../../../resources/types';

const COLUMNS: ColumnDef<TableRow>[] = [
  { key: 'sourceUnitName', title: text.sourceUnit },
  { key: 'username', title: text.sender, width: 100 },
  { key: 'sendTime', title: text.sendTime, render: 'datetime', width: 170 },
  { key: 'targetUnitName', title: text.targetUnit },
  { key: 'comment', title: text.remark, format: (value, row) => [row.moveName, value].filter(Boolean).join('：') },
];

export function CirculationDialog({ flowWorkId, open, onClose }: { flowWorkId: string; open: boolean; onClose: () => void }) {
  const { data, loading } = useQuery(GetFlowWorkHisDocument, { variables: { flowWorkId }, skip: !open, fetchPolicy: 'network-only' });
  const rows = (data?.getFlowWorkHis ?? []).flatMap((row) => (row ? [row as TableRow] : []));
  return (
    <Dialog.Root open={open} size={{ base: 'full', md: 'xl' }} placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="circulation-dialog">
            <Dialog.Header>
              <Dialog.Title>{text.historyTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataTable columns={COLUMNS} rows={rows} rowKey="id" loading={loading} skeletonRows={3} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} data-testid="circulation-close">
                {common.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
