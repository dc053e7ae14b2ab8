import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../server/db/open';
import { demoPasswordHash, seedDemo, seedEssentials } from '../server/db/seed';
import { TEMPLATE_FILE, TEMPLATE_HASH_FILE, TEMPLATE_MOMENT_FILE, templateInputsHash } from './helpers/template';

/**
 * Builds ONE migrated and seeded database for the server tests and keeps it as a PGlite dump in
 * .cache/ (an uncompressed tar); rebuilt only when the migrations, schema, seed or catalogue change. Each test file loads a
 * fresh in-memory copy (tests/helpers/db.ts).
 */
export default async function setup(): Promise<void> {
  const hash = await templateInputsHash();
  const current = await readFile(TEMPLATE_HASH_FILE, 'utf8').catch(() => '');
  const exists = await Promise.all([TEMPLATE_FILE, TEMPLATE_MOMENT_FILE].map((file) => readFile(file).then(() => true, () => false))).then((found) => found.every(Boolean));
  if (current === hash && exists) return;
  const started = Date.now();
  const pglite = new PGlite();
  try {
    const { db } = await openPglite(pglite);
    await seedEssentials(db, { adminPasswordHash: await demoPasswordHash(), adminPasswordIsInitial: false });
    const moment = new Date();
    await seedDemo(db, { now: moment });
    // Uncompressed and checkpointed: every server test file loads it, and gunzip cost more than the disk.
    await pglite.exec('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    await mkdir(path.dirname(TEMPLATE_FILE), { recursive: true });
    // Write then rename: other vitest runs may read the template at the same time.
    const tmp = `${TEMPLATE_FILE}.${process.pid}.tmp`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, TEMPLATE_FILE);
    await writeFile(TEMPLATE_MOMENT_FILE, moment.toISOString());
    await writeFile(`${TEMPLATE_HASH_FILE}.${process.pid}.tmp`, hash);
    await rename(`${TEMPLATE_HASH_FILE}.${process.pid}.tmp`, TEMPLATE_HASH_FILE);
    console.log(`[global-setup] test database template built in ${Date.now() - started} ms`);
  } catch (err) {
    // Client-only test runs should not fail because of the server seed; server tests report the missing template.
    console.error('[global-setup] building the test database template failed:', err);
  } finally {
    await pglite.close();
  }
}
