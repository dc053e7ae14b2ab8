import { boolean, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes: node-postgres answers with a Buffer, PGlite with a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files attached to a flow work (个人任务附件): everyone on the work sees them. The bytes live in the row,
 * so an upload is one insert and a pack reads one query; lists never select `content`.
 */
export const taskFiles = pgTable(
  'task_files',
  {
    id: text('id').primaryKey(),
    flowWorkId: text('flow_work_id').notNull(),
    /** A code of TASK_FILE_CATEGORIES (src/constants/task-files.ts). */
    category: text('category').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploaderId: text('uploader_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: ts('deleted_at'),
    deletedBy: text('deleted_by'),
  },
  (t) => [index('task_files_work_idx').on(t.flowWorkId, t.deleted)],
);
