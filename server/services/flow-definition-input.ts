/**
 * What the flow editor sends, made into stored steps and checked: the shared rules (validateFlowDefinition)
 * first, then what only the database knows — the business types, receiving organs and roles, writ templates.
 * Every message is Chinese and names the step or the code at fault.
 */
import type { Static } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { StepInput } from '../../src/shared/flow-definition-inputs';
import type { Db } from '../db/client';
import { dictionaries, organizations, roles, writTemplates, type FlowStep } from '../db/schema';
import { badRequest } from '../http/envelope';
import type { FlowActionCode, FlowReceiverKind } from '../../src/constants/flow-labels';
import { validateFlowDefinition } from './flow-definition-rules';

export const BUSI_TYPE_DICT = 'busiType';

/** A step as the API takes it: the receiver's value as text (level number, organ id, role id; none for leader). */
export type FlowStepInput = Static<typeof StepInput>;

const LEVEL_RE = /^-?\d+$/;

function receiverOf(input: FlowStepInput['receiver']) {
  const kind = input.kind as FlowReceiverKind;
  const raw = typeof input.value === 'string' ? input.value.trim() : '';
  if (raw === '') return { kind };
  // A level (of a level or leader receiver) is stored as its number; anything else stays text and fails the rules with the step named.
  return { kind, value: (kind === 'level' || kind === 'leader') && LEVEL_RE.test(raw) ? Number(raw) : raw };
}

export function stepsOf(input: FlowStepInput[]): FlowStep[] {
  return input.map((step) => ({
    key: step.key.trim(),
    name: step.name.trim(),
    receiver: receiverOf(step.receiver),
    actions: step.actions as FlowActionCode[],
    ...(step.timeLimitHours !== undefined && step.timeLimitHours !== null && { timeLimitHours: step.timeLimitHours }),
  }));
}

const unique = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** The business type's name; 400 when the dictionary has no such type. */
export async function busiTypeName(db: Db, code: string): Promise<string> {
  const [row] = await db.select({ label: dictionaries.label }).from(dictionaries).where(and(eq(dictionaries.type, BUSI_TYPE_DICT), eq(dictionaries.code, code)));
  if (!row) throw badRequest(`业务类型${code}不存在`);
  return row.label;
}

/** The codes, trimmed and without repeats; 400 naming those the business-type dictionary lacks. */
export async function linkedBusinessOf(db: Db, codes: readonly string[]): Promise<string[]> {
  const wanted = unique(codes);
  if (!wanted.length) return [];
  const found = await db.select({ code: dictionaries.code }).from(dictionaries).where(and(eq(dictionaries.type, BUSI_TYPE_DICT), inArray(dictionaries.code, wanted)));
  const missing = wanted.filter((code) => !found.some((row) => row.code === code));
  if (missing.length) throw badRequest(`关联业务${missing.join('、')}不存在`);
  return wanted;
}

/** Writ template codes, trimmed and without repeats; 400 naming those no live template has. */
export async function paperworkOf(db: Db, codes: readonly string[]): Promise<string[]> {
  const wanted = unique(codes);
  if (!wanted.length) return [];
  const found = await db.select({ code: writTemplates.code }).from(writTemplates).where(and(inArray(writTemplates.code, wanted), eq(writTemplates.deleted, false)));
  const missing = wanted.filter((code) => !found.some((row) => row.code === code));
  if (missing.length) throw badRequest(`关联文书模板${missing.join('、')}不存在`);
  return wanted;
}

/** The shared rules, then every organ and role a receiver names must exist. */
export async function checkSteps(db: Db, definition: { name: string; busiTypeCode: string; steps: FlowStep[] }): Promise<void> {
  const problems = validateFlowDefinition(definition);
  if (problems.length) throw badRequest(problems.join('；'));
  const ids = (kind: FlowReceiverKind) => unique(definition.steps.filter((s) => s.receiver.kind === kind).map((s) => String(s.receiver.value)));
  const organIds = ids('organ');
  const roleIds = ids('role');
  const organs = organIds.length ? await db.select({ id: organizations.id }).from(organizations).where(and(inArray(organizations.id, organIds), eq(organizations.deleted, false))) : [];
  const roleRows = roleIds.length ? await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.deleted, false))) : [];
  const missing = definition.steps.flatMap((step, index) => {
    const at = `第${index + 1}步“${step.name}”`;
    const value = String(step.receiver.value);
    if (step.receiver.kind === 'organ' && !organs.some((o) => o.id === value)) return [`${at}的接收单位不存在`];
    if (step.receiver.kind === 'role' && !roleRows.some((r) => r.id === value)) return [`${at}的接收角色不存在`];
    return [];
  });
  if (missing.length) throw badRequest(missing.join('；'));
}
