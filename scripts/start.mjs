#!/usr/bin/env node
// `npm start`: build the SPA when it is missing or older than its sources, then run the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const status = buildWebIfStale();
if (status !== 0) process.exit(status);
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const child = spawn(process.execPath, [tsx, path.join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
