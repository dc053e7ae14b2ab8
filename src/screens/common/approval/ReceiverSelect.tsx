/** The people a move may hand the work to (getApprovesBeforeSend), as a native select bound by react-hook-form. */
import { useQuery } from '@apollo/client/react';
import { NativeSelect, Text } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import { GetApprovesBeforeSendDocument, type QueryInput_GetApprovesBeforeSend_Move } from '../../../graphql/generated/graphql';
import type { FlowMove } from '../../../machines/approval-flow/types';
import { approvalText as text } from '../../../messages/approval';
import { common } from '../../../messages/common';

/** The candidate list of a move: send and submit both go to the first step. */
const CANDIDATE_MOVE: Partial<Record<FlowMove, QueryInput_GetApprovesBeforeSend_Move>> = {
  send: 'send',
  submit: 'send',
  approve: 'approve',
  transfer: 'transfer',
  forward: 'forward',
};

export type ReceiverSelectProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & {
  busiTypeCode: string;
  flowWorkId: string | null;
  move: FlowMove;
};

export const ReceiverSelect = forwardRef<HTMLSelectElement, ReceiverSelectProps>(function ReceiverSelect({ busiTypeCode, flowWorkId, move, ...field }, ref) {
  const { data, loading } = useQuery(GetApprovesBeforeSendDocument, {
    variables: { busiTypeCode, flowWorkId: flowWorkId ?? undefined, move: CANDIDATE_MOVE[move] },
    fetchPolicy: 'network-only',
  });
  const people = (data?.getApprovesBeforeSend ?? []).flatMap((person) => (person ? [person] : []));
  return (
    <>
      <NativeSelect.Root disabled={loading}>
        <NativeSelect.Field ref={ref} {...field}>
          <option value="">{loading ? text.loadingCandidates : common.pleaseSelect}</option>
          {people.map((person) => (
            <option key={person.userId} value={person.userId}>
              {`${person.username}（${person.organName}）`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!loading && data && people.length === 0 && (
        <Text fontSize="xs" color="fg.warning" data-testid="receiver-empty">
          {text.noCandidates}
        </Text>
      )}
    </>
  );
});
