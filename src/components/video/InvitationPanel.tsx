/** An invitation: who invites to which room, its status, and 加入 (joining needs a click: camera and sound). */
import { useQuery } from '@apollo/client/react';
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { VIDEO_ROOM_STATUS } from '../../constants/video';
import { VideoRoomInfoDocument } from '../../graphql/generated/graphql';
import { videoText as text } from '../../messages/video';

export interface JoinRequest {
  roomId: string;
  title: string;
  expert: 0 | 1;
  creator: boolean;
}

export function InvitationPanel({ roomId, onJoin, onDecline }: { roomId: string; onJoin(request: JoinRequest): void; onDecline(): void }) {
  const { data, loading, error } = useQuery(VideoRoomInfoDocument, { variables: { input: { roomId } }, fetchPolicy: 'network-only' });
  const info = data?.getRoomInfo;
  if (loading) return <Skeleton h="16" />;
  const ended = info?.status === VIDEO_ROOM_STATUS.ended;
  return (
    <Stack gap="4" data-testid="video-invitation">
      {info ? (
        <Stack gap="1">
          <Text fontWeight="medium">{text.invitedBy(info.creatorName)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {info.title}
          </Text>
          {ended && <Text color="fg.error">{text.ended}</Text>}
        </Stack>
      ) : (
        <Text color="fg.error">{error?.message ?? text.joinFailed}</Text>
      )}
      <HStack justify="flex-end" gap="2">
        <Button size="sm" variant="outline" onClick={onDecline} data-testid="video-decline">
          {text.decline}
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!info || ended}
          onClick={() => info && onJoin({ roomId, title: info.title, expert: info.expert === 1 ? 1 : 0, creator: info.mine })}
          data-testid="video-join"
        >
          {text.join}
        </Button>
      </HStack>
    </Stack>
  );
}
