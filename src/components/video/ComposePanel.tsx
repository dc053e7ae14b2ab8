/** Starting a room: the subject, the officers to invite (an officer subject comes pre-chosen) and 发起调度. */
import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OpenVideoRoomDocument } from '../../graphql/generated/graphql';
import { videoText as text } from '../../messages/video';
import { InviteePicker } from './InviteePicker';
import type { Invitee, VideoSubject } from './video-dispatch-events';

export interface StartedRoom {
  roomId: string;
  title: string;
  wsUrl: string;
}

export function ComposePanel({ subject, selfId, onStarted, onCancel }: { subject: VideoSubject; selfId?: string; onStarted(room: StartedRoom): void; onCancel(): void }) {
  const client = useApolloClient();
  const [invitees, setInvitees] = useState<Invitee[]>(() => (subject.invitees ?? []).filter((i) => i.userId !== selfId));
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const result = await client.mutate({
        mutation: OpenVideoRoomDocument,
        variables: { input: { subjectType: subject.type, subjectId: subject.id, userIds: invitees.map((i) => i.userId) } },
      });
      const room = result.data?.lawEnforcement;
      if (room) onStarted({ roomId: room.roomId, title: room.title, wsUrl: room.wsUrl });
    } catch {
      // The error catalogue has shown why; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4" data-testid="video-compose">
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          {text.subject}：
        </Text>
        {subject.title}
      </Text>
      <InviteePicker value={invitees} onChange={setInvitees} selfId={selfId} />
      <HStack justify="flex-end" gap="2">
        <Button size="sm" variant="outline" onClick={onCancel}>
          {text.close}
        </Button>
        <Button size="sm" colorPalette="blue" disabled={invitees.length === 0} loading={busy} onClick={start} data-testid="video-start">
          {text.start}
        </Button>
      </HStack>
    </Stack>
  );
}
