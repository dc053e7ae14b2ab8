/** The two choosers of the industry form (hygl): the parent industry and the supervising committee department. */
import { useQuery } from '@apollo/client/react';
import { NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { IndustryCommitteeDepartmentsDocument, IndustryOptionsDocument } from '../graphql/generated/graphql';
import type { CustomFieldProps, Option } from './types';

/** Industries go three levels deep, so only the first two can take children. */
const MAX_PARENT_LEVEL = 2;
/** Committees are small (tens of departments): one page holds them all. */
const DEPARTMENT_PAGE = { current: 1, size: 500 };

function Select({ options, none, value, onChange, onBlur, name, readOnly, testId }: CustomFieldProps & { options: readonly Option[]; none: string }) {
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field name={name} value={value ? String(value) : ''} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function IndustryParentSelect(props: CustomFieldProps) {
  const { data } = useQuery(IndustryOptionsDocument, { fetchPolicy: 'network-only' });
  const options = useMemo(
    () =>
      (data?.industryOptions ?? [])
        .filter((row): row is NonNullable<typeof row> => !!row && row.level <= MAX_PARENT_LEVEL)
        .map((row) => ({ value: row.id, label: `${'　'.repeat(row.level - 1)}${row.code} ${row.name}` })),
    [data],
  );
  return <Select {...props} options={options} none="无（顶级行业）" />;
}

export function CommitteeDepartmentSelect(props: CustomFieldProps) {
  const { data } = useQuery(IndustryCommitteeDepartmentsDocument, { variables: { input: DEPARTMENT_PAGE }, fetchPolicy: 'network-only' });
  const options = useMemo(
    () =>
      (data?.committeeDepartmentPage?.records ?? [])
        .filter((row): row is NonNullable<typeof row> => !!row)
        .map((row) => ({ value: row.id, label: [row.name, row.organName && `（${row.organName}）`].filter(Boolean).join('') })),
    [data],
  );
  return <Select {...props} options={options} none="未指定" />;
}
