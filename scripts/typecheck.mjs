#!/usr/bin/env node
// Type-checks every TypeScript project of the repository with `tsc --noEmit -p <dir>`, two at a
// time (the CI machine has two cores). A project whose folder holds no .ts/.tsx file yet is
// skipped, so a new workspace does not need a placeholder file to pass.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const PROJECTS = [
  'packages/proto',
  'packages/domain',
  'packages/ui',
  'packages/app-kit',
  'apps/server',
  'apps/web',
  'apps/ops',
  'e2e',
  'bench',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'artifacts', 'test-results']);

function hasTypeScript(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && hasTypeScript(path.join(dir, entry.name))) return true;
    } else if (/\.(c|m)?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      return true;
    }
  }
  return false;
}

function check(project) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsc, '--noEmit', '--pretty', String(Boolean(process.stdout.isTTY)), '-p', project],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ project, ok: code === 0, seconds, output });
    });
  });
}

const projects = PROJECTS.filter((project) => {
  const dir = path.join(root, project);
  const runnable = existsSync(path.join(dir, 'tsconfig.json')) && hasTypeScript(dir);
  if (!runnable && existsSync(dir))
    console.log(`typecheck: ${project} skipped (no TypeScript yet)`);
  return runnable;
});

const queue = [...projects];
const results = [];
const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    results.push(result);
    console.log(
      `typecheck: ${result.project} ${result.ok ? 'ok' : 'FAILED'} (${result.seconds} s)`,
    );
    if (!result.ok) process.stdout.write(result.output);
  }
});
await Promise.all(workers);

const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  console.log(
    `typecheck: ${failed.length} project(s) failed: ${failed.map((r) => r.project).join(', ')}`,
  );
  process.exitCode = 1;
}
