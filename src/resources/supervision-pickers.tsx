/** The choosers of the inspection task form (xfaqjc): a social unit of the library, an officer of the brigade. */
import { useQuery } from '@apollo/client/react';
import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { SupervisionOfficersDocument, SupervisionUnitsDocument } from '../graphql/generated/graphql';
import { supervisionText as text } from '../messages/supervision';
import type { CustomFieldProps } from './types';

interface Choice {
  value: string;
  label: string;
}

/** A native select of `choices` with a "none" option (the pickers of other forms use it too). */
export function Select({ choices, none, value, onChange, onBlur, name, readOnly, testId }: CustomFieldProps & { choices: readonly Choice[]; none: string }) {
  return (
    <NativeSelect.Root disabled={readOnly} flex="1">
      <NativeSelect.Field name={name} value={value ? String(value) : ''} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
        <option value="">{none}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** 被检查单位: found by name or address in the social-unit library. */
export function UnitPicker(props: CustomFieldProps) {
  const [keyword, setKeyword] = useState('');
  const { data } = useQuery(SupervisionUnitsDocument, { variables: { keyword: keyword.trim() || undefined }, fetchPolicy: 'network-only' });
  const choices = (data?.supervisionUnits ?? []).flatMap((u) => (u ? [{ value: u.id, label: `${u.name}（${u.address}）` }] : []));
  return (
    <HStack gap="2" width="full">
      {!props.readOnly && <Input width="40%" placeholder={text.unitSearch} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid={`${props.testId}-search`} />}
      <Select {...props} choices={choices} none={text.pickUnit} />
    </HStack>
  );
}

/** 主办人 / 协办人: the enforcement officers of the caller's brigade. */
export function OfficerSelect(props: CustomFieldProps) {
  const { data } = useQuery(SupervisionOfficersDocument, { fetchPolicy: 'network-only' });
  const choices = (data?.supervisionOfficers ?? []).flatMap((o) => (o ? [{ value: o.userId, label: o.username }] : []));
  return <Select {...props} choices={choices} none={text.pickOfficer} />;
}
