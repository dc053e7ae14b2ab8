/** Replay controls: play / pause, a slider over the positions, the replayed position's time. */
import { Button, HStack, Slider, Text } from '@chakra-ui/react';
import { MdPause, MdPlayArrow } from 'react-icons/md';
import { formatTime } from '../../../lib/time';
import type { TrackPoint } from '../../../machines/track-viewer';
import { trackText as text } from '../../../messages/track';

export interface PlaybackBarProps {
  points: TrackPoint[];
  index: number;
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  onSeek: (index: number) => void;
}

export function PlaybackBar({ points, index, playing, onPlay, onPause, onSeek }: PlaybackBarProps) {
  const current = points[index];
  return (
    <HStack gap="3" wrap="wrap" data-testid="track-playback">
      <Button size="sm" colorPalette="green" onClick={playing ? onPause : onPlay} data-testid="track-play" aria-label={playing ? text.pause : text.play}>
        {playing ? <MdPause /> : <MdPlayArrow />} {playing ? text.pause : text.play}
      </Button>
      <Slider.Root
        flex="1 1 12rem"
        minW="8rem"
        size="sm"
        colorPalette="green"
        min={0}
        max={Math.max(points.length - 1, 1)}
        step={1}
        value={[index]}
        aria-label={[text.slider]}
        onValueChange={(details) => onSeek(details.value[0])}
        data-testid="track-slider"
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="track-time">
        {current ? formatTime(current.time) : ''}
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid="track-count">
        {text.pointCount(points.length)}
      </Text>
    </HStack>
  );
}
