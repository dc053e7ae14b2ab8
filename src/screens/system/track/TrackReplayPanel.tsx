/**
 * 轨迹回放: choose an officer and a time range (today 20:00–22:00 when none), 查询, see the green track
 * and replay it. The trackViewer machine owns the flow; getParticle is its loadTrack actor.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, Field, HStack, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MdSearch } from 'react-icons/md';
import { fromPromise } from 'xstate';
import { DateRangePicker } from '../../../components/data/DateRangePicker';
import type { DateRangeValue } from '../../../components/data/date-range';
import { GetParticleDocument } from '../../../graphql/generated/graphql';
import { inspect } from '../../../machines/inspection';
import { trackViewerMachine, type TrackPoint, type TrackQuery } from '../../../machines/track-viewer';
import { common } from '../../../messages/common';
import { errors } from '../../../messages/errors';
import { trackText as text } from '../../../messages/track';
import { OfficerAutocomplete, type Officer } from './OfficerAutocomplete';
import { PlaybackBar } from './PlaybackBar';
import { TrackMap } from './TrackMap';
import { defaultTrackRange, effectiveTrackRange } from './track-range';

export interface TrackRequest {
  officer?: Officer;
  range?: DateRangeValue;
  /** Query at once (opened from a list row). */
  run?: boolean;
}

export interface TrackReplayPanelProps {
  /** What the page was opened with (URL); a new value replaces the form. */
  request?: TrackRequest;
  /** More buttons after 查询 for the chosen officer (视频调度). */
  extraActions?: (officer: Officer | undefined) => ReactNode;
}

const MAP_HEIGHT = { base: '60vh', md: 'max(22rem, calc(100vh - 22rem))' };

export function TrackReplayPanel({ request, extraActions }: TrackReplayPanelProps) {
  const client = useApolloClient();
  const logic = useMemo(
    () =>
      trackViewerMachine.provide({
        actors: {
          loadTrack: fromPromise<TrackPoint[], TrackQuery>(async ({ input }) => {
            const { data } = await client.query({ query: GetParticleDocument, variables: { input }, fetchPolicy: 'network-only' });
            return (data?.getParticle ?? []).flatMap((p) => (p ? [p] : []));
          }),
        },
      }),
    [client],
  );
  const [state, send] = useMachine(logic, { inspect });
  const [officer, setOfficer] = useState<Officer | undefined>(request?.officer);
  const [range, setRange] = useState<DateRangeValue>(request?.range ?? defaultTrackRange());

  const query = (who = officer, when = range) => {
    const chosen = effectiveTrackRange(when);
    if (!when.start || !when.end) setRange(chosen);
    send({ type: 'track.query', query: { userId: who?.userId, date: chosen.start, dateEnd: chosen.end } });
  };

  const requestKey = JSON.stringify(request ?? {});
  useEffect(() => {
    if (!request?.officer) return;
    const when = request.range ?? defaultTrackRange();
    setOfficer(request.officer);
    setRange(when);
    if (request.run) query(request.officer, when);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request (URL) re-runs it
  }, [requestKey]);

  const { points, index, missingOfficer, error } = state.context;
  const shown = state.matches('shown');
  const overlay = state.matches('loading')
    ? { text: text.loading, testId: 'track-loading' }
    : state.matches('empty')
      ? { text: errors.noTrack, testId: 'track-empty' }
      : state.matches('failed')
        ? { text: error ?? text.loadFailed, testId: 'track-failed' }
        : state.matches('idle')
          ? { text: text.hint, testId: 'track-hint' }
          : undefined;

  return (
    <Stack gap="3" data-testid="track-replay" data-state={JSON.stringify(state.value)}>
      <HStack gap="2" wrap="wrap" align="flex-start">
        <Field.Root invalid={missingOfficer && !officer} flex="1 1 14rem" minW="0" maxW={{ md: '20rem' }}>
          <OfficerAutocomplete value={officer} onChange={setOfficer} invalid={missingOfficer && !officer} />
          {missingOfficer && !officer && <Field.ErrorText data-testid="officer-error">{errors.selectOfficer}</Field.ErrorText>}
        </Field.Root>
        <Stack flex="2 1 24rem" minW="0">
          <DateRangePicker label={text.timeRange} value={range} onChange={setRange} />
        </Stack>
        <HStack gap="2">
          <Button size="sm" colorPalette="brand" onClick={() => query()} data-testid="track-query">
            <MdSearch /> {common.query}
          </Button>
          {state.matches('failed') && (
            <Button size="sm" variant="outline" onClick={() => send({ type: 'track.retry' })}>
              {text.retry}
            </Button>
          )}
          {extraActions?.(officer)}
        </HStack>
      </HStack>
      <TrackMap points={points} index={index} overlay={overlay} height={MAP_HEIGHT} />
      {shown && (
        <PlaybackBar
          points={points}
          index={index}
          playing={state.matches({ shown: 'playing' })}
          onPlay={() => send({ type: 'playback.play' })}
          onPause={() => send({ type: 'playback.pause' })}
          onSeek={(i) => send({ type: 'playback.seek', index: i })}
        />
      )}
    </Stack>
  );
}
