/** One participant's video: the stream in a <video>, the name over it; the local one muted and mirrored. */
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  local?: boolean;
  userId?: string;
}

export function VideoTile({ stream, label, local, userId }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined);
  }, [stream]);
  return (
    <Box position="relative" bg="gray.900" rounded="md" overflow="hidden" aspectRatio={4 / 3} data-testid={local ? 'video-tile-local' : 'video-tile-remote'} data-user-id={userId}>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={local}
        data-testid={local ? 'video-local' : 'video-remote'}
        style={{ width: '100%', height: '100%', objectFit: 'cover', transform: local ? 'scaleX(-1)' : undefined }}
      />
      <Text position="absolute" left="2" bottom="2" px="2" py="0.5" rounded="sm" fontSize="xs" color="white" bg="blackAlpha.600">
        {label}
      </Text>
    </Box>
  );
}
