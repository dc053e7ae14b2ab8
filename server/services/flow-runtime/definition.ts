import { and, desc, eq } from 'drizzle-orm';
import { createApprovalFlowMachine, type ApprovalFlowMachine } from '../../../src/machines/approval-flow';
import type { Db } from '../../db/client';
import { dictionaries, flowDefinitions, type FlowDefinitionSnapshot, type FlowStep } from '../../db/schema';
import { flowDefinitionSnapshot } from '../flow-definitions';
import { badRequest, FlowMessages } from './context';

/** A definition version as a running work sees it: its published steps and the machine built from them. */
export interface LoadedFlow {
  definitionId: string;
  version: number;
  snapshot: FlowDefinitionSnapshot;
  machine: ApprovalFlowMachine;
}

/** Machines of published versions; a snapshot never changes, the steps are compared anyway. */
const machines = new Map<string, { steps: string; machine: ApprovalFlowMachine }>();

function machineOf(definitionId: string, version: number, steps: FlowStep[]): ApprovalFlowMachine {
  const key = `${definitionId}@${version}`;
  const text = JSON.stringify(steps);
  const cached = machines.get(key);
  if (cached?.steps === text) return cached.machine;
  const machine = createApprovalFlowMachine({ id: key, steps: steps.map(({ key: k, name, actions }) => ({ key: k, name, actions })) });
  machines.set(key, { steps: text, machine });
  return machine;
}

export async function loadFlow(db: Db, definitionId: string, version: number): Promise<LoadedFlow> {
  const snapshot = await flowDefinitionSnapshot(db, definitionId, version);
  return { definitionId, version, snapshot, machine: machineOf(definitionId, version, snapshot.steps) };
}

/** The enabled definition a new work of the business type starts on (the most recently changed one). */
export async function enabledFlowOf(db: Db, busiTypeCode: string): Promise<LoadedFlow> {
  const [row] = await db
    .select({ id: flowDefinitions.id, version: flowDefinitions.version })
    .from(flowDefinitions)
    .where(and(eq(flowDefinitions.busiTypeCode, busiTypeCode), eq(flowDefinitions.status, 'enabled'), eq(flowDefinitions.deleted, false)))
    .orderBy(desc(flowDefinitions.updatedAt), desc(flowDefinitions.id))
    .limit(1);
  if (row) return loadFlow(db, row.id, row.version);
  const [type] = await db
    .select({ label: dictionaries.label })
    .from(dictionaries)
    .where(and(eq(dictionaries.type, 'busiType'), eq(dictionaries.code, busiTypeCode)));
  throw badRequest(type ? FlowMessages.noDefinition(type.label) : FlowMessages.unknownBusiType(busiTypeCode));
}

export const stepIndexOf = (flow: LoadedFlow, key: string | undefined) => (key ? flow.snapshot.steps.findIndex((s) => s.key === key) : -1);
export const stepOf = (flow: LoadedFlow, key: string | undefined): FlowStep | undefined => flow.snapshot.steps.find((s) => s.key === key);
