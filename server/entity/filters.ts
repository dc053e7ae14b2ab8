/** List filters of an entity: each names its body fields (with titles) and turns them into conditions. */
import { Type, type TSchema } from '@sinclair/typebox';
import { and, eq, gte, ilike, inArray, lte, or, type Column, type SQL } from 'drizzle-orm';
import { chinaDateOf } from '../../src/shared/working-days';
import { titleOf } from '../db/column-meta';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/route';
import { FilterTime, parseFilterTime } from '../services/filter-time';
import { escapeLike } from '../services/like';
import { organFilter } from '../services/org-scope';
import { inputColumnSchema } from './column-schemas';

export interface FilterSpec {
  /** Body fields this filter reads, all optional. */
  fields: Record<string, TSchema>;
  where: (body: Record<string, unknown>, ctx: { db: Db; user: SessionUser }) => Promise<SQL | undefined> | SQL | undefined;
}

const MAX_SEARCH = 100;

/** Text search over one or more columns (contains, case-insensitive); the body field is the filter's name. */
export function contains(name: string, columns: Column[], title = titleOf(columns[0])): FilterSpec {
  return {
    fields: { [name]: Type.Optional(Type.String({ title, maxLength: MAX_SEARCH })) },
    where: (body) => {
      const text = (body[name] as string | undefined)?.trim();
      if (!text) return undefined;
      const pattern = `%${escapeLike(text)}%`;
      return or(...columns.map((c) => ilike(c, pattern)));
    },
  };
}

/** Equality on a column, the body field typed like the column's input (titled otherwise where this list calls it so). */
export function equals(name: string, column: Column, title?: string): FilterSpec {
  const { schema } = inputColumnSchema(column, { minLength: undefined, ...(title ? { title } : {}) });
  return {
    fields: { [name]: Type.Optional(schema) },
    where: (body) => (body[name] === undefined || body[name] === null || body[name] === '' ? undefined : eq(column, body[name])),
  };
}

/** A time column between `from` and `to` ('YYYY-MM-DD HH:mm:ss', China time), each optional. */
export function between(column: Column, [from, to]: readonly [string, string], title = titleOf(column)): FilterSpec {
  return {
    fields: { [from]: FilterTime(`${title}起`), [to]: FilterTime(`${title}止`) },
    where: (body) => {
      const parts: SQL[] = [];
      if (body[from]) parts.push(gte(column, parseFilterTime(String(body[from]))));
      if (body[to]) parts.push(lte(column, parseFilterTime(String(body[to]))));
      return parts.length ? and(...parts) : undefined;
    },
  };
}

/** A text date column ('YYYY-MM-DD') between two filter times, compared by their dates in China. */
export function betweenDays(column: Column, [from, to]: readonly [string, string], title = titleOf(column)): FilterSpec {
  return {
    fields: { [from]: FilterTime(`${title}起`), [to]: FilterTime(`${title}止`) },
    where: (body) => {
      const parts: SQL[] = [];
      if (body[from]) parts.push(gte(column, chinaDateOf(parseFilterTime(String(body[from])))));
      if (body[to]) parts.push(lte(column, chinaDateOf(parseFilterTime(String(body[to])))));
      return parts.length ? and(...parts) : undefined;
    },
  };
}

/** An organisation and, with organRange 1 (default), its subordinates — within the caller's scope. */
export function organ(column: Column, title = '所属单位'): FilterSpec {
  return {
    fields: {
      organId: Type.Optional(Type.String({ title, maxLength: 64 })),
      organRange: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '单位范围' })),
    },
    where: async (body, { db, user }) => {
      if (!body.organId) return undefined;
      const ids = await organFilter(db, user, String(body.organId), body.organRange === 0 ? 0 : 1);
      return ids ? inArray(column, ids.length ? ids : ['']) : undefined;
    },
  };
}
