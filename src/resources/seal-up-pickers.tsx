/** The chooser of 登记临时查封 (xzqzcs): an inspection task of the scope that found hazards. */
import { useQuery } from '@apollo/client/react';
import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SealUpFormOptionsDocument } from '../graphql/generated/graphql';
import { sealUpText as text } from '../messages/seal-ups';
import type { CustomFieldProps } from './types';

export function HazardTaskPicker({ value, onChange, onBlur, name, readOnly, testId }: CustomFieldProps) {
  const tasks = useQuery(SealUpFormOptionsDocument, { fetchPolicy: 'network-only' }).data?.sealUpFormOptions?.tasks ?? [];
  const choices = tasks.flatMap((t) => (t ? [{ value: t.id, label: `${t.unitName}（${t.checkDate}：${t.hazards}）` }] : []));
  return (
    <Stack gap="1" width="full">
      <NativeSelect.Root disabled={readOnly}>
        <NativeSelect.Field name={name} value={value ? String(value) : ''} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
          <option value="">{text.pickTask}</option>
          {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="xs" color="fg.muted">{text.taskHint}</Text>
    </Stack>
  );
}
