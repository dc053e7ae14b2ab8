import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { taskTemplates } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import { escapeLike } from './like';

export type TaskType = 'inspection' | 'spotCheck' | 'rectifyReview' | 'propaganda';

export interface TaskTemplateInput {
  name: string;
  taskType: TaskType;
  description?: string | null;
  items: string[];
  remark?: string | null;
}

export interface TaskTemplateRow {
  id: string;
  name: string;
  taskType: TaskType;
  description: string | null;
  items: string[];
  itemCount: number;
  enabled: boolean;
  remark: string | null;
  creatorName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface TaskTemplateFilter extends PageArgs {
  name?: string;
  taskType?: TaskType;
  enabled?: boolean;
}

const NOT_FOUND = '任务模板不存在或已被删除';

type Stored = typeof taskTemplates.$inferSelect;
const toRow = (r: Stored): TaskTemplateRow => ({
  id: r.id,
  name: r.name,
  taskType: r.taskType,
  description: r.description,
  items: r.items,
  itemCount: r.items.length,
  enabled: r.enabled,
  remark: r.remark,
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

const live = eq(taskTemplates.deleted, false);

export async function taskTemplatePage(db: Db, f: TaskTemplateFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(ilike(taskTemplates.name, `%${escapeLike(name)}%`));
  if (f.taskType) where.push(eq(taskTemplates.taskType, f.taskType));
  if (f.enabled !== undefined) where.push(eq(taskTemplates.enabled, f.enabled));
  const [{ total }] = await db.select({ total: count() }).from(taskTemplates).where(and(...where));
  const rows = await db.select().from(taskTemplates).where(and(...where)).orderBy(desc(taskTemplates.updatedAt), desc(taskTemplates.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function taskTemplateDetail(db: Db, id: string): Promise<TaskTemplateRow> {
  const [row] = await db.select().from(taskTemplates).where(and(eq(taskTemplates.id, id), live));
  if (!row) throw notFound(NOT_FOUND);
  return toRow(row);
}

/** Trims, drops blank check items and refuses repeated ones (a task would list the item twice). */
function cleaned(input: TaskTemplateInput) {
  const name = input.name.trim();
  if (!name) throw badRequest('模板名称不能为空');
  const items = input.items.map((i) => i.trim()).filter(Boolean);
  if (!items.length) throw badRequest('检查项不能为空');
  const repeated = items.find((item, i) => items.indexOf(item) !== i);
  if (repeated) throw badRequest(`检查项“${repeated}”重复`);
  return { name, taskType: input.taskType, description: input.description?.trim() || null, items, remark: input.remark?.trim() || null };
}

/** New templates start disabled: they are offered to tasks only after someone enables them (启用). */
export async function addTaskTemplate(db: Db, input: TaskTemplateInput, creatorName: string): Promise<TaskTemplateRow> {
  const values = cleaned(input);
  const id = randomUUID();
  const now = new Date();
  await db.insert(taskTemplates).values({ id, ...values, enabled: false, creatorName, createdAt: now, updatedAt: now });
  return taskTemplateDetail(db, id);
}

export async function updateTaskTemplate(db: Db, input: TaskTemplateInput & { id: string; version: number }): Promise<TaskTemplateRow> {
  await taskTemplateDetail(db, input.id);
  const values = cleaned(input);
  await updateAtVersion(db, taskTemplates, input.id, input.version, values);
  return taskTemplateDetail(db, input.id);
}

/** Enables (启用) or disables (停用) templates, all or nothing. */
export async function setTaskTemplatesEnabled(db: Db, ids: string[], enabled: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await (tx as unknown as Db)
      .update(taskTemplates)
      .set({ enabled, updatedAt: new Date() })
      .where(and(inArray(taskTemplates.id, ids), live))
      .returning({ id: taskTemplates.id });
    if (changed.length !== new Set(ids).size) throw notFound(NOT_FOUND);
    return changed.length;
  });
}

/** Soft delete, all or nothing; an enabled template must be disabled first so no task is offered a vanishing one. */
export async function removeTaskTemplates(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t.select({ id: taskTemplates.id, name: taskTemplates.name, enabled: taskTemplates.enabled }).from(taskTemplates).where(and(inArray(taskTemplates.id, ids), live));
    if (rows.length !== new Set(ids).size) throw notFound(NOT_FOUND);
    const active = rows.find((r) => r.enabled);
    if (active) throw badRequest(`任务模板“${active.name}”已启用，请先停用再删除`);
    await t.update(taskTemplates).set({ deleted: true, updatedAt: new Date() }).where(inArray(taskTemplates.id, ids));
    return rows.length;
  });
}
