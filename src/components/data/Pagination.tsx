/** 共 N 条, the page size, previous / page numbers / next (server paging). */
import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination as ChakraPagination, Text } from '@chakra-ui/react';
import { MdChevronLeft, MdChevronRight } from 'react-icons/md';
import { common } from '../../messages/common';
import { dataText } from './messages';

export interface PaginationProps {
  current: number;
  size: number;
  total: number;
  sizes: readonly number[];
  onPage: (current: number) => void;
  onSize: (size: number) => void;
}

export function Pagination({ current, size, total, sizes, onPage, onSize }: PaginationProps) {
  return (
    <HStack justify="flex-end" gap="3" wrap="wrap" data-testid="pagination">
      <Text fontSize="sm" color="fg.muted" data-testid="pagination-total">
        {common.totalRows(total)}
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={common.perPage(size)}
          value={String(size)}
          data-testid="pagination-size"
          onChange={(event) => onSize(Number(event.currentTarget.value))}
        >
          {sizes.map((each) => (
            <option key={each} value={each}>
              {common.perPage(each)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ChakraPagination.Root
        count={total}
        pageSize={size}
        page={current}
        siblingCount={1}
        onPageChange={(details) => onPage(details.page)}
      >
        <ButtonGroup variant="ghost" size="sm" attached={false}>
          <ChakraPagination.PrevTrigger asChild>
            <IconButton aria-label={dataText.previous} data-testid="pagination-prev">
              <MdChevronLeft />
            </IconButton>
          </ChakraPagination.PrevTrigger>
          <ChakraPagination.Items
            render={(page) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} data-testid={`pagination-page-${page.value}`}>
                {page.value}
              </IconButton>
            )}
          />
          <ChakraPagination.NextTrigger asChild>
            <IconButton aria-label={dataText.next} data-testid="pagination-next">
              <MdChevronRight />
            </IconButton>
          </ChakraPagination.NextTrigger>
        </ButtonGroup>
      </ChakraPagination.Root>
    </HStack>
  );
}
