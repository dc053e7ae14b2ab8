/** The video-room machine's calls over Apollo and its call actor over the signalling socket and the session's media. */
import type { ApolloClient } from '@apollo/client';
import { fromCallback, fromPromise } from 'xstate';
import { VIDEO_SIGNAL_CLOSE } from '../../constants/video';
import { EndVideoRoomDocument, JoinVideoRoomDocument, LeaveVideoRoomDocument, RenewVideoTicketDocument, VideoRoomStatusDocument } from '../../graphql/generated/graphql';
import type { CallReport, JoinOutput, StatusOutput, VideoRoomInput } from '../../machines/video-room';
import { videoText } from '../../messages/video';
import type { CallSession } from './call-session';
import { openSignalSocket } from './signal-socket';

function need<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new Error(message);
  return value;
}

async function openMedia(session: CallSession): Promise<void> {
  if (typeof RTCPeerConnection === 'undefined' || !navigator.mediaDevices) throw new Error(videoText.noRtc);
  await session.acquireMedia().catch(() => {
    throw new Error(videoText.mediaFailed);
  });
}

export function videoRoomActors(client: ApolloClient, session: CallSession) {
  return {
    join: fromPromise<JoinOutput, VideoRoomInput>(async ({ input }) => {
      await openMedia(session);
      if (input.wsUrl) return { wsUrl: input.wsUrl };
      const result = await client.mutate({ mutation: JoinVideoRoomDocument, variables: { input: { roomId: input.roomId } } });
      return { wsUrl: need(result.data?.getWsUrl, videoText.joinFailed).wsUrl };
    }),
    fetchStatus: fromPromise<StatusOutput, { roomId: string }>(async ({ input }) => {
      const result = await client.query({ query: VideoRoomStatusDocument, variables: { input }, fetchPolicy: 'network-only' });
      return { status: need(result.data?.getRoomStatus, videoText.joinFailed).status };
    }),
    renewTicket: fromPromise<JoinOutput, { roomId: string }>(async ({ input }) => {
      const result = await client.mutate({ mutation: RenewVideoTicketDocument, variables: { input } });
      return { wsUrl: need(result.data?.replaceWsUrl, videoText.joinFailed).wsUrl };
    }),
    leave: fromPromise<unknown, { roomId: string; userId: string; expert: 0 | 1 }>(({ input }) => client.mutate({ mutation: LeaveVideoRoomDocument, variables: { input } })),
    end: fromPromise<unknown, { roomId: string }>(({ input }) => client.mutate({ mutation: EndVideoRoomDocument, variables: { input } })),
    call: fromCallback<{ type: 'none' }, { wsUrl: string }, CallReport>(({ input, sendBack }) => {
      let handle: ((message: Parameters<ReturnType<CallSession['attach']>>[0]) => void) | null = null;
      const socket = openSignalSocket(input.wsUrl, {
        onOpen: () => sendBack({ type: 'call.opened' }),
        onMessage: (message) => {
          if (message.type === 'ended') sendBack({ type: 'call.ended' });
          else handle?.(message);
        },
        onClose: (code) => {
          if (code === VIDEO_SIGNAL_CLOSE.ended) sendBack({ type: 'call.ended' });
          // Left or replaced by this member's newer socket: the poll and the machine already know.
          else if (code !== VIDEO_SIGNAL_CLOSE.left && code !== VIDEO_SIGNAL_CLOSE.replaced) sendBack({ type: 'call.lost' });
        },
      });
      handle = session.attach((to, data) => socket.send(to, data));
      return () => {
        socket.close();
        session.detach();
      };
    }),
  };
}
