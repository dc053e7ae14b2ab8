#!/usr/bin/env node
// `npm run dev`: the server (with tsx watch) and Vite's dev server with hot reload, proxied to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (args) => spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEV: '1' } });
const server = run([path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/main.ts']);
const vite = run([path.join(root, 'node_modules/vite/bin/vite.js')]);
const stop = () => { server.kill(); vite.kill(); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
