import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dictionaries = pgTable(
  'dictionaries',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);

/**
 * The audit log: one row per mutating call, successful or not. Tamper-evident: a database trigger gives
 * each new row the next `seq`, the previous row's hash and its own hash over its content (migration
 * 0024); other triggers refuse UPDATE and DELETE but the retention purge of rows older than 180 days.
 */
export const operationRecords = pgTable(
  'operation_records',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    userName: text('user_name'),
    organId: text('organ_id'),
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    menuId: integer('menu_id'),
    buttonId: integer('button_id'),
    target: text('target'),
    detail: text('detail'),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    message: text('message'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Filled by the chain trigger whatever the insert says. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('operation_records_created_idx').on(t.createdAt),
    index('operation_records_user_idx').on(t.userId),
    uniqueIndex('operation_records_seq_idx').on(t.seq),
  ],
);

/** The one row holding the end of the audit chain, and where the retention purge cut it (anchor). */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  anchorSeq: bigint('anchor_seq', { mode: 'number' }).notNull(),
  anchorHash: text('anchor_hash').notNull(),
});

/** Key/value system settings (captcha switch, password policy, lockout, token idle time, secrets). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Mobile app packages (APPsys); the newest row not deleted is what the download centre offers. */
export const appVersions = pgTable('app_versions', {
  id: text('id').primaryKey(),
  platform: text('platform').notNull(),
  /** The app's version name, e.g. 1.2.0. */
  version: text('version').notNull(),
  fileName: text('file_name'),
  url: text('url').notNull(),
  description: text('description'),
  fileSize: integer('file_size'),
  uploaderName: text('uploader_name'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Optimistic locking (the name `version` is the app's version). */
  revision: integer('revision').notNull().default(1),
});
