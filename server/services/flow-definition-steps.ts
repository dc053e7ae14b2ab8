/** A definition's stored steps as replies carry them: receivers and actions in words (names of organs and roles looked up once per reply). */
import { Type } from '@sinclair/typebox';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, roles, type FlowStep } from '../db/schema';
import { FLOW_ACTION_NAMES, ORGAN_LEVEL_NAMES } from '../../src/constants/flow-labels';

const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const ReceiverKind = Type.Union([Type.Literal('level'), Type.Literal('organ'), Type.Literal('role'), Type.Literal('leader')], { title: '接收人类型' });

export const FlowStepRow = Type.Object({
  key: Type.String({ title: '步骤标识' }),
  name: Type.String({ title: '步骤名称' }),
  /** value as text: the level number, organ id or role id (none for leader). */
  receiver: Type.Object({ kind: ReceiverKind, value: nullable('接收人') }, { title: '接收人' }),
  receiverText: Type.String({ title: '接收人' }),
  actions: Type.Array(Type.String({ title: '操作' }), { title: '可用操作' }),
  actionNames: Type.Array(Type.String({ title: '操作' }), { title: '可用操作' }),
  timeLimitHours: Type.Union([Type.Number({ title: '办理时限（小时）' }), Type.Null()], { title: '办理时限（小时）' }),
});

type Names = { organs: Map<string, string>; roles: Map<string, string> };

async function receiverNames(db: Db, steps: FlowStep[]): Promise<Names> {
  const ids = (kind: string) => [...new Set(steps.filter((s) => s.receiver.kind === kind && s.receiver.value !== undefined).map((s) => String(s.receiver.value)))];
  const organIds = ids('organ');
  const roleIds = ids('role');
  const organRows = organIds.length ? await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, organIds)) : [];
  const roleRows = roleIds.length ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds)) : [];
  return { organs: new Map(organRows.map((o) => [o.id, o.name])), roles: new Map(roleRows.map((o) => [o.id, o.name])) };
}

function receiverText(step: FlowStep, names: Names): string {
  const { kind, value } = step.receiver;
  if (kind === 'level') return `${ORGAN_LEVEL_NAMES[Number(value)] ?? value}级单位`;
  if (kind === 'organ') return names.organs.get(String(value)) ?? `单位${value}`;
  if (kind === 'role') return names.roles.get(String(value)) ?? `角色${value}`;
  return value === undefined ? '发送人单位领导' : `事项所属${ORGAN_LEVEL_NAMES[Number(value)] ?? value}的领导`;
}

const toStep = (s: FlowStep, names: Names) => ({
  key: s.key,
  name: s.name,
  receiver: { kind: s.receiver.kind, value: s.receiver.value === undefined ? null : String(s.receiver.value) },
  receiverText: receiverText(s, names),
  actions: s.actions,
  actionNames: s.actions.map((a) => (FLOW_ACTION_NAMES as Record<string, string>)[a] ?? a),
  timeLimitHours: s.timeLimitHours ?? null,
});

/** The steps of each definition of one reply, in words. */
export async function stepRows(db: Db, stepLists: FlowStep[][]) {
  const names = await receiverNames(db, stepLists.flat());
  return stepLists.map((steps) => steps.map((s) => toStep(s, names)));
}
