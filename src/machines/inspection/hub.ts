/**
 * The in-tab inspection hub: an XState inspection observer (`inspect`) that keeps, for every live machine
 * actor, its current state, its context and its last events; the inspector screen subscribes to it.
 * Invoked promise/callback actors are not kept (their done/error events show in their parent's log).
 * Turned off, `inspect` returns at once and nothing is kept, so people who may not inspect pay nothing.
 */
import type { AnyEventObject, InspectionEvent, Snapshot, StateValue } from 'xstate';
import { INSPECTOR_EVENT_LIMIT, INSPECTOR_STOPPED_LIMIT } from '../../constants/inspector';
import { RingBuffer } from './ring-buffer';
import type { InspectedActor, InspectedEvent, InspectedStatus } from './types';

/** What the hub reads of an actor ref: more than InspectionEvent's ActorRefLike promises, as Actor has it. */
interface ActorLike {
  id?: string;
  logic?: unknown;
  getSnapshot(): unknown;
}

interface MachineSnapshotLike {
  value: StateValue;
  context: unknown;
  status: string;
}

interface Entry {
  key: string;
  id: string;
  machineId: string;
  value: StateValue;
  context: unknown;
  status: InspectedStatus;
  startedAt: number;
  updatedAt: number;
  ring: RingBuffer<InspectedEvent>;
  eventCount: number;
  /** The immutable view handed out, rebuilt only after a change. */
  view?: InspectedActor;
}

export interface InspectionHubOptions {
  enabled?: boolean;
  eventLimit?: number;
  stoppedLimit?: number;
  now?: () => number;
}

export interface InspectionHub {
  /** Pass as `inspect` to createActor / useMachine / createActorContext's Provider options. */
  inspect: (event: InspectionEvent) => void;
  /** Starts keeping an actor created before the hub was on (the session, the tags view). */
  adopt: (actorRef: unknown) => void;
  setEnabled: (enabled: boolean) => void;
  isEnabled: () => boolean;
  /** Live actors first (oldest first), then stopped ones; the same array until something changes. */
  getActors: () => readonly InspectedActor[];
  /** Called (batched in a microtask) after any change. */
  subscribe: (listener: () => void) => () => void;
  clear: () => void;
}

/** The machine id of a state machine's logic; undefined for any other logic (promises, callbacks). */
function machineIdOf(logic: unknown): string | undefined {
  if (!logic || typeof logic !== 'object') return undefined;
  const candidate = logic as { id?: unknown; root?: unknown };
  return typeof candidate.id === 'string' && typeof candidate.root === 'object' ? candidate.id : undefined;
}

/** An actor announces itself before its first snapshot exists (reading it then throws); that snapshot follows. */
function readSnapshot(actor: ActorLike): Snapshot<unknown> | undefined {
  try {
    return actor.getSnapshot() as Snapshot<unknown> | undefined;
  } catch {
    return undefined;
  }
}

const statusOf = (status: string): InspectedStatus => (status === 'done' || status === 'error' || status === 'stopped' ? status : 'active');

export function createInspectionHub(options: InspectionHubOptions = {}): InspectionHub {
  const eventLimit = options.eventLimit ?? INSPECTOR_EVENT_LIMIT;
  const stoppedLimit = options.stoppedLimit ?? INSPECTOR_STOPPED_LIMIT;
  const now = options.now ?? Date.now;
  let enabled = options.enabled ?? false;
  let nextKey = 1;
  let seq = 0;
  const entries = new Map<unknown, Entry>();
  // Announced actors are listed once they run: React's StrictMode creates (and drops) actors it never starts.
  const announced = new WeakMap<object, number>();
  const listeners = new Set<() => void>();
  let list: readonly InspectedActor[] = [];
  let listStale = false;
  let notifyQueued = false;

  const changed = () => {
    listStale = true;
    if (notifyQueued || listeners.size === 0) return;
    // Actors are created while React renders (useMachine); screens must not be updated inside that render.
    notifyQueued = true;
    queueMicrotask(() => {
      notifyQueued = false;
      for (const listener of [...listeners]) listener();
    });
  };

  const touch = (entry: Entry) => {
    entry.view = undefined;
    entry.updatedAt = now();
    changed();
  };

  const applySnapshot = (entry: Entry, snapshot: unknown) => {
    const machineSnapshot = snapshot as MachineSnapshotLike;
    entry.value = machineSnapshot.value;
    entry.context = machineSnapshot.context;
    entry.status = statusOf(machineSnapshot.status);
  };

  /** Only the newest ended actors are kept. */
  const pruneEnded = () => {
    const ended = [...entries.entries()].filter(([, entry]) => entry.status !== 'active');
    for (const [ref] of ended.slice(0, Math.max(0, ended.length - stoppedLimit))) entries.delete(ref);
  };

  const track = (actorRef: unknown): Entry | undefined => {
    const existing = entries.get(actorRef);
    if (existing) return existing;
    const actor = actorRef as ActorLike;
    const machineId = machineIdOf(actor.logic);
    if (!machineId) return undefined;
    const at = announced.get(actorRef as object) ?? now();
    const entry: Entry = {
      key: `a${nextKey++}`,
      id: String(actor.id ?? ''),
      machineId,
      value: {},
      context: undefined,
      status: 'active',
      startedAt: at,
      updatedAt: at,
      ring: new RingBuffer<InspectedEvent>(eventLimit),
      eventCount: 0,
    };
    const snapshot = readSnapshot(actor);
    if (snapshot && 'value' in snapshot) applySnapshot(entry, snapshot);
    entries.set(actorRef, entry);
    changed();
    return entry;
  };

  const record = (entry: Entry, event: AnyEventObject, source: unknown) => {
    const sourceId = source ? (source as ActorLike).id : undefined;
    entry.ring.push({ seq: ++seq, at: now(), type: event.type, event, ...(sourceId !== undefined && { sourceId: String(sourceId) }) });
    entry.eventCount += 1;
    touch(entry);
  };

  const inspect = (event: InspectionEvent) => {
    if (!enabled) return;
    switch (event.type) {
      case '@xstate.actor':
        if (machineIdOf((event.actorRef as ActorLike).logic)) announced.set(event.actorRef, now());
        return;
      case '@xstate.event': {
        const entry = track(event.actorRef);
        if (entry) record(entry, event.event, event.sourceRef);
        return;
      }
      case '@xstate.snapshot': {
        const entry = track(event.actorRef);
        if (!entry) return;
        applySnapshot(entry, event.snapshot);
        touch(entry);
        if (entry.status !== 'active') pruneEnded();
        return;
      }
    }
  };

  const viewOf = (entry: Entry): InspectedActor => {
    entry.view ??= Object.freeze({
      key: entry.key,
      id: entry.id,
      machineId: entry.machineId,
      value: entry.value,
      context: entry.context,
      status: entry.status,
      startedAt: entry.startedAt,
      updatedAt: entry.updatedAt,
      events: Object.freeze(entry.ring.toArray()),
      eventCount: entry.eventCount,
    });
    return entry.view;
  };

  const clear = () => {
    entries.clear();
    changed();
  };

  return {
    inspect,
    adopt: (actorRef) => {
      if (enabled && actorRef) track(actorRef);
    },
    setEnabled: (on) => {
      if (on === enabled) return;
      enabled = on;
      if (!on) clear();
    },
    isEnabled: () => enabled,
    getActors: () => {
      if (listStale) {
        const all = [...entries.values()];
        list = Object.freeze([...all.filter((entry) => entry.status === 'active'), ...all.filter((entry) => entry.status !== 'active')].map(viewOf));
        listStale = false;
      }
      return list;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear,
  };
}
