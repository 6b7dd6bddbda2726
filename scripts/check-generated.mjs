#!/usr/bin/env node
// Regenerates every generated artefact (protobuf code, the route trees, Drizzle migrations) through
// the workspaces' own `generate` scripts, then fails when the result differs from what is committed:
// generated code is never edited by hand, and a schema change without its migration is caught here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const GENERATED_PATHS = [
  'packages/proto/src/gen',
  'apps/web/src/route-tree.gen.ts',
  'apps/ops/src/route-tree.gen.ts',
  'apps/server/drizzle',
];

function run(command, args) {
  return spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const started = performance.now();
// stdin is closed so that a generator that wants to ask a question (drizzle-kit on an ambiguous
// rename) fails instead of waiting forever on CI.
const generate = spawnSync('npm', ['run', 'generate'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (generate.status !== 0) {
  console.log('check:generated: a generator failed (see above)');
  process.exit(generate.status ?? 1);
}

if (run('git', ['rev-parse', '--is-inside-work-tree']).status !== 0) {
  console.log('check:generated: not a git checkout, nothing to compare with; skipped');
  process.exit(0);
}

const status = run('git', [
  'status',
  '--porcelain',
  '--untracked-files=all',
  '--',
  ...GENERATED_PATHS,
]);
if (status.status !== 0) {
  process.stdout.write(status.stderr);
  process.exit(status.status ?? 1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (status.stdout.trim() !== '') {
  console.log('check:generated: generated files differ from the committed ones:');
  process.stdout.write(status.stdout);
  process.stdout.write(
    run('git', ['--no-pager', 'diff', '--stat', '--', ...GENERATED_PATHS]).stdout,
  );
  console.log('Run `npm run generate` and commit the result (never edit generated files by hand).');
  process.exit(1);
}
console.log(`check:generated: generated code matches the commit (${seconds} s)`);
