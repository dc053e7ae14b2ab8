/**
 * 任务交流: the conversation of one flow work between the people on it — text, a picture or video (uploaded
 * through /public/fdfs/upload, checked by content on the server), or one of the work's attachments. New
 * messages arrive live (talk notices of this work) and after every reconnect.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, chakra, Heading, HStack, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MEDIA_ACCEPT } from '../../../constants/media-upload';
import { TALK_CATEGORY } from '../../../constants/message-centre';
import { TALK_PAGE_SIZE, TALK_TEXT_MAX, TALK_TYPE } from '../../../constants/task-talk';
import { OpenTaskTalkDocument, SendTaskTalkContentDocument, TalkAttachmentsDocument, TaskTalkContentPageDocument } from '../../../graphql/generated/graphql';
import { talkText as text } from '../../../messages/message-centre';
import { useLiveRefresh } from '../message-centre/live';
import { uploadTalkMedia } from './talk-calls';
import { TalkMessage } from './TalkMessage';

export interface TaskTalkPanelProps {
  /** The flow work the conversation is about. */
  flowWorkId: string;
}

export function TaskTalkPanel({ flowWorkId }: TaskTalkPanelProps) {
  const opened = useQuery(OpenTaskTalkDocument, { variables: { input: { flowWorkId } }, fetchPolicy: 'network-only' });
  const talk = opened.data?.openTaskTalk;
  return (
    <Card.Root size="sm" data-testid="task-talk">
      <Card.Header pb="1">
        <Stack gap="0.5">
          <Heading size="sm">{text.title}</Heading>
          {talk && (
            <Text fontSize="xs" color="fg.muted" data-testid="talk-participants">
              {text.participants((talk.participants ?? []).map((p) => p?.username).filter(Boolean).join('、'))}
            </Text>
          )}
        </Stack>
      </Card.Header>
      <Card.Body pt="2">
        {opened.error ? (
          <Alert.Root status="warning" data-testid="talk-error">
            <Alert.Indicator />
            <Alert.Title>{opened.error.message || text.loadFailed}</Alert.Title>
          </Alert.Root>
        ) : talk?.id ? (
          <Conversation talkId={talk.id} flowWorkId={flowWorkId} />
        ) : (
          <Skeleton h="32" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Conversation({ talkId, flowWorkId }: { talkId: string; flowWorkId: string }) {
  const [size, setSize] = useState(TALK_PAGE_SIZE);
  const page = useQuery(TaskTalkContentPageDocument, { variables: { input: { talkId, current: 1, size } }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [sendContent, sending] = useMutation(SendTaskTalkContentDocument);
  const [draft, setDraft] = useState('');
  const [uploading, setUploading] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const refetch = () => void page.refetch().catch(() => undefined);
  useLiveRefresh(refetch, (notice) => notice.category === TALK_CATEGORY && notice.flowWorkId === flowWorkId);

  const rows = useMemo(() => (page.data?.taskTalkContentPage?.records ?? []).filter((r): r is NonNullable<typeof r> => Boolean(r)).reverse(), [page.data]);
  const total = page.data?.taskTalkContentPage?.total ?? 0;
  const newest = rows.at(-1)?.id;
  // The newest message into view by scrolling the list itself: scrollIntoView would also scroll the page
  // (the approval page opened hundreds of pixels down).
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  const post = async (variables: { type: number; content?: string; fileId?: string }) => {
    try {
      await sendContent({ variables: { input: { talkId, ...variables } } });
      refetch();
      return true;
    } catch {
      return false; // The error link has shown the server's message.
    }
  };
  const sendText = async () => {
    if (!draft.trim()) return;
    if (await post({ type: TALK_TYPE.text, content: draft.trim() })) setDraft('');
  };
  const sendMedia = async (file: File) => {
    setUploading(true);
    try {
      const media = await uploadTalkMedia(file);
      await post({ type: TALK_TYPE.media, fileId: media.id });
    } catch {
      // uploadMedia or the request helper has shown why (上传文件格式只能是图片或视频 …).
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="3">
      <Stack ref={list} gap="3" maxH="96" overflowY="auto" px="1" data-testid="talk-messages">
        {total > rows.length && (
          <Button size="xs" variant="ghost" alignSelf="center" loading={page.loading} onClick={() => setSize(size + TALK_PAGE_SIZE)}>
            {text.loadMore}
          </Button>
        )}
        {page.loading && !page.data ? (
          <Skeleton h="20" />
        ) : rows.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" textAlign="center" py="4" data-testid="talk-empty">
            {text.empty}
          </Text>
        ) : (
          rows.map((row) => <TalkMessage key={row.id} message={row} />)
        )}
      </Stack>
      <Textarea
        rows={2}
        maxLength={TALK_TEXT_MAX}
        placeholder={text.placeholder}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void sendText();
          }
        }}
        data-testid="talk-input"
      />
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <chakra.input
            ref={input}
            type="file"
            accept={MEDIA_ACCEPT}
            display="none"
            data-testid="talk-media-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void sendMedia(file);
            }}
          />
          <Button size="sm" variant="outline" loading={uploading} onClick={() => input.current?.click()} data-testid="talk-media">
            {text.media}
          </Button>
          <AttachmentSender flowWorkId={flowWorkId} busy={sending.loading} onSend={(fileId) => post({ type: TALK_TYPE.file, fileId })} />
        </HStack>
        <Button size="sm" colorPalette="brand" loading={sending.loading && !uploading} disabled={!draft.trim()} onClick={() => void sendText()} data-testid="talk-send">
          {text.send}
        </Button>
      </HStack>
    </Stack>
  );
}

/** 发送附件: one of the work's attachments (个人任务附件) as a file message. */
function AttachmentSender({ flowWorkId, busy, onSend }: { flowWorkId: string; busy: boolean; onSend: (fileId: string) => Promise<boolean> }) {
  const { data } = useQuery(TalkAttachmentsDocument, { variables: { taskId: flowWorkId }, fetchPolicy: 'cache-and-network' });
  const files = (data?.taskFileList ?? []).filter((f): f is NonNullable<typeof f> => Boolean(f?.id));
  const [chosen, setChosen] = useState('');
  if (!files.length) return null;
  return (
    <HStack gap="1">
      <NativeSelect.Root size="sm" width="auto" minW="10em">
        <NativeSelect.Field aria-label={text.chooseAttachment} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)} data-testid="talk-attachment">
          <option value="">{text.chooseAttachment}</option>
          {files.map((f) => (
            <option key={f.id} value={f.id}>
              {f.fileName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" disabled={!chosen} loading={busy} onClick={() => void onSend(chosen).then((sent) => sent && setChosen(''))} data-testid="talk-attachment-send">
        {text.attachment}
      </Button>
    </HStack>
  );
}
