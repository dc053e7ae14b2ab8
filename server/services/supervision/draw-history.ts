/** 双随机抽取的公示: past draws of the caller's unit and below, each with its seed, conditions and the tasks it drew. */
import { Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { optionLabel, UNIT_CATEGORY_OPTIONS, SUPERVISION_STATUS_OPTIONS } from '../../../src/constants/options';
import type { Db } from '../../db/client';
import { areas, organizations as o, randomDraws as d, supervisionTasks as t, users } from '../../db/schema';
import { pageOf, pageWindow, type PageArgs } from '../../http/paging';
import type { SessionUser } from '../../http/route';
import { scopeOf } from '../org-scope';

const agent = alias(users, 'agent');
const assistant = alias(users, 'assistant');
const text = (title: string) => Type.String({ title });
const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

export const DrawTaskRow = Type.Object({
  id: text('任务ID'), unitName: text('单位名称'), agentName: nullable('主办人'), assistantHandlerName: nullable('协办人'), statusText: text('任务状态'), endDate: text('截止日期'),
});
export const DrawRow = Type.Object({
  id: text('抽取ID'),
  seed: Type.Integer({ title: '随机种子' }),
  unitCategoryText: text('单位类别'),
  areaCode: nullable('行政区划'),
  areaName: nullable('区域名称'),
  count: Type.Integer({ title: '抽取数量' }),
  candidates: Type.Integer({ title: '符合条件的单位数' }),
  organName: nullable('抽取单位'),
  createdByName: nullable('抽取人'),
  createdAt: text('抽取时间'),
  tasks: Type.Array(DrawTaskRow, { title: '抽中的任务' }),
});
export const DrawPage = pageOf(DrawRow);

export async function drawHistory(db: Db, user: SessionUser, query: PageArgs) {
  const { current, size, limit, offset } = pageWindow(query);
  const scope = await scopeOf(db, user);
  const where = scope ? inArray(d.organId, scope) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(d).where(where);
  const draws = await db
    .select({ draw: d, organName: o.name, createdByName: users.name, areaName: areas.name })
    .from(d)
    .leftJoin(o, eq(o.id, d.organId))
    .leftJoin(users, eq(users.id, d.createdBy))
    .leftJoin(areas, and(eq(areas.code, d.areaCode), eq(areas.deleted, false)))
    .where(where)
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit)
    .offset(offset);
  const ids = draws.map((r) => r.draw.id);
  const tasks = ids.length
    ? await db
        .select({ ref: t.sourceRef, id: t.id, unitName: t.unitName, agentName: agent.name, assistantHandlerName: assistant.name, status: t.status, endDate: t.endDate })
        .from(t)
        .leftJoin(agent, eq(agent.id, t.agentId))
        .leftJoin(assistant, eq(assistant.id, t.assistantHandlerId))
        .where(inArray(t.sourceRef, ids))
        .orderBy(asc(t.createdAt), asc(t.id))
    : [];
  const records = draws.map(({ draw, organName, createdByName, areaName }) => ({
    id: draw.id, seed: draw.seed, unitCategoryText: draw.unitCategory ? optionLabel(UNIT_CATEGORY_OPTIONS, draw.unitCategory) : '全部', areaCode: draw.areaCode, areaName,
    count: draw.count, candidates: draw.candidates, organName, createdByName, createdAt: draw.createdAt.toISOString(),
    tasks: draw.taskIds.flatMap((id) => {
      const task = tasks.find((x) => x.id === id);
      return task ? [{ id: task.id, unitName: task.unitName, agentName: task.agentName, assistantHandlerName: task.assistantHandlerName, statusText: optionLabel(SUPERVISION_STATUS_OPTIONS, task.status), endDate: task.endDate }] : [];
    }),
  }));
  return { current, size, total, records };
}
