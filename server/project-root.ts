import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` holding package.json. */
function rootAbove(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

/**
 * The project's root, where mesh/, dist/ and the migrations are found: the server runs from server/ (tsx)
 * or from the compiled bundle in build/server/ (production), at different depths.
 */
export const PROJECT_ROOT = rootAbove(import.meta.dirname);
