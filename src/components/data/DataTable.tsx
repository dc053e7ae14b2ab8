/**
 * The server-paged table (TanStack Table, manual pagination): skeleton rows while loading, 暂无数据 when
 * empty, selection checkboxes, a row-actions column kept in view while a wide table scrolls sideways; on a
 * phone the rows become cards (DataCards).
 */
import { Box, Checkbox, Skeleton, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef as TableColumn } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { common } from '../../messages/common';
import type { ColumnDef, SortOrder } from '../../resources/types';
import { LIST_CARDS_BELOW_PX } from '../../constants/layout';
import { DataCards } from './DataCards';
import { dataText } from './messages';
import { useNarrowerThan } from './use-narrow';
import { ValueView } from './ValueView';

export type TableRow = Record<string, unknown>;

export interface DataTableProps {
  columns: readonly ColumnDef<TableRow>[];
  rows: readonly TableRow[];
  rowKey: string;
  loading?: boolean;
  /** Rows shown as skeletons while loading (the page size). */
  skeletonRows?: number;
  selectable?: boolean;
  selected?: readonly string[];
  onToggleRow?: (id: string) => void;
  onToggleAll?: (all: boolean) => void;
  /** The buttons of one row (already wrapped in <Permission>); absent → no actions column. */
  rowActions?: (row: TableRow) => ReactNode;
  sort?: SortOrder;
  onSort?: (sort: SortOrder | undefined) => void;
}

const SELECT_WIDTH = 44;
const ACTIONS_MIN_WIDTH = 120;
/** Past this the row's buttons wrap onto a second line, so the sticky column covers less of the table. */
const ACTIONS_MAX_WIDTH = 216;
/** The actions column stays in view while a wide table scrolls sideways (striped rows keep their colour). */
const STICKY_ACTIONS = { position: 'sticky', right: 0, zIndex: 1, bg: 'bg', boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.18)' } as const;
/** Below this the table scrolls sideways instead of squeezing its columns. */
const TABLE_MIN_WIDTH = 720;

/** Dates and times stay on one line; other text wraps, so a wide table fits before it has to scroll. */
const TEXT_MIN_WIDTH = '6.5rem';
const NOWRAP_RENDERS = new Set(['date', 'datetime', 'status', 'boolean']);

function nextSort(current: SortOrder | undefined, field: string): SortOrder | undefined {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : undefined;
}

export function DataTable(props: DataTableProps) {
  const { columns, rows, rowKey, loading, skeletonRows = 5, selectable, selected = [], rowActions, sort, onSort } = props;
  const idOf = (row: TableRow) => String(row[rowKey] ?? '');
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(idOf(row)));

  const tableColumns = useMemo<TableColumn<TableRow>[]>(
    () =>
      columns.map(({ key, ...spec }) => ({
        id: key,
        accessorFn: (row) => row[key],
        header: spec.title,
        size: spec.width,
        cell: (info) => <ValueView value={info.getValue()} row={info.row.original} {...spec} />,
      })),
    [columns],
  );
  const table = useReactTable({
    data: rows as TableRow[],
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => idOf(row),
    manualPagination: true,
    manualSorting: true,
  });
  const renderOf = (key: string) => columns.find((each) => each.key === key)?.render as string | undefined;
  const span = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const narrow = useNarrowerThan(LIST_CARDS_BELOW_PX);
  if (narrow) {
    return <DataCards columns={columns} rows={rows} idOf={idOf} loading={loading} skeletonRows={skeletonRows} selectable={selectable} selected={selected} onToggleRow={props.onToggleRow} rowActions={rowActions} />;
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" data-testid="data-table">
      <Table.Root size="sm" striped interactive minW={`${TABLE_MIN_WIDTH}px`}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {selectable && (
              <Table.ColumnHeader w={`${SELECT_WIDTH}px`}>
                <Checkbox.Root
                  size="sm"
                  aria-label={dataText.selectAll}
                  checked={allSelected}
                  disabled={rows.length === 0}
                  onCheckedChange={() => props.onToggleAll?.(!allSelected)}
                  data-testid="select-all-box"
                >
                  <Checkbox.HiddenInput data-testid="select-all" />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            )}
            {table.getFlatHeaders().map((header) => {
              const column = columns.find((each) => each.key === header.id);
              const sortable = Boolean(column?.sortable && onSort);
              const mark = sort?.field === header.id ? (sort.order === 'asc' ? ' ↑' : ' ↓') : '';
              return (
                <Table.ColumnHeader
                  key={header.id}
                  w={column?.width ? `${column.width}px` : undefined}
                  minW={column?.width ? undefined : TEXT_MIN_WIDTH}
                  whiteSpace="nowrap"
                  cursor={sortable ? 'pointer' : undefined}
                  onClick={sortable ? () => onSort?.(nextSort(sort, header.id)) : undefined}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                  {mark}
                </Table.ColumnHeader>
              );
            })}
            {rowActions && (
              <Table.ColumnHeader minW={`${ACTIONS_MIN_WIDTH}px`} {...STICKY_ACTIONS}>
                {common.actions}
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <Table.Row key={`skeleton-${index}`} data-testid="table-skeleton">
                <Table.Cell colSpan={span}>
                  <Skeleton h="4" />
                </Table.Cell>
              </Table.Row>
            ))}
          {!loading && rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={span} textAlign="center" py="10">
                <Text color="fg.muted" data-testid="table-empty">
                  {common.noData}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {!loading &&
            table.getRowModel().rows.map((row) => (
              <Table.Row key={row.id} data-testid="table-row">
                {selectable && (
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      aria-label={dataText.selectRow}
                      checked={selected.includes(row.id)}
                      onCheckedChange={() => props.onToggleRow?.(row.id)}
                      data-testid="select-row-box"
                    >
                      <Checkbox.HiddenInput data-testid="select-row" />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                )}
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell key={cell.id} data-column={cell.column.id} whiteSpace={NOWRAP_RENDERS.has(renderOf(cell.column.id) ?? '') ? 'nowrap' : 'normal'}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
                {rowActions && (
                  <Table.Cell {...STICKY_ACTIONS}>
                    <Box w="max-content" maxW={`${ACTIONS_MAX_WIDTH}px`} display="flex" columnGap="0.5" rowGap="0" flexWrap="wrap" css={{ '& button': { paddingInline: '0.375rem' } }}>
                      {rowActions(row.original)}
                    </Box>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
