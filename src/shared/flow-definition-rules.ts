/** Whether a flow definition can run, shared by the server (which refuses) and the flow editor (which lists the problems as the user types). */
import { FLOW_ACTIONS, FLOW_RECEIVER_KIND_NAMES, ORGAN_LEVEL_NAMES } from '../constants/flow-labels';

/** A definition as an editor sends it: anything may be missing or of the wrong shape. */
export interface FlowDefinitionDraft {
  name?: unknown;
  busiTypeCode?: unknown;
  steps?: unknown;
}

/** A step key names a state of the approval machine: a letter, then letters, digits, _ or -. */
export const STEP_KEY_RE = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

function receiverProblems(receiver: unknown, at: string): string[] {
  if (!isRecord(receiver) || receiver.kind === undefined) return [`${at}缺少接收人`];
  const { kind, value } = receiver;
  if (typeof kind !== 'string' || !(kind in FLOW_RECEIVER_KIND_NAMES)) return [`${at}的接收人类型不正确`];
  const isLevel = typeof value === 'number' && value in ORGAN_LEVEL_NAMES && Number.isInteger(value);
  if (kind === 'level') return isLevel ? [] : [`${at}的接收单位层级应为0到6的整数`];
  // A leader may name the level of the unit they lead (大队领导: the brigade of the work's unit).
  if (kind === 'leader') return value === undefined || value === null || isLevel ? [] : [`${at}的领导所在单位层级应为0到6的整数`];
  if (kind === 'organ') return filled(value) ? [] : [`${at}缺少接收单位`];
  if (kind === 'role') return filled(value) ? [] : [`${at}缺少接收角色`];
  return [];
}

function stepProblems(step: unknown, index: number): string[] {
  const at = `第${index + 1}步`;
  if (!isRecord(step)) return [`${at}格式不正确`];
  const named = filled(step.name) ? `${at}“${String(step.name).trim()}”` : at;
  const problems: string[] = [];
  if (!filled(step.key)) problems.push(`${at}缺少步骤标识`);
  else if (!STEP_KEY_RE.test(String(step.key))) problems.push(`${named}的步骤标识应以字母开头，只含字母、数字、下划线或短横线`);
  if (!filled(step.name)) problems.push(`${at}缺少步骤名称`);
  problems.push(...receiverProblems(step.receiver, named));
  if (!Array.isArray(step.actions) || step.actions.length === 0) problems.push(`${named}至少需要一个可用操作`);
  else {
    const unknown = step.actions.filter((a) => !(FLOW_ACTIONS as unknown[]).includes(a));
    if (unknown.length) problems.push(`${named}的操作${unknown.map(String).join('、')}不存在`);
    if (new Set(step.actions).size !== step.actions.length) problems.push(`${named}的操作有重复`);
  }
  const limit = step.timeLimitHours;
  if (limit !== undefined && limit !== null && !(typeof limit === 'number' && Number.isFinite(limit) && limit > 0)) {
    problems.push(`${named}的办理时限应为大于0的小时数`);
  }
  return problems;
}

/**
 * What keeps a definition from running, as Chinese messages naming the step (empty when it can run): a name and
 * business type, at least one step, unique step keys, every step with a receiver and known actions.
 */
export function validateFlowDefinition(def: FlowDefinitionDraft): string[] {
  const problems: string[] = [];
  if (!filled(def.name)) problems.push('流程名称不能为空');
  if (!filled(def.busiTypeCode)) problems.push('业务类型不能为空');
  if (!Array.isArray(def.steps) || def.steps.length === 0) return [...problems, '流程至少需要一个审批步骤'];
  def.steps.forEach((step, index) => problems.push(...stepProblems(step, index)));
  const seen = new Map<string, number>();
  def.steps.forEach((step, index) => {
    if (!isRecord(step) || !filled(step.key)) return;
    const key = String(step.key);
    if (seen.has(key)) problems.push(`第${index + 1}步的步骤标识${key}与第${seen.get(key)! + 1}步重复`);
    else seen.set(key, index);
  });
  return problems;
}
