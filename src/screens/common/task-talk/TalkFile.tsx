/** A file in a message: a picture shown inline, a video played inline, anything else a download link. */
import { Button, chakra, Image } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { download } from '../../../lib/download';
import { talkText as text } from '../../../messages/message-centre';
import { fetchTalkFile, sizeText } from './talk-calls';

export interface TalkFileProps {
  url: string;
  /** Uploaded media come back with GET, work attachments with POST (/myTask/file/download). */
  method: 'GET' | 'POST';
  fileName: string;
  mediaType: string | null;
  size: number | null;
}

/** Media are always fetched with GET (/public/fdfs/download). */
function useObjectUrl(url: string, wanted: boolean): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!wanted) return undefined;
    let alive = true;
    let created: string | undefined;
    fetchTalkFile(url)
      .then((blob) => {
        if (!alive) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, wanted]);
  return objectUrl;
}

export function TalkFile({ url, method, fileName, mediaType, size }: TalkFileProps) {
  const image = method === 'GET' && (mediaType?.startsWith('image/') ?? false);
  const video = method === 'GET' && mediaType === 'video/mp4';
  const objectUrl = useObjectUrl(url, image || video);
  const label = `${fileName}${size ? `（${sizeText(size)}）` : ''}`;
  if (image && objectUrl) return <Image src={objectUrl} alt={fileName} maxW="60" maxH="48" borderRadius="md" data-testid="talk-image" />;
  if (video && objectUrl) return <chakra.video controls src={objectUrl} maxW="72" borderRadius="md" data-testid="talk-video" />;
  return (
    <Button
      variant="plain"
      size="xs"
      p="0"
      h="auto"
      colorPalette="blue"
      whiteSpace="normal"
      textAlign="left"
      onClick={() => void download(url, undefined, { method, fallbackName: fileName }).catch(() => undefined)}
      data-testid="talk-file"
    >
      {text.download} {label}
    </Button>
  );
}
