/** The receivers of a fire-prevention task order (新建任务): brigades, stations, police stations and streets below the caller. */
import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { MultiSelectInput } from '../components/data/MultiSelectInput';
import { FirePreventionReceiversDocument } from '../graphql/generated/graphql';
import { firePreventionText as text } from '../messages/fire-prevention';
import type { CustomFieldProps } from './types';

/** A checkbox per receiver the server offers the caller. */
export function ReceiverPicker({ value, onChange, onBlur, readOnly, testId }: CustomFieldProps) {
  const { data, loading } = useQuery(FirePreventionReceiversDocument, { fetchPolicy: 'network-only' });
  const options = (data?.firePreventionReceivers ?? []).flatMap((r) => (r ? [{ value: r.id, label: r.name }] : []));
  if (!loading && !options.length) return <Text color="fg.muted">{text.noReceivers}</Text>;
  return <MultiSelectInput options={options} value={value} onChange={onChange} onBlur={onBlur} disabled={readOnly} testId={testId} />;
}
