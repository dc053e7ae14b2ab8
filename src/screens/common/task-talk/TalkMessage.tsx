/** One message of a task talk: who and when, then the text and/or the file; the caller's own on the right. */
import { Stack, Text } from '@chakra-ui/react';
import { TALK_TYPE } from '../../../constants/task-talk';
import { formatTime } from '../../../lib/time';
import { talkText as text } from '../../../messages/message-centre';
import { TalkFile } from './TalkFile';

export interface TalkMessageRow {
  id: string;
  type: number;
  content: string;
  username: string;
  fileName: string | null;
  mediaType: string | null;
  fileSize: number | null;
  fileUrl: string | null;
  createdAt: string;
  mine: boolean;
}

export function TalkMessage({ message }: { message: TalkMessageRow }) {
  const { mine } = message;
  return (
    <Stack gap="0.5" align={mine ? 'flex-end' : 'flex-start'} data-testid="talk-message">
      <Text fontSize="xs" color="fg.muted">
        {mine ? text.me : message.username} · {formatTime(message.createdAt)}
      </Text>
      <Stack gap="1.5" maxW="80%" px="3" py="2" borderRadius="lg" bg={mine ? 'blue.subtle' : 'bg.muted'}>
        {message.content && (
          <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
            {message.content}
          </Text>
        )}
        {message.fileUrl && (
          <TalkFile
            url={message.fileUrl}
            method={message.type === TALK_TYPE.media ? 'GET' : 'POST'}
            fileName={message.fileName ?? ''}
            mediaType={message.mediaType}
            size={message.fileSize}
          />
        )}
      </Stack>
    </Stack>
  );
}
