/** Options of a form field answered by the server (`optionsFrom`); the static options stand in until then. */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { Option, OptionsSource } from '../../resources/types';

export function useOptionsSource(source: OptionsSource, fallback: readonly Option[] = []): readonly Option[] {
  const { data } = useQuery(source.document, { fetchPolicy: 'cache-first' });
  return useMemo(() => (data ? source.select(data) : fallback), [source, data, fallback]);
}
