// Builds the SPA (vite build) when dist/ is missing or older than its sources; shared by `npm start` and the
// end-to-end servers (scripts/e2e-servers.mjs), so several servers started together build it once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (p) => {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), s.mtimeMs);
};

/** Returns the build's exit status (0 when nothing needed building). */
export function buildWebIfStale() {
  const built = path.join(root, 'dist/index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p)).filter(existsSync);
  if (existsSync(built) && Math.max(...sources.map(newest)) <= statSync(built).mtimeMs) return 0;
  console.log('正在构建前端（vite build）…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return r.status ?? 1;
}
