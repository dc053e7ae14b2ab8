import { Type, type StringOptions } from '@sinclair/typebox';

/** The most records one batch call (delete, freeze, status …) may name. */
export const MAX_BATCH_IDS = 500;

/** The version a client sends back with an update (rows start at 1); an older one is refused with 409. Reply rows keep a plain integer: a bound on a reply field becomes a custom GraphQL scalar. */
export const VersionField = Type.Integer({ title: '版本', minimum: 1 });

/** A non-empty list of record ids, at most MAX_BATCH_IDS; `noun` names the field in messages. */
export const idList = (noun: string, itemTitle: string, item: StringOptions = {}) =>
  Type.Array(Type.String({ title: itemTitle, ...item }), { title: noun, minItems: 1, maxItems: MAX_BATCH_IDS });

