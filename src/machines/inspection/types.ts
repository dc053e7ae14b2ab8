/** What the inspection hub knows of each live machine actor of this tab. */
import type { EventObject, StateValue } from 'xstate';

export interface InspectedEvent {
  /** Increases across the hub: the order events arrived in. */
  seq: number;
  /** Epoch ms when the actor received it. */
  at: number;
  type: string;
  event: EventObject;
  /** The id of the actor that sent it (an invoked actor, a parent), when known. */
  sourceId?: string;
}

export type InspectedStatus = 'active' | 'done' | 'error' | 'stopped';

export interface InspectedActor {
  /** Unique in the hub (actor ids repeat across actor systems: every root actor is 'x:0'). */
  key: string;
  /** The actor's own id. */
  id: string;
  /** The machine's id (the registry maps it to an entry). */
  machineId: string;
  value: StateValue;
  context: unknown;
  status: InspectedStatus;
  /** When the actor was created (or first seen, for one running before the hub was on). */
  startedAt: number;
  updatedAt: number;
  /** The last events received, oldest first (at most INSPECTOR_EVENT_LIMIT). */
  events: readonly InspectedEvent[];
  /** Every event received, including those no longer kept. */
  eventCount: number;
}
