import type pg from 'pg';

/**
 * Several instances may start together on one PostgreSQL database: migrations and the start-up seed run
 * under one session-level advisory lock, so the second instance waits and then finds the work done
 * (without it one instance died on `CREATE TABLE` the other had just run). The key is fixed: every
 * instance of every version must take the same lock.
 */
export const STARTUP_LOCK_KEY = 7_224_029_318;

/** Runs `work` while holding the start-up lock on a connection of its own; the lock ends with the work, even when it fails. */
export async function withStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
