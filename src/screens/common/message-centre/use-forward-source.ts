/** The message being forwarded: a received notice (?forwardId=) or one the caller sent (?forwardId=&from=send). */
import { useQuery } from '@apollo/client/react';
import { NoticeDetailDocument, SendDetailDocument } from '../../../graphql/generated/graphql';

export interface ForwardSource {
  title: string;
  content: string;
}

export function useForwardSource(id: string | null, fromSent: boolean): { source?: ForwardSource; loading: boolean } {
  const received = useQuery(NoticeDetailDocument, { variables: { id: id ?? '' }, skip: !id || fromSent });
  const sent = useQuery(SendDetailDocument, { variables: { id: id ?? '' }, skip: !id || !fromSent });
  const row = fromSent ? sent.data?.getSendDetail : received.data?.getNoticeDetail;
  return { source: row ? { title: row.title ?? '', content: row.content ?? '' } : undefined, loading: received.loading || sent.loading };
}
