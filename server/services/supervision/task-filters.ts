/** List filters of inspection tasks beyond the kit's: the caller's own tasks, finished or not (个人任务 2110/2120). */
import { Type } from '@sinclair/typebox';
import { eq, ne, or } from 'drizzle-orm';
import { supervisionTasks as t } from '../../db/schema';
import type { FilterSpec } from '../../entity/filters';

/** Tasks the caller carries out, as 主办人 or 协办人. */
export const mine: FilterSpec = {
  fields: { mine: Type.Optional(Type.Boolean({ title: '只看本人的任务' })) },
  where: (body, { user }) => (body.mine ? or(eq(t.agentId, user.userId), eq(t.assistantHandlerId, user.userId)) : undefined),
};

/** true: closed (已办结); false: still open. */
export const finished: FilterSpec = {
  fields: { finished: Type.Optional(Type.Boolean({ title: '是否已办结' })) },
  where: (body) => (body.finished === undefined ? undefined : body.finished ? eq(t.status, 'closed') : ne(t.status, 'closed')),
};
