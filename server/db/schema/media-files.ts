import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Images and videos uploaded through /public/fdfs/upload. The bytes live on disk under
 * DATA_DIR/uploads/media/<stored_name> (like app packages); the row says what and whose they are.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** Decided from the content (magic bytes), never from the name or the declared type. */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    storedName: text('stored_name').notNull(),
    uploaderId: text('uploader_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('media_files_uploader_idx').on(t.uploaderId)],
);
