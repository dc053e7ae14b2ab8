/** A server-paged list of the records that belong to one record (under a detail page or in a dialog). */
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../constants/paging';
import type { ColumnDef, RelatedListDef } from '../../resources/types';
import { DataTable, type TableRow } from './DataTable';
import { Pagination } from './Pagination';

export interface RelatedListProps {
  spec: RelatedListDef;
  parent: Record<string, unknown>;
  sizes: readonly number[];
  testId?: string;
}

export function RelatedList({ spec, parent, sizes, testId = 'related-list' }: RelatedListProps) {
  const [page, setPage] = useState({ current: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  const { data, loading, error } = useQuery(spec.document, { variables: spec.variables(parent, page), fetchPolicy: 'network-only' });
  const result = data ? spec.select(data) : undefined;
  const rows = (result?.records ?? []).filter((row): row is TableRow => row !== null && row !== undefined);
  const columns = useMemo(
    () => Object.entries(spec.columns).map(([key, column]) => ({ key, ...(column as object) }) as ColumnDef<TableRow>),
    [spec],
  );
  return (
    <Stack gap="3" data-testid={testId}>
      {error ? (
        <Text color="fg.error">{error.message}</Text>
      ) : (
        <DataTable columns={columns} rows={rows} rowKey={spec.rowKey} loading={loading && !data} />
      )}
      <Pagination
        current={page.current}
        size={page.size}
        total={result?.total ?? 0}
        sizes={sizes}
        onPage={(current) => setPage((p) => ({ ...p, current }))}
        onSize={(size) => setPage({ current: DEFAULT_PAGE, size })}
      />
    </Stack>
  );
}
