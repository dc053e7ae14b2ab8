import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { TEMPLATE_FILE } from './template';

export interface TestDb {
  db: Db;
  pglite: PGlite;
  close(): Promise<void>;
}

let template: Promise<Blob> | undefined;

/** A fresh in-memory copy of the migrated, seeded template (built by tests/global-setup.ts). */
export async function openTestDb(): Promise<TestDb> {
  template ??= readFile(TEMPLATE_FILE).then(
    (buf) => new Blob([new Uint8Array(buf)]),
    () => {
      throw new Error(`测试数据库模板不存在：${TEMPLATE_FILE}（tests/global-setup.ts 构建失败，见其输出）`);
    },
  );
  const pglite = await PGlite.create({ loadDataDir: await template });
  const db = drizzle({ client: pglite, schema }) as unknown as Db;
  return { db, pglite, close: () => pglite.close() };
}
