/** The rows behind one figure (statisticsRows), server-paged, in a dialog. */
import { useQuery } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DataTable, type TableRow } from '../../components/data/DataTable';
import { Pagination } from '../../components/data/Pagination';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, DIALOG_PAGE_SIZES } from '../../constants/paging';
import { StatisticsRowsDocument, type StatisticsViewQueryVariables } from '../../graphql/generated/graphql';
import { common } from '../../messages/common';
import { statistics } from '../../messages/statistics';
import type { ColumnDef } from '../../resources/types';
import { present } from './figures';

export interface DrillTarget {
  rowKey: string;
  rowLabel: string;
  measureKey?: string;
  measureLabel?: string;
}

export interface DrillDialogProps {
  /** view and the applied filters. */
  params: StatisticsViewQueryVariables;
  target?: DrillTarget;
  onClose: () => void;
}

function DrillList({ params, target }: Required<Pick<DrillDialogProps, 'params' | 'target'>>) {
  const [page, setPage] = useState({ current: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  const { data, loading, error } = useQuery(StatisticsRowsDocument, {
    variables: { ...params, rowKey: target.rowKey, measure: target.measureKey, ...page },
    fetchPolicy: 'network-only',
  });
  const result = data?.statisticsRows;
  const columns = useMemo<ColumnDef<TableRow>[]>(() => present(result?.columns).map((column) => ({ key: column.key, title: column.label })), [result]);
  const rows = useMemo<TableRow[]>(
    () => present(result?.records).map((record) => ({ id: record.id, ...Object.fromEntries(columns.map((column, index) => [column.key, record.cells[index] ?? ''])) })),
    [result, columns],
  );
  return (
    <Stack gap="3" data-testid="drill-list">
      {error ? <Text color="fg.error">{error.message}</Text> : <DataTable columns={columns} rows={rows} rowKey="id" loading={loading && !data} />}
      <Pagination
        current={page.current}
        size={page.size}
        total={result?.total ?? 0}
        sizes={DIALOG_PAGE_SIZES}
        onPage={(current) => setPage((before) => ({ ...before, current }))}
        onSize={(size) => setPage({ current: DEFAULT_PAGE, size })}
      />
    </Stack>
  );
}

export function DrillDialog({ params, target, onClose }: DrillDialogProps) {
  return (
    <Dialog.Root open={Boolean(target)} size={{ base: 'full', md: 'xl' }} placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="drill-dialog">
            <Dialog.Header>
              <Dialog.Title>{target && statistics.drillTitle(target.rowLabel, target.measureLabel)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{target && <DrillList key={`${target.rowKey}/${target.measureKey ?? ''}`} params={params} target={target} />}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} data-testid="drill-close">
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
