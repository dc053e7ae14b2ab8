#!/usr/bin/env node
// `npm test`: type check, lint and the first tier of vitest side by side (each is mostly one core's work,
// and vitest waits on timers and sockets too), then each step's output and wall time, failing if any failed.
// Arguments go to vitest (`npm test -- tests/server/users.test.ts`). `--full` runs the second tier instead.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const args = process.argv.slice(2);
const full = args.includes('--full');
const vitestArgs = args.filter((a) => a !== '--full');
const tiers = full ? ['--project', 'full'] : ['--project', 'shared', '--project', 'isolated'];

const steps = [
  {
    name: 'typecheck',
    cmd: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsc.tsbuildinfo'],
    skip: full,
  },
  { name: 'lint', cmd: [bin('eslint', 'bin/eslint.js'), '.', '--cache', '--cache-location', '.cache/eslint/'], skip: full },
  // vitest streams its report as it goes; the other two print when they end.
  { name: 'vitest', cmd: [bin('vitest', 'vitest.mjs'), 'run', ...tiers, ...vitestArgs], stream: true },
].filter((s) => !s.skip);

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function run(step) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, step.cmd, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    let out = '';
    const take = (chunk) => {
      if (step.stream) process.stdout.write(chunk);
      else out += chunk;
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => resolve({ step, code: code ?? (signal ? 1 : 0), out, ms: Date.now() - t0 }));
  });
}

const results = await Promise.all(steps.map(run));
for (const r of results) {
  if (!r.step.stream && (r.code !== 0 || r.out.trim())) process.stdout.write(`\n--- ${r.step.name}\n${r.out}`);
}
console.log('');
for (const r of results) console.log(`=== ${r.step.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${seconds(r.ms)}`);
console.log(`=== npm test${full ? ' (full tier)' : ''}: ${seconds(Date.now() - started)} wall time`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
