/**
 * The track viewer (document 2 §5, §7): 查询 needs an officer (请选择执法人员 otherwise), loads the points
 * of the range, then shows the line (暂无轨迹 when there are none) and replays it: playing moves one
 * position per tick until the last one and pauses there; play at the end starts again from the first.
 */
import { assign, fromPromise, setup } from 'xstate';
import { PLAYBACK_TICK_MS } from '../../constants/track';
import { errors } from '../../messages/errors';
import { notify } from '../../lib/notify';
import type { TrackPoint, TrackQuery, TrackViewerContext, TrackViewerEvent } from './types';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : ((error as { message?: string })?.message ?? errors.busy));

export const trackViewerMachine = setup({
  types: { context: {} as TrackViewerContext, events: {} as TrackViewerEvent },
  actors: {
    /** Provided by the screen (the getParticle query); unprovided it finds nothing. */
    loadTrack: fromPromise<TrackPoint[], TrackQuery>(async () => []),
  },
  delays: { playbackTick: PLAYBACK_TICK_MS },
  guards: {
    hasOfficer: ({ event }) => event.type === 'track.query' && Boolean(event.query.userId),
    hasPoints: ({ event }) => ((event as unknown as { output?: TrackPoint[] }).output?.length ?? 0) > 0,
    atLastPoint: ({ context }) => context.index >= context.points.length - 1,
  },
  actions: {
    setQuery: assign({
      query: ({ event }) => (event.type === 'track.query' ? (event.query as TrackQuery) : undefined),
      missingOfficer: false,
      error: undefined,
    }),
    markMissingOfficer: assign({ missingOfficer: true }),
    warnMissingOfficer: () => notify.warning(errors.selectOfficer),
    announceEmpty: () => notify.info(errors.noTrack),
    setPoints: assign({ points: ({ event }) => (event as unknown as { output: TrackPoint[] }).output, index: 0 }),
    clearPoints: assign({ points: [], index: 0 }),
    setError: assign({ error: ({ event }) => messageOf((event as unknown as { error: unknown }).error), points: [], index: 0 }),
    advance: assign({ index: ({ context }) => Math.min(context.index + 1, context.points.length - 1) }),
    rewindAtEnd: assign({ index: ({ context }) => (context.index >= context.points.length - 1 ? 0 : context.index) }),
    seek: assign({
      index: ({ context, event }) => (event.type === 'playback.seek' ? Math.max(0, Math.min(Math.round(event.index), context.points.length - 1)) : context.index),
    }),
  },
}).createMachine({
  id: 'trackViewer',
  context: { points: [], index: 0, missingOfficer: false },
  initial: 'idle',
  on: {
    'track.query': [
      { guard: 'hasOfficer', target: '.loading', actions: 'setQuery' },
      { actions: ['markMissingOfficer', 'warnMissingOfficer'] },
    ],
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadTrack',
        input: ({ context }) => context.query!,
        onDone: [
          { guard: 'hasPoints', target: 'shown', actions: 'setPoints' },
          { target: 'empty', actions: ['clearPoints', 'announceEmpty'] },
        ],
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    empty: {},
    failed: { on: { 'track.retry': 'loading' } },
    shown: {
      initial: 'paused',
      on: { 'playback.seek': { actions: 'seek' } },
      states: {
        paused: { on: { 'playback.play': { target: 'playing', actions: 'rewindAtEnd' } } },
        playing: {
          on: { 'playback.pause': 'paused' },
          after: {
            playbackTick: [
              { guard: 'atLastPoint', target: 'paused' },
              { target: 'playing', reenter: true, actions: 'advance' },
            ],
          },
        },
      },
    },
  },
});

export type TrackViewerMachine = typeof trackViewerMachine;
