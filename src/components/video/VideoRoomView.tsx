/**
 * The call itself: runs the video-room machine with this dialog's media session, shows every video,
 * the status, the microphone and camera switches, 退出 and (creator) 结束. Calls `onClosed` once the
 * machine is done (status 3 seen, left, or dismissed).
 */
import { useApolloClient } from '@apollo/client/react';
import { Alert, Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../data/ConfirmDialog';
import { VIDEO_ROOM_STATUS, VIDEO_ROOM_STATUS_NAMES } from '../../constants/video';
import { inspect } from '../../machines/inspection';
import { videoRoomMachine, type CloseReason, type VideoRoomInput } from '../../machines/video-room';
import { videoText as text } from '../../messages/video';
import { createCallSession } from './call-session';
import { videoRoomActors } from './video-actors';
import { VideoTile } from './VideoTile';

export interface VideoRoomViewProps {
  input: VideoRoomInput;
  onClosed(reason: CloseReason): void;
  /** Lets the dialog's close button leave the room the same way 退出 does. */
  leaveRef?: { current: (() => void) | null };
}

function callText(matches: (value: object) => boolean, remotes: number): string | null {
  if (matches({ live: { call: 'reconnecting' } }) || matches({ live: { call: 'renewing' } })) return text.reconnecting;
  if (matches({ live: { call: { session: 'connecting' } } })) return text.connecting;
  return remotes === 0 ? text.waitingOthers : null;
}

export function VideoRoomView({ input, onClosed, leaveRef }: VideoRoomViewProps) {
  const client = useApolloClient();
  const session = useMemo(() => createCallSession(), []);
  const logic = useMemo(
    () =>
      videoRoomMachine.provide({
        actors: videoRoomActors(client, session),
        actions: { applyMedia: ({ context }) => session.setTracks(context.micOn, context.cameraOn), releaseMedia: () => session.release() },
      }),
    [client, session],
  );
  const [state, send] = useMachine(logic, { input, inspect });
  const view = useSyncExternalStore(session.subscribe, session.snapshot);
  const { context } = state;
  const [confirmingEnd, setConfirmingEnd] = useState(false);

  useEffect(() => () => session.release(), [session]);
  useEffect(() => {
    if (state.status === 'done') onClosed(state.output?.reason ?? 'dismissed');
  }, [state.status, state.output, onClosed]);
  useEffect(() => {
    if (!leaveRef) return;
    leaveRef.current = () => send({ type: state.matches('joining') ? 'room.close' : 'room.leave' });
    return () => {
      leaveRef.current = null;
    };
  }, [leaveRef, send, state]);

  const matches = (value: object) => state.matches(value as never);
  const live = state.matches('live');
  const busy = state.matches('leaving') || matches({ live: { control: 'ending' } });
  const note = live ? callText(matches, view.remotes.length) : state.matches('joining') ? text.joining : null;

  return (
    <Stack gap="3" data-testid="video-room" data-state={live ? 'live' : String(state.value)}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Badge colorPalette={context.status === VIDEO_ROOM_STATUS.live ? 'green' : 'gray'} data-testid="video-room-status">
          {text.status}：{VIDEO_ROOM_STATUS_NAMES[context.status ?? VIDEO_ROOM_STATUS.waiting]}
        </Badge>
        {note && (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        )}
      </HStack>
      {context.error && (
        <Alert.Root status="error" data-testid="video-room-error">
          <Alert.Indicator />
          <Alert.Title>{context.error}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <VideoTile stream={view.local} label={text.me} local />
        {view.remotes.map((peer) => (
          <VideoTile key={peer.userId} stream={peer.stream} label={peer.name} userId={peer.userId} />
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap" justify="flex-end">
        {state.matches('failed') ? (
          <>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'room.close' })}>
              {text.close}
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => send({ type: 'room.retry' })} data-testid="video-retry">
              {text.retry}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled={!live} onClick={() => send({ type: 'media.toggleMic' })} data-testid="video-toggle-mic">
              {context.micOn ? text.micOn : text.micOff}
            </Button>
            <Button size="sm" variant="outline" disabled={!live} onClick={() => send({ type: 'media.toggleCamera' })} data-testid="video-toggle-camera">
              {context.cameraOn ? text.cameraOn : text.cameraOff}
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" colorPalette="red" loading={state.matches('leaving')} disabled={busy || state.matches('joining')} onClick={() => send({ type: 'room.leave' })} data-testid="video-leave">
          {text.leave}
        </Button>
        {context.creator && live && (
          <Button size="sm" colorPalette="red" loading={busy} onClick={() => setConfirmingEnd(true)} data-testid="video-end">
            {text.end}
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        open={confirmingEnd}
        message={text.endConfirm}
        danger
        onConfirm={() => {
          setConfirmingEnd(false);
          send({ type: 'room.end' });
        }}
        onCancel={() => setConfirmingEnd(false)}
      />
    </Stack>
  );
}
