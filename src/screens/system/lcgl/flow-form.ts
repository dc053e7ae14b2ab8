/**
 * The flow editor's values (pure): from a stored definition, to the API's input, to the shared rules'
 * draft and to the machine the diagram draws. flowValidator checks the basics with the fields the calls
 * validate with (the entity's input schema, src/resources/flow-definition-form.ts) and blocks saving while the shared rules
 * (validateFlowDefinition, the server's own) find a problem.
 */
import { callInputValidator } from '../../../resources/entity/input-validator';
import type { FormValidator } from '../../../resources/types';
import { flowDefinitionInput } from '../../../resources/flow-definition-form';
import type { JsonSchema } from '../../../shared/validation/json-schema';
import { FLOW_ACTION_NAMES, type FlowActionCode, type FlowReceiverKind } from '../../../constants/flow-labels';
import { STEP_KEY_RE, validateFlowDefinition } from '../../../shared/flow-definition-rules';
import type { FlowDefinitionSpec } from '../../../machines/approval-flow';
import { flowEditorText as t } from '../../../messages/flow-editor';

export interface StepValues {
  key: string;
  name: string;
  receiverKind: FlowReceiverKind;
  /** The level number, organ id or role id as text; empty for the leader. */
  receiverValue: string;
  actions: FlowActionCode[];
  timeLimitHours?: number | null;
}

export interface FlowFormValues {
  busiTypeCode: string;
  name: string;
  remark: string;
  steps: StepValues[];
}

/** A stored definition as the detail query returns it (receiver values are text). */
export interface StoredFlow {
  busiTypeCode: string;
  name: string;
  remark?: string | null;
  steps: ReadonlyArray<{
    key: string;
    name: string;
    receiver: { kind: string; value?: string | null };
    actions: ReadonlyArray<string | null>;
    timeLimitHours?: number | null;
  } | null>;
}

export const newStep = (index: number): StepValues => ({
  key: `step${index + 1}`,
  name: '',
  receiverKind: 'leader',
  receiverValue: '',
  actions: ['approve'],
  timeLimitHours: null,
});

export const emptyFlow = (): FlowFormValues => ({ busiTypeCode: '', name: '', remark: '', steps: [newStep(0)] });

/** A key not used by `steps` yet (step1, step2 …). */
export function freshKey(steps: readonly Pick<StepValues, 'key'>[]): string {
  let n = steps.length + 1;
  while (steps.some((step) => step.key === `step${n}`)) n += 1;
  return `step${n}`;
}

export function valuesFromStored(row: StoredFlow): FlowFormValues {
  return {
    busiTypeCode: row.busiTypeCode,
    name: row.name,
    remark: row.remark ?? '',
    steps: row.steps.flatMap((step) =>
      step
        ? [
            {
              key: step.key,
              name: step.name,
              receiverKind: step.receiver.kind as FlowReceiverKind,
              receiverValue: step.receiver.value ?? '',
              actions: step.actions.filter((action): action is FlowActionCode => !!action && action in FLOW_ACTION_NAMES),
              timeLimitHours: step.timeLimitHours ?? null,
            },
          ]
        : [],
    ),
  };
}

const hours = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The steps as the API takes them, in the order shown. */
export const stepsInput = (steps: readonly StepValues[]) =>
  steps.map((step) => ({
    key: step.key.trim(),
    name: step.name.trim(),
    receiver: { kind: step.receiverKind, value: step.receiverValue || null },
    actions: [...step.actions],
    timeLimitHours: hours(step.timeLimitHours),
  }));

/** What the shared rules check, shaped as the server stores it (a level is a number). */
export function draftOf(values: FlowFormValues) {
  return {
    name: values.name,
    busiTypeCode: values.busiTypeCode,
    steps: stepsInput(values.steps).map((step) => ({
      ...step,
      receiver: step.receiver.value === null ? { kind: step.receiver.kind } : { kind: step.receiver.kind, value: step.receiver.kind === 'level' || step.receiver.kind === 'leader' ? Number(step.receiver.value) : step.receiver.value },
      timeLimitHours: step.timeLimitHours ?? undefined,
    })),
  };
}

export const problemsOf = (values: FlowFormValues) => validateFlowDefinition(draftOf(values));

/** The problems that name step `index` (第n步…), shown under that step. */
export const stepProblems = (problems: readonly string[], index: number) => problems.filter((problem) => problem.startsWith(`第${index + 1}步`));


/**
 * The machine's definition from what is typed so far: steps whose key can name a state (the first of a
 * repeated key wins), unnamed steps by their key; undefined while no step can be drawn.
 */
export function specOf(values: FlowFormValues): FlowDefinitionSpec | undefined {
  const seen = new Set<string>();
  const steps = values.steps.flatMap((step) => {
    const key = step.key.trim();
    if (!STEP_KEY_RE.test(key) || seen.has(key)) return [];
    seen.add(key);
    return [{ key, name: step.name.trim() || key, actions: step.actions }];
  });
  return steps.length ? { id: values.name.trim() || t.definition, steps } : undefined;
}

const { busiTypeCode, name, remark } = flowDefinitionInput.properties!;
const BASICS = { type: 'object', required: ['busiTypeCode', 'name'], properties: { busiTypeCode, name, remark } } as JsonSchema;

const basicsOf = (values: FlowFormValues) => ({ busiTypeCode: values.busiTypeCode.trim(), name: values.name.trim(), remark: values.remark.trim() });

const check = callInputValidator(BASICS, basicsOf, (values): Record<string, string> => {
  // The basics have their own messages; the steps must pass the rules the server applies.
  const problems = problemsOf(values).filter((problem) => problem.startsWith('第') || problem.startsWith('流程至少'));
  return problems.length ? { steps: problems[0] } : {};
});

/** Resolves to the values with the basics trimmed. */
export const flowValidator: FormValidator = {
  async validate(values, mode) {
    await check.validate(values, mode);
    return { ...values, ...basicsOf(values as unknown as FlowFormValues) };
  },
};
