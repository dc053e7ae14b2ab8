#!/usr/bin/env node
// The production set-up for the multi-instance spec (playwright.multi.config.ts): a fresh PostgreSQL database,
// Redis under a prefix of this run, two instances of the compiled server (started together, as a deployment
// does) and nginx in front with deploy/nginx/xfjd-locations.conf. A browser may pin itself to an instance with
// the cookie xfjd_instance=a|b (the other instance is its backup). Writes the instances' pids and ports to
// MULTI_STATE (for the spec's kill -9) and prints `multi-instance ready` when nginx and both instances answer.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const base = Number(process.env.MULTI_PORT ?? 9180);
const adminUrl = process.env.MULTI_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const statePath = process.env.MULTI_STATE ?? path.join(root, '.cache/multi-instance.json');
const run = `xfjd_multi_${process.pid}_${Date.now()}`;
const work = path.join(os.tmpdir(), run);
const instances = [
  { name: 'a', port: base + 1 },
  { name: 'b', port: base + 2 },
];

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (buildWebIfStale() !== 0) process.exit(1);
if (spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
await admin(`CREATE DATABASE ${run}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${run}` }).toString();

const children = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await admin(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(0));

function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: run,
  SEED_DEMO: '1',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  TOKEN_IDLE_MINUTES: '30',
  LOGIN_RATE_PER_ADDRESS: '100000',
  LOGIN_RATE_PER_ACCOUNT: '100000',
};
const pids = {};
for (const { name, port } of instances) {
  const child = start(process.execPath, [path.join(root, 'build/server/main.mjs')], { ...env, PORT: String(port) });
  pids[name] = child.pid;
  child.on('exit', (code, signal) => console.log(`instance ${name} (port ${port}) exited (${signal ?? code})`));
}

mkdirSync(path.join(work, 'logs'), { recursive: true });
const server = (port, extra = '') => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${extra};`;
const [a, b] = instances;
writeFileSync(
  path.join(work, 'nginx.conf'),
  `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream xfjd_backend { ${server(a.port)} ${server(b.port)} keepalive 16; }
  upstream xfjd_pin_a { ${server(a.port)} ${server(b.port, ' backup')} keepalive 16; }
  upstream xfjd_pin_b { ${server(b.port)} ${server(a.port, ' backup')} keepalive 16; }
  map $http_upgrade $xfjd_connection { default upgrade; '' ''; }
  map $cookie_xfjd_instance $xfjd_upstream { a xfjd_pin_a; b xfjd_pin_b; default xfjd_backend; }
  server {
    listen 127.0.0.1:${base};
    include ${root}/deploy/nginx/xfjd-locations.conf;
  }
}
`,
);
start('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;']);

const ready = async (port, url = '/readyz') => fetch(`http://127.0.0.1:${port}${url}`).then((r) => r.ok).catch(() => false);
const deadline = Date.now() + 240_000;
while (!((await ready(a.port)) && (await ready(b.port)) && (await ready(base)))) {
  if (Date.now() > deadline) {
    console.error('multi-instance set-up did not become ready');
    await stop(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
mkdirSync(path.dirname(statePath), { recursive: true });
writeFileSync(statePath, JSON.stringify({ entry: `http://127.0.0.1:${base}`, instances: instances.map((i) => ({ ...i, pid: pids[i.name] })) }));
console.log('multi-instance ready');
