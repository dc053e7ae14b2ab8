/** A unit of the user's organisation tree (getGeneralOrganTree), subordinates indented under parents. */
import { useQuery } from '@apollo/client/react';
import { NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { GetGeneralOrganTreeDocument } from '../../graphql/generated/graphql';
import { common } from '../../messages/common';
import { flattenOrganTree } from './organ-tree';

export interface OrganTreeSelectProps {
  value: string;
  onChange: (organId: string) => void;
  /** Text of the empty choice (请选择 by default). */
  placeholder?: string;
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
}

export function OrganTreeSelect({ value, onChange, placeholder = common.pleaseSelect, label, invalid, disabled, size = 'sm', testId }: OrganTreeSelectProps) {
  const { data } = useQuery(GetGeneralOrganTreeDocument, { fetchPolicy: 'cache-first' });
  const options = useMemo(() => flattenOrganTree(data?.getGeneralOrganTree), [data]);
  return (
    <NativeSelect.Root size={size} invalid={invalid} disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid={testId ?? 'organ-select'}
      >
        <option value="">{placeholder}</option>
        {/* Keep a value the tree does not hold (outside the user's scope) selectable as its id. */}
        {data && value && !options.some((option) => option.value === value) && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
