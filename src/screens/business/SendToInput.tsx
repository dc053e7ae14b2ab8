/**
 * Choosing who receives a record when it is sent from its form: the first step's candidates of the
 * business type's flow (getApprovesBeforeSend). The select appears once the candidates are in.
 */
import { useQuery } from '@apollo/client/react';
import { NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { GetApprovesBeforeSendDocument } from '../../graphql/generated/graphql';
import { LEGAL_REVIEW_KIND_NAMES, LEGAL_REVIEW_KINDS } from '../../constants/business-flow';
import { businessText as text } from '../../messages/business';
import { common } from '../../messages/common';
import type { CustomFieldProps } from '../../resources/types';

interface PickerProps {
  busiTypeCode: string;
  value: string;
  onChange: (assigneeId: string) => void;
  onBlur: () => void;
  testId: string;
  /** Editing: leaving it empty saves without sending. */
  optional?: boolean;
  /** Show the select only once the candidates are in (an input inside another field). */
  hideUntilLoaded?: boolean;
}

export function ReceiverPicker({ busiTypeCode, value, onChange, onBlur, testId, optional, hideUntilLoaded }: PickerProps) {
  const { data, loading } = useQuery(GetApprovesBeforeSendDocument, { variables: { busiTypeCode }, skip: !busiTypeCode, fetchPolicy: 'network-only' });
  const people = (data?.getApprovesBeforeSend ?? []).flatMap((person) => (person ? [person] : []));
  const waiting = loading || !data;
  if (!busiTypeCode) return null;
  if (waiting && hideUntilLoaded) return <Text color="fg.muted" fontSize="sm">{text.loadingReceivers}</Text>;
  return (
    <Stack gap="1">
      <NativeSelect.Root disabled={waiting}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
          <option value="">{waiting ? text.loadingReceivers : optional ? text.resendHint : common.pleaseSelect}</option>
          {people.map((person) => (
            <option key={person.userId} value={person.userId}>{`${person.username}（${person.organName}）`}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!waiting && !people.length && (
        <Text color="fg.warning" fontSize="sm" data-testid={`${testId}-empty`}>
          {text.noReceivers}
        </Text>
      )}
    </Stack>
  );
}

/** The receiver of a record of one business type (custom field; the value is the user id). */
export function receiverInputFor(busiTypeCode: string) {
  return function ReceiverInput({ value, onChange, onBlur, testId }: CustomFieldProps) {
    return <ReceiverPicker busiTypeCode={busiTypeCode} value={String(value ?? '')} onChange={onChange} onBlur={onBlur} testId={testId} />;
  };
}

/** A legal review's kind (its flow's business type) and the first receiver; the kind is fixed once sent. */
export interface KindAndReceiver {
  reviewKind: string;
  assigneeId: string;
  locked: boolean;
}

export const EMPTY_KIND_AND_RECEIVER: KindAndReceiver = { reviewKind: 'tqsh', assigneeId: '', locked: false };
const asValue = (value: unknown): KindAndReceiver => ({ ...EMPTY_KIND_AND_RECEIVER, ...(value as Partial<KindAndReceiver> | undefined) });

export function KindAndReceiverInput({ value, onChange, onBlur, testId }: CustomFieldProps) {
  const current = asValue(value);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" w="full">
      <Stack gap="1">
        <Text fontSize="xs" color="fg.muted">{text.reviewKind}</Text>
        <NativeSelect.Root disabled={current.locked}>
          <NativeSelect.Field value={current.reviewKind} onChange={(event) => onChange({ ...current, reviewKind: event.currentTarget.value, assigneeId: '' })} onBlur={onBlur} data-testid={testId}>
            {LEGAL_REVIEW_KINDS.map((kind) => (
              <option key={kind} value={kind}>{LEGAL_REVIEW_KIND_NAMES[kind]}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Stack gap="1">
        <Text fontSize="xs" color="fg.muted">{current.locked ? text.resendTo : `${text.receiver}（${text.receiverHint}）`}</Text>
        <ReceiverPicker
          busiTypeCode={current.reviewKind}
          value={current.assigneeId}
          onChange={(assigneeId) => onChange({ ...current, assigneeId })}
          onBlur={onBlur}
          testId="field-assigneeId"
          optional={current.locked}
          hideUntilLoaded
        />
      </Stack>
    </SimpleGrid>
  );
}
