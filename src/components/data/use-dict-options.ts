/** Options of a dictionary type from GET /sys/dict/query (cached per type); the given options stand in until it answers or when it fails. */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { DictQueryDocument } from '../../graphql/generated/graphql';
import type { Option } from '../../resources/types';

export function useDictOptions(dictType: string | undefined, fallback: readonly Option[] = []): readonly Option[] {
  const { data } = useQuery(DictQueryDocument, { variables: { type: dictType ?? '' }, skip: !dictType, fetchPolicy: 'cache-first' });
  const items = data?.dictQuery;
  return useMemo(() => (items && items.length > 0 ? items.flatMap((item) => (item ? [{ value: item.code, label: item.label }] : [])) : fallback), [items, fallback]);
}
