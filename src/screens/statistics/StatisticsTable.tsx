/**
 * The figures as a table (TanStack Table): the dimension, one column per measure and a 合计 row. A row's
 * name and every non-zero figure open the rows behind them.
 */
import { Button, Table } from '@chakra-ui/react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { statistics } from '../../messages/statistics';
import { canDrill, formatFigure, type FigureRow, type Figures } from './figures';
import type { StatisticsViewDef } from './views';

export interface StatisticsTableProps {
  figures: Figures;
  def: StatisticsViewDef;
  onDrill: (rowKey: string, measureKey?: string) => void;
}

/** Room of the row names and of each measure; below their sum the table scrolls sideways. */
const NAME_MIN_WIDTH = 140;
const MEASURE_MIN_WIDTH = 96;
/** The row names stay in view while the figures scroll sideways. */
const STICKY_HEAD = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg.muted' } as const;
/** A style prop outranks the striped recipe, so the sticky cell repeats the stripe (odd rows muted). */
const stickyName = (rowIndex: number) => ({ ...STICKY_HEAD, bg: rowIndex % 2 === 0 ? 'bg.muted' : 'bg' });
const column = createColumnHelper<FigureRow>();

const drillLink = { size: 'xs', variant: 'plain', colorPalette: 'blue', px: '0', h: 'auto', minW: '0', fontWeight: 'normal', textDecoration: 'underline' } as const;

export function StatisticsTable({ figures, def, onDrill }: StatisticsTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('label', {
        id: figures.dimension.key,
        header: figures.dimension.label,
        cell: (info) => (
          <Button {...drillLink} colorPalette="gray" onClick={() => onDrill(info.row.original.key)} data-testid={`row-${info.row.original.key}`}>
            {info.getValue()}
          </Button>
        ),
      }),
      ...figures.measures.map((measure, index) =>
        column.accessor((row) => row.values[index] ?? 0, {
          id: measure.key,
          header: measure.label,
          cell: (info) => {
            const value = info.getValue();
            const text = formatFigure(value, measure, def);
            const row = info.row.original;
            if (!canDrill(value, measure, def)) return text;
            return (
              <Button {...drillLink} aria-label={statistics.drillOpen(row.label, measure.label, text)} onClick={() => onDrill(row.key, measure.key)} data-testid={`cell-${row.key}-${measure.key}`}>
                {text}
              </Button>
            );
          },
        }),
      ),
    ],
    [figures, def, onDrill],
  );
  const table = useReactTable({ data: figures.rows as FigureRow[], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.key });

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" data-testid="statistics-table">
      <Table.Root size="sm" striped minW={`${NAME_MIN_WIDTH + figures.measures.length * MEASURE_MIN_WIDTH}px`}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {table.getFlatHeaders().map((header, index) => (
              <Table.ColumnHeader key={header.id} whiteSpace="nowrap" textAlign={index === 0 ? 'start' : 'end'} {...(index === 0 && STICKY_HEAD)}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.getRowModel().rows.map((row, rowIndex) => (
            <Table.Row key={row.id} data-testid="statistics-row" data-row={row.id}>
              {row.getVisibleCells().map((cell, index) => (
                <Table.Cell key={cell.id} data-column={cell.column.id} textAlign={index === 0 ? 'start' : 'end'} whiteSpace="nowrap" {...(index === 0 && stickyName(rowIndex))}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row bg="bg.muted" fontWeight="semibold" data-testid="statistics-total">
            <Table.Cell {...STICKY_HEAD}>{statistics.total}</Table.Cell>
            {figures.measures.map((measure, index) => (
              <Table.Cell key={measure.key} data-column={measure.key} textAlign="end" whiteSpace="nowrap">
                {formatFigure(figures.totals[index] ?? 0, measure, def)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
