/** Lays out a machine whenever it changes; a slower, older layout never replaces a newer one. */
import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { layoutGraph } from './layout';
import { machineGraph, type GraphOptions } from './machine-graph';
import type { PositionedGraph } from './types';

export interface StatechartLayout {
  positioned?: PositionedGraph;
  error?: string;
}

export function useStatechartLayout(machine: AnyStateMachine | undefined, options?: GraphOptions): StatechartLayout {
  const [state, setState] = useState<StatechartLayout>({});
  const { eventNames, guards } = options ?? {};
  useEffect(() => {
    if (!machine) return;
    let current = true;
    layoutGraph(machineGraph(machine, { eventNames, guards }))
      .then((positioned) => current && setState({ positioned }))
      .catch((error: unknown) => current && setState({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [machine, eventNames, guards]);
  return state;
}
