/** The choosers of 立案 (xzcf): a referred inspection task not yet opened as a case, a case cause of 案由设置. */
import { useQuery } from '@apollo/client/react';
import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PenaltyCaseFormOptionsDocument } from '../graphql/generated/graphql';
import { penaltyText as text } from '../messages/penalty';
import type { CustomFieldProps } from './types';

function Select({ choices, none, value, onChange, onBlur, name, readOnly, testId }: CustomFieldProps & { choices: readonly { value: string; label: string }[]; none: string }) {
  return (
    <NativeSelect.Root disabled={readOnly} flex="1">
      <NativeSelect.Field name={name} value={value ? String(value) : ''} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
        <option value="">{none}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>{c.label}</option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const useOptions = () => useQuery(PenaltyCaseFormOptionsDocument, { fetchPolicy: 'network-only' }).data?.penaltyCaseFormOptions;

/** 移送的检查任务: the unit, the check date and its hazards. */
export function ReferralPicker(props: CustomFieldProps) {
  const choices = (useOptions()?.referrals ?? []).flatMap((r) => (r ? [{ value: r.id, label: `${r.unitName}（${r.checkDate}：${r.hazards}）` }] : []));
  return (
    <Stack gap="1" width="full">
      <Select {...props} choices={choices} none={text.pickReferral} />
      <Text fontSize="xs" color="fg.muted">{text.referralHint}</Text>
    </Stack>
  );
}

/** 案由: the case causes of 案由设置 (aysz 11420). */
export function CausePicker(props: CustomFieldProps) {
  const choices = (useOptions()?.causes ?? []).flatMap((c) => (c ? [{ value: c.id, label: c.name }] : []));
  return <Select {...props} choices={choices} none={text.pickCause} />;
}
