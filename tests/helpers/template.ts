import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chinaStartOfDay } from '../../server/db/seed/util';

/** Where the migrated + seeded template database of the server tests is kept (see global-setup.ts). */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const TEMPLATE_FILE = path.join(ROOT, '.cache', 'test-template.tar');
export const TEMPLATE_HASH_FILE = path.join(ROOT, '.cache', 'test-template.hash');
/** The moment the template's demo data was seeded at (ISO text): a test may seed again at the same moment. */
export const TEMPLATE_MOMENT_FILE = path.join(ROOT, '.cache', 'test-template.moment');

export async function templateMoment(): Promise<Date> {
  return new Date((await readFile(TEMPLATE_MOMENT_FILE, 'utf8')).trim());
}

/** Folders whose content decides the template: schema, migrations, seed (with the statistics summaries it builds), the menu catalogue. */
const INPUTS = ['server/db/migrations', 'server/db/schema', 'server/db/seed', 'server/services/statistics', 'src/catalogue', 'server/auth/password.ts', 'server/auth/constants.ts', 'server/services/settings.ts'];

async function files(target: string): Promise<string[]> {
  const full = path.join(ROOT, target);
  const entries = await readdir(full, { withFileTypes: true }).catch(() => null);
  if (!entries) return [full];
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? files(path.join(target, e.name)) : Promise.resolve([path.join(full, e.name)]))),
  );
  return nested.flat().sort();
}

export async function templateInputsHash(): Promise<string> {
  const hash = createHash('sha256');
  // Demo timestamps hang off the seeding day: the template is rebuilt once a day so they stay recent.
  hash.update(chinaStartOfDay(new Date()).toISOString());
  for (const target of INPUTS) {
    for (const file of await files(target)) {
      hash.update(path.relative(ROOT, file));
      hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
    }
  }
  return hash.digest('hex');
}
