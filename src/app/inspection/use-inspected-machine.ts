/** `useMachine` with the tab's inspection hub attached, so the machine inspector sees the actor live. */
import { useMachine } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { inspect } from '../../machines/inspection';

export const useInspectedMachine: typeof useMachine = <TMachine extends AnyStateMachine>(machine: TMachine, ...[options]: unknown[]) =>
  useMachine(machine, { ...(options as object), inspect } as never);
