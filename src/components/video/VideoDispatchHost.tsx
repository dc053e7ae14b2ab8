/**
 * The one video dispatch dialog of the app shell. Opens on a page's request (a 远程视频调度 button or row
 * action: choose officers, start), on a live invitation notice, and on a notice's target (?videoRoom= on
 * any page). During a call further requests wait; closing the dialog leaves the room.
 */
import { CloseButton, Dialog, Portal, useBreakpointValue } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSessionContext } from '../../app/session/session-context';
import { onNotice } from '../../app/notice/notice-events';
import { VIDEO_ENDED_NOTICE_MS, VIDEO_NOTICE_CATEGORY, VIDEO_ROOM_QUERY_KEY } from '../../constants/video';
import { notify } from '../../lib/notify';
import type { CloseReason, VideoRoomInput } from '../../machines/video-room';
import { videoText as text } from '../../messages/video';
import { ComposePanel } from './ComposePanel';
import { InvitationPanel } from './InvitationPanel';
import { onVideoDispatchRequest, type VideoSubject } from './video-dispatch-events';
import { VideoRoomView } from './VideoRoomView';

type Phase = { kind: 'compose'; subject: VideoSubject } | { kind: 'invitation'; roomId: string } | { kind: 'room'; title: string; input: VideoRoomInput };

export default function VideoDispatchHost() {
  const userId = useSessionContext((context) => context.userId);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [params, setParams] = useSearchParams();
  const leaveRef = useRef<(() => void) | null>(null);
  const inCall = phase?.kind === 'room';
  const offer = useCallback((next: Phase) => setPhase((current) => (current?.kind === 'room' ? current : next)), []);

  useEffect(() => onVideoDispatchRequest((subject) => offer({ kind: 'compose', subject })), [offer]);
  useEffect(
    () =>
      onNotice((notice) => {
        if (notice.category === VIDEO_NOTICE_CATEGORY && notice.taskId) offer({ kind: 'invitation', roomId: notice.taskId });
      }),
    [offer],
  );
  const fromUrl = params.get(VIDEO_ROOM_QUERY_KEY);
  useEffect(() => {
    if (!fromUrl) return;
    offer({ kind: 'invitation', roomId: fromUrl });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VIDEO_ROOM_QUERY_KEY);
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, offer, setParams]);

  const onClosed = useCallback((reason: CloseReason) => {
    setPhase(null);
    if (reason === 'ended') notify.info(text.ended, VIDEO_ENDED_NOTICE_MS);
  }, []);
  const dismiss = () => (inCall ? leaveRef.current?.() : setPhase(null));
  const title = phase?.kind === 'room' ? phase.title : text.dispatch;
  // Full screen on phones; responsive `size` would keep the full-screen height on wide screens.
  const size = useBreakpointValue({ base: 'full', md: phase?.kind === 'room' ? 'xl' : 'md' } as const) ?? 'md';

  return (
    <Dialog.Root
      open={phase !== null}
      size={size}
      placement="center"
      closeOnInteractOutside={!inCall}
      onOpenChange={(details) => !details.open && dismiss()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="video-dialog" data-phase={phase?.kind}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="5">
              {phase?.kind === 'compose' && (
                <ComposePanel
                  subject={phase.subject}
                  selfId={userId}
                  onCancel={() => setPhase(null)}
                  onStarted={(room) => setPhase({ kind: 'room', title: room.title, input: { roomId: room.roomId, userId: userId ?? '', expert: 0, creator: true, wsUrl: room.wsUrl } })}
                />
              )}
              {phase?.kind === 'invitation' && (
                <InvitationPanel
                  roomId={phase.roomId}
                  onDecline={() => setPhase(null)}
                  onJoin={(join) => setPhase({ kind: 'room', title: join.title, input: { roomId: join.roomId, userId: userId ?? '', expert: join.expert, creator: join.creator } })}
                />
              )}
              {phase?.kind === 'room' && <VideoRoomView key={phase.input.roomId} input={phase.input} onClosed={onClosed} leaveRef={leaveRef} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" data-testid="video-dialog-close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
