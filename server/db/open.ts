import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import type { Db } from './client';
import * as schema from './schema';
import { withStartupLock } from './startup-lock';
import { PROJECT_ROOT } from '../project-root';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'server/db/migrations');

export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  /** Runs start-up work (the seed) so that instances starting together do it one after another. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections (for /metrics); PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

const alone = <T>(work: () => Promise<T>) => work();

/** Wraps an already open PGlite (a file data dir, memory, or a loaded dump) and migrates it. */
export async function openPglite(pglite: PGlite): Promise<OpenDatabase> {
  const orm = drizzlePglite({ client: pglite, schema });
  await migratePglite(orm, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: orm as unknown as Db, kind: 'pglite', pglite, close: () => pglite.close(), exclusive: alone };
}

/**
 * Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite at `dataDir`
 * (created when absent). Migrations always run; seeding is separate (see seed/prepare.ts).
 */
export async function openDatabase(cfg: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<OpenDatabase> {
  if (cfg.databaseUrl) {
    const pool = new pg.Pool({ connectionString: cfg.databaseUrl });
    // An idle connection the server ends (a restart, a dropped database) emits 'error'; unhandled, it
    // would end the process. The pool opens a fresh connection for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL 空闲连接已断开：${error.message}`));
    try {
      await withStartupLock(pool, (client) => migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }));
      const orm = drizzlePg({ client: pool, schema });
      return {
        db: orm as unknown as Db,
        kind: 'postgres',
        close: () => pool.end(),
        exclusive: (work) => withStartupLock(pool, () => work()),
        poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      };
    } catch (err) {
      await pool.end();
      throw err;
    }
  }
  await mkdir(cfg.dataDir, { recursive: true });
  const pglite = await PGlite.create(cfg.dataDir);
  try {
    return await openPglite(pglite);
  } catch (err) {
    await pglite.close();
    throw err;
  }
}
