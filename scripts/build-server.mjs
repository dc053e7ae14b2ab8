#!/usr/bin/env node
// `npm run build:server`: the server as one compiled ES module, build/server/main.mjs, for production starts
// (`node build/server/main.mjs`: no TypeScript compiled at run time, no npm or tsx process between the
// service manager and the server, so SIGTERM reaches the server itself). Packages stay in node_modules.
import path from 'node:path';
import { build } from 'rolldown';

const root = path.resolve(import.meta.dirname, '..');
const bare = (id) => !id.startsWith('.') && !path.isAbsolute(id);

const started = Date.now();
await build({
  cwd: root,
  input: path.join(root, 'server/main.ts'),
  platform: 'node',
  external: bare,
  logLevel: 'warn',
  output: { file: path.join(root, 'build/server/main.mjs'), format: 'esm' },
});
console.log(`build/server/main.mjs 已生成（${Date.now() - started} ms）`);
