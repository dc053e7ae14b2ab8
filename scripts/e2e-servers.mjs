#!/usr/bin/env node
// The end-to-end suite's servers (playwright.config.ts starts this): builds the SPA once when stale, then starts
// every server at the same time, each on a fresh embedded database, and prints `e2e servers ready` when all of
// them answer. Playwright starts its web servers one after another; started together they take one start's time.
// E2E_SERVER_LIST is a JSON array of { port, dataDir }; the rest of the environment goes to every server.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const READY_PATH = '/api/public/download/app/qrcode';
const servers = JSON.parse(process.env.E2E_SERVER_LIST ?? '[]');
if (!Array.isArray(servers) || servers.length === 0) {
  console.error('E2E_SERVER_LIST must list the servers: [{"port":8181,"dataDir":".cache/e2e-data-1"}]');
  process.exit(2);
}

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
for (const { port } of servers) {
  if (await portInUse(port)) {
    console.error(`port ${port} is already in use: stop what runs there or choose E2E_PORT`);
    process.exit(1);
  }
}

const status = buildWebIfStale();
if (status !== 0) process.exit(status);

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const children = servers.map(({ port, dataDir }) => {
  rmSync(path.resolve(root, dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, [tsx, path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  });
  // One server gone is the suite broken: stop the others and say so.
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e server on port ${port} exited (${signal ?? code})`);
    stop(1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(0));

async function answers(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}${READY_PATH}`)).ok;
  } catch {
    return false;
  }
}
const waiting = new Set(servers.map((s) => s.port));
while (waiting.size > 0 && !stopping) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopping) console.log(`e2e servers ready: ${servers.map((s) => s.port).join(', ')}`);
