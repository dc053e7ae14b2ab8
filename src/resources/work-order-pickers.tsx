/** The receivers of a work order (下发工单): the units of one kind within the issuer's jurisdiction. */
import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { MultiSelectInput } from '../components/data/MultiSelectInput';
import { WorkOrderReceiversDocument, type QueryInput_WorkOrderReceivers_Kind } from '../graphql/generated/graphql';
import { workOrderText as text } from '../messages/work-orders';
import type { CustomFieldProps } from './types';

/** A checkbox per receiver of `kind` the server offers the caller. */
export function receiverPicker(kind: QueryInput_WorkOrderReceivers_Kind): ComponentType<CustomFieldProps> {
  return function ReceiverPicker({ value, onChange, onBlur, readOnly, testId }: CustomFieldProps) {
    const { data, loading } = useQuery(WorkOrderReceiversDocument, { variables: { kind }, fetchPolicy: 'network-only' });
    const options = (data?.workOrderReceivers ?? []).flatMap((r) => (r ? [{ value: r.id, label: r.name }] : []));
    if (!loading && !options.length) return <Text color="fg.muted">{text.noReceivers}</Text>;
    return <MultiSelectInput options={options} value={value} onChange={onChange} onBlur={onBlur} disabled={readOnly} testId={testId} />;
  };
}
