/**
 * The sandbox: a running copy of a registry machine (invoked actors replaced by ones that never settle,
 * side effects silenced) with the history of its snapshots. Stepping back or forward restores the copy
 * at that snapshot; sending an event from an earlier step drops the steps after it. Mount it once per
 * machine (key the component by the machine).
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type EventObject, type Subscription } from 'xstate';
import { INSPECTOR_HISTORY_LIMIT } from '../../../constants/inspector';
import type { MachineEntry } from '../../../machines/registry';
import { sampleFor } from '../../../machines/samples';
import { sandboxMachine } from '../../../machines/sandbox';

export type HistoryKind = 'start' | 'event' | 'auto';

export interface HistoryEntry {
  snapshot: AnyMachineSnapshot;
  kind: HistoryKind;
  event?: EventObject;
  at: number;
}

interface Store {
  actor?: AnyActorRef;
  subscription?: Subscription;
  history: HistoryEntry[];
  index: number;
  /** The event being sent, so the snapshot it makes is recorded with it. */
  sending?: EventObject;
  /** True while a copy is restored at history[index] (its first snapshot is that step, not a new one). */
  restoring: boolean;
  error?: string;
}

export interface Sandbox {
  running: boolean;
  current?: AnyMachineSnapshot;
  history: readonly HistoryEntry[];
  index: number;
  error?: string;
  start: () => void;
  stop: () => void;
  /** Sends the event; false when neither state nor context changed. */
  send: (event: EventObject) => boolean;
  go: (index: number) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useSandbox(entry: MachineEntry): Sandbox {
  const sample = sampleFor(entry.id);
  const logic = useMemo(() => sandboxMachine(entry.machine, sample), [entry, sample]);
  const store = useRef<Store>({ history: [], index: -1, restoring: false });
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  const record = (snapshot: AnyMachineSnapshot) => {
    const state = store.current;
    if (state.restoring) {
      state.history[state.index] = { ...state.history[state.index], snapshot };
      return;
    }
    if (state.history[state.index]?.snapshot === snapshot) return;
    const kind: HistoryKind = state.index < 0 ? 'start' : state.sending ? 'event' : 'auto';
    const next = { snapshot, kind, event: state.sending, at: Date.now() };
    state.history = [...state.history.slice(0, state.index + 1), next].slice(-INSPECTOR_HISTORY_LIMIT);
    state.index = state.history.length - 1;
    rerender();
  };

  const halt = () => {
    const state = store.current;
    state.subscription?.unsubscribe();
    state.actor?.stop();
    state.actor = undefined;
    state.subscription = undefined;
  };

  /** A copy from the start (no snapshot) or restored at `snapshot`. */
  const launch = (snapshot?: AnyMachineSnapshot) => {
    halt();
    const state = store.current;
    state.error = undefined;
    try {
      const persisted = snapshot ? logic.getPersistedSnapshot(snapshot) : undefined;
      const actor = createActor(logic, { input: sample?.input, ...(persisted && { snapshot: persisted }) });
      state.actor = actor;
      state.subscription = actor.subscribe({
        next: (next) => record(next as AnyMachineSnapshot),
        error: (error) => {
          state.error = messageOf(error);
          rerender();
        },
      });
      state.restoring = Boolean(snapshot);
      actor.start();
      const first = actor.getSnapshot() as AnyMachineSnapshot;
      if (first.status === 'error') throw first.error;
      record(first);
    } catch (error) {
      halt();
      state.error = messageOf(error);
    } finally {
      state.restoring = false;
      rerender();
    }
  };

  // The copy ends with the panel (the screen keys the panel by machine).
  useEffect(() => {
    const state = store.current;
    return () => {
      state.subscription?.unsubscribe();
      state.actor?.stop();
    };
  }, []);

  const state = store.current;
  return {
    running: Boolean(state.actor),
    current: state.history[state.index]?.snapshot,
    history: state.history,
    index: state.index,
    error: state.error,
    start: () => {
      store.current.history = [];
      store.current.index = -1;
      launch();
    },
    stop: () => {
      halt();
      rerender();
    },
    send: (event) => {
      const current = store.current;
      if (!current.actor) return false;
      const before = current.actor.getSnapshot();
      current.sending = event;
      try {
        current.actor.send(event);
      } finally {
        current.sending = undefined;
      }
      return current.actor?.getSnapshot() !== before;
    },
    go: (index) => {
      const target = store.current.history[index];
      if (!target || index === store.current.index) return;
      store.current.index = index;
      launch(target.snapshot);
    },
  };
}
