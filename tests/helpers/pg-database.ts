/** A throw-away PostgreSQL database for the production-mode tests (TEST_DATABASE_URL names a server we may create databases on). */
import pg from 'pg';

const DROP_ATTEMPTS = 20;
const DROP_RETRY_MS = 100;

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Creates `name` and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Drops `name` once the test's own connections have gone. Forcing at once would end connections a pool is
 * still closing, and the server's "terminating connection" then reaches a client that no longer listens.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; attempt <= DROP_ATTEMPTS; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: still in use by other sessions.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
    }
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
