/**
 * The rows of a list as cards, for phones: every column as a label and its value (a description list), the
 * row's buttons underneath, so nothing is covered by a sticky column or cut off by sideways scrolling.
 */
import { Box, Checkbox, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { common } from '../../messages/common';
import type { ColumnDef } from '../../resources/types';
import { dataText } from './messages';
import { ValueView } from './ValueView';

type Row = Record<string, unknown>;

export interface DataCardsProps {
  columns: readonly ColumnDef<Row>[];
  rows: readonly Row[];
  idOf: (row: Row) => string;
  loading?: boolean;
  skeletonRows: number;
  selectable?: boolean;
  selected: readonly string[];
  onToggleRow?: (id: string) => void;
  rowActions?: (row: Row) => ReactNode;
}

export function DataCards({ columns, rows, idOf, loading, skeletonRows, selectable, selected, onToggleRow, rowActions }: DataCardsProps) {
  if (loading) {
    return (
      <Stack gap="3" data-testid="data-table">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} h="24" rounded="md" data-testid="table-skeleton" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Box borderWidth="1px" rounded="md" py="10" textAlign="center" data-testid="data-table">
        <Text color="fg.muted" data-testid="table-empty">
          {common.noData}
        </Text>
      </Box>
    );
  }
  return (
    <Stack gap="3" as="ul" listStyleType="none" data-testid="data-table" data-layout="cards">
      {rows.map((row) => {
        const id = idOf(row);
        return (
          <Box as="li" key={id} borderWidth="1px" rounded="md" bg="bg" p="3" data-testid="table-row">
            {selectable && (
              <Checkbox.Root size="sm" mb="2" checked={selected.includes(id)} onCheckedChange={() => onToggleRow?.(id)} data-testid="select-row-box">
                <Checkbox.HiddenInput data-testid="select-row" />
                <Checkbox.Control />
                <Checkbox.Label>{dataText.selectRow}</Checkbox.Label>
              </Checkbox.Root>
            )}
            <Box as="dl" display="grid" gridTemplateColumns="minmax(5rem, auto) 1fr" columnGap="3" rowGap="1" fontSize="sm">
              {columns.map(({ key, ...spec }) => (
                <Box key={key} display="contents">
                  <Text as="dt" color="fg.muted" whiteSpace="nowrap">
                    {spec.title}
                  </Text>
                  <Box as="dd" minW="0" overflowWrap="anywhere" data-column={key}>
                    <ValueView value={row[key]} row={row} {...spec} />
                  </Box>
                </Box>
              ))}
            </Box>
            {rowActions && (
              <HStack gap="1" wrap="wrap" mt="2" pt="2" borderTopWidth="1px" aria-label={common.actions} role="group">
                {rowActions(row)}
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
