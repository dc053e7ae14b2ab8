/** The standard operations of an entity over its table (see define-entity.ts). */
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ruleOf } from '../db/column-meta';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { scopeOf } from '../services/org-scope';
import { parseFilterTime } from '../services/filter-time';
import { allowedActions } from './allows';
import type { AnyEntity } from './define-entity';
import type { EntityContext, EntityTable, InputOf, RowOf, SelectMap } from './types';

export interface EntityOperations<T extends EntityTable, S extends SelectMap, I extends keyof T['$inferInsert'] & string> {
  page(db: Db, user: SessionUser, body: PageArgs & Record<string, unknown>): Promise<{ current: number; size: number; total: number; records: RowOf<S>[] }>;
  detail(db: Db, user: SessionUser, id: string): Promise<RowOf<S>>;
  /**
   * `config` reaches the hooks (ctx.config). `at` names the moment (ctx.now, the stamps) and the id: a service run
   * under a clock (the demo seed's fixed moment) writes what it would have written then.
   */
  add(db: Db, user: SessionUser, input: InputOf<T, I>, config?: Config, at?: WriteMoment): Promise<RowOf<S>>;
  /**
   * The version sent back travels under the entity's version field (`version`, or its `versionColumn`). An
   * own route may send a part of the input (流程定义's 关联文书): the columns left out keep their values.
   */
  update(db: Db, user: SessionUser, input: Partial<InputOf<T, I>> & { id: string } & Record<string, unknown>, config?: Config, at?: WriteMoment): Promise<RowOf<S>>;
  remove(db: Db, user: SessionUser, ids: string[]): Promise<number>;
  setEnabled(db: Db, user: SessionUser, id: string, enabled: boolean, version?: number): Promise<RowOf<S>>;
  /** Enables or disables several records, all or none (404 when one is missing); each changed row's version moves on. */
  setEnabledMany(db: Db, user: SessionUser, ids: string[], enabled: boolean): Promise<number>;
  /** Every row the filters select, in the list's order (exports). */
  all(db: Db, user: SessionUser, body: Record<string, unknown>): Promise<RowOf<S>[]>;
}

/** When a write happens and, for a new record, the id it takes (the default: now and a random id). */
export interface WriteMoment {
  now: Date;
  id?: string;
}

const inTx = <R>(db: Db, work: (tx: Db) => Promise<R>) => db.transaction((tx) => work(tx as unknown as Db));

/** Dates as ISO text, as every reply carries them. */
const toJson = (row: Record<string, unknown>) => {
  for (const [k, v] of Object.entries(row)) if (v instanceof Date) row[k] = v.toISOString();
  return row;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = EntityOperations<any, any, any>;

export function entityOperations(entity: AnyEntity): Loose {
  type S = SelectMap;
  const { spec } = entity;
  const table = spec.table as unknown as Record<string, PgColumn>;
  const id = table.id;
  const fixed = Object.entries(spec.fixed ?? {}) as [string, unknown][];
  // The rows of this entity: live ones holding its fixed values.
  const live = and(...[entity.has.deleted ? eq(table.deleted, false) : undefined, ...fixed.map(([k, v]) => eq(table[k], v))].filter((p): p is SQL => p !== undefined));
  // With a recycle bin (spec.bin): its rows are the deleted ones, and a detail reads live and deleted rows alike.
  const binned = spec.bin ? and(eq(table.deleted, true), ...fixed.map(([k, v]) => eq(table[k], v))) : undefined;
  const readable = spec.bin ? and(...fixed.map(([k, v]) => eq(table[k], v))) : live;
  const notFoundMessage = `${spec.title}不存在或已被删除`;
  const entries = Object.entries(spec.select) as [string, SelectMap[string]][];
  const columns = Object.fromEntries(
    entries.filter(([, e]) => !('derive' in e) && !('load' in e)).map(([k, e]) => [k, 'sql' in e ? e.sql : 'column' in e && 'title' in e ? e.column : (e as Column)]),
  );
  const derived = entries.filter(([, e]) => 'derive' in e) as [string, { derive: (row: Record<string, unknown>) => unknown }][];
  const loaded = entries.filter(([, e]) => 'load' in e) as [string, { load: (rows: Record<string, unknown>[], db: Db) => Promise<unknown[]> }][];
  const hidden = spec.hidden ?? [];

  async function scopeWhere(db: Db, user: SessionUser): Promise<SQL | undefined> {
    if (!spec.scope) return undefined;
    const scope = await scopeOf(db, user);
    return scope ? inArray(spec.scope, scope.length ? scope : ['']) : undefined;
  }

  async function whereOf(db: Db, user: SessionUser, body: Record<string, unknown>): Promise<SQL[]> {
    const parts = [spec.bin && body[spec.bin] === true ? binned : live, await scopeWhere(db, user)];
    for (const filter of Object.values(spec.filters ?? {})) parts.push(await filter.where(body, { db, user }));
    return parts.filter((p): p is SQL => p !== undefined);
  }

  const query = (db: Db) => {
    const base = db.select(columns as never).from(spec.table as never);
    return (spec.join ? spec.join(base) : base) as typeof base;
  };
  const finish = (user: SessionUser) => (r: unknown) => {
    const raw = r as Record<string, unknown>;
    for (const [k, e] of derived) raw[k] = e.derive(raw);
    for (const k of hidden) delete raw[k];
    const row = toJson(raw) as RowOf<S>;
    row.allows = allowedActions(entity, row, user);
    return row;
  };

  async function rows(db: Db, user: SessionUser, where: SQL[], window?: { limit: number; offset: number }) {
    let q = query(db).where(and(...where)).orderBy(...(spec.order as SQL[]));
    if (window) q = q.limit(window.limit).offset(window.offset) as typeof q;
    const raw = (await q) as Record<string, unknown>[];
    for (const [k, e] of loaded) {
      const values = raw.length ? await e.load(raw, db) : [];
      raw.forEach((row, i) => (row[k] = values[i]));
    }
    return raw.map(finish(user));
  }

  async function detail(db: Db, user: SessionUser, key: string) {
    const scope = await scopeWhere(db, user);
    const where = [eq(id, key), readable, scope].filter((p): p is SQL => p !== undefined);
    const [row] = await rows(db, user, where, { limit: 1, offset: 0 });
    if (row) return row;
    if (spec.outOfScope && scope) {
      const [elsewhere] = await rows(db, user, [eq(id, key), readable].filter((p): p is SQL => p !== undefined), { limit: 1, offset: 0 });
      if (elsewhere) throw forbidden(spec.outOfScope);
    }
    throw notFound(notFoundMessage);
  }

  /** Table values from the input: text trimmed, '' → null where null is allowed, dates parsed. */
  function defaultValues(input: Record<string, unknown>, adding: boolean) {
    const values: Record<string, unknown> = {};
    for (const name of spec.input ?? []) {
      if (!(name in input) || (!adding && spec.addOnly?.includes(name))) continue;
      let v = input[name];
      const column = table[name];
      if (typeof v === 'string') v = v.trim();
      if (v === '' && !column.notNull) v = null;
      if (typeof v === 'string' && column.dataType === 'date') v = parseFilterTime(v);
      values[name] = v;
    }
    return values;
  }

  async function checkValues(db: Db, values: Record<string, unknown>, exceptId?: string) {
    for (const [name, v] of Object.entries(values)) {
      const rule = ruleOf(table[name]);
      if (typeof v === 'string' && table[name].notNull && !v && rule) throw badRequest(`${rule.title}不能为空`);
      const items = Array.isArray(v) ? v : v === null || v === undefined ? [] : [v];
      if (rule?.options && items.some((item) => !rule.options!.some((o) => o.value === item))) throw badRequest(`${rule.title}取值不正确`);
    }
    for (const name of spec.unique ?? []) {
      const v = values[name];
      if (v === undefined || v === null) continue;
      const others = [eq(table[name], v), live, exceptId ? ne(id, exceptId) : undefined].filter((p): p is SQL => p !== undefined);
      const [{ n }] = await db.select({ n: count() }).from(spec.table as never).where(and(...others));
      if (n > 0) throw badRequest(`${ruleOf(table[name])?.title ?? name}${String(v)}已存在`);
    }
  }

  async function prepare(db: Db, input: Record<string, unknown>, ctx: EntityContext<RowOf<S>>, exceptId?: string) {
    const cleaned = defaultValues(input, !ctx.current);
    const values = (spec.hooks?.values ? await spec.hooks.values(cleaned as never, ctx, input as never) : cleaned) as Record<string, unknown>;
    await checkValues(db, values, exceptId);
    await spec.hooks?.check?.(values as never, ctx);
    return values;
  }

  async function changeAtVersion(db: Db, key: string, version: number | undefined, set: Record<string, unknown>, now = new Date()) {
    const stamp = entity.has.updatedAt ? { updatedAt: now } : {};
    const versioned = entity.has.version && version !== undefined;
    const where = [eq(id, key), live, versioned ? eq(table[entity.versionField], version) : undefined].filter((p): p is SQL => p !== undefined);
    const changed = await db
      .update(spec.table)
      .set({ ...set, ...stamp, ...(versioned ? { [entity.versionField]: version + 1 } : {}) } as never)
      .where(and(...where))
      .returning({ id });
    if (!changed.length) throw conflict();
  }

  return {
    async page(db, user, body) {
      const { current, size, limit, offset } = pageWindow(body);
      const where = await whereOf(db, user, body);
      const [{ total }] = await (spec.join ? spec.join(db.select({ total: count() }).from(spec.table as never)) : db.select({ total: count() }).from(spec.table as never)).where(and(...where));
      return { current, size, total, records: await rows(db, user, where, { limit, offset }) };
    },
    detail,
    async add(db, user, input, config, at) {
      return inTx(db, async (tx) => {
        const now = at?.now ?? new Date();
        const values = await prepare(tx, input as Record<string, unknown>, { db: tx, user, config, now });
        const key = at?.id ?? `${spec.idPrefix}${randomUUID()}`;
        const stamps = { ...(entity.has.createdAt ? { createdAt: now } : {}), ...(entity.has.updatedAt ? { updatedAt: now } : {}) };
        await tx.insert(spec.table).values({ ...values, ...spec.fill?.(user, now), ...spec.fixed, ...stamps, id: key } as never);
        await spec.hooks?.afterWrite?.(key, { db: tx, user, config, now }, input as never);
        return detail(tx, user, key);
      });
    },
    async update(db, user, input, config, at) {
      return inTx(db, async (tx) => {
        const now = at?.now ?? new Date();
        const current = await detail(tx, user, input.id);
        const values = await prepare(tx, input as Record<string, unknown>, { db: tx, user, current, config, now }, input.id);
        await changeAtVersion(tx, input.id, (input as Record<string, unknown>)[entity.versionField] as number | undefined, values, now);
        await spec.hooks?.afterWrite?.(input.id, { db: tx, user, current, config, now }, input as never);
        return detail(tx, user, input.id);
      });
    },
    async remove(db, user, ids) {
      const unique = [...new Set(ids)];
      return inTx(db, async (tx) => {
        const found = await rows(tx, user, [inArray(id, unique), ...(await whereOf(tx, user, {}))]);
        if (found.length !== unique.length) throw notFound(notFoundMessage);
        await spec.hooks?.beforeRemove?.(found, { db: tx, user, now: new Date() });
        if (entity.has.deleted) {
          const stamp = entity.has.updatedAt ? { updatedAt: new Date() } : {};
          await tx.update(spec.table).set({ deleted: true, ...stamp } as never).where(and(inArray(id, unique), live));
        } else {
          await tx.delete(spec.table).where(inArray(id, unique));
        }
        return unique.length;
      });
    },
    async setEnabled(db, user, key, enabled, version) {
      return inTx(db, async (tx) => {
        await detail(tx, user, key);
        await changeAtVersion(tx, key, version, { enabled });
        return detail(tx, user, key);
      });
    },
    async setEnabledMany(db, user, ids, enabled) {
      const unique = [...new Set(ids)];
      return inTx(db, async (tx) => {
        const found = await rows(tx, user, [inArray(id, unique), ...(await whereOf(tx, user, {}))]);
        if (found.length !== unique.length) throw notFound(notFoundMessage);
        const stamp = entity.has.updatedAt ? { updatedAt: new Date() } : {};
        const version = entity.has.version ? { [entity.versionField]: sql`${table[entity.versionField]} + 1` } : {};
        await tx.update(spec.table).set({ enabled, ...stamp, ...version } as never).where(and(inArray(id, unique), live));
        return unique.length;
      });
    },
    async all(db, user, body) {
      return rows(db, user, await whereOf(db, user, body));
    },
  };
}
