#!/usr/bin/env node
// `npm run build`: builds what production serves, skipping every target whose inputs have not
// changed since its last successful build (build-cache.mjs), so that `npm start` after a first
// build is ready in seconds.
//
//   node scripts/build.mjs [--force] [target…]     (targets: server, web, ops; default all)
//
// A new build output joins by adding a target: its name, the files and folders it is built from
// (everything whose change must rebuild it), the files it writes (checked to exist) and the
// command that builds it. Targets run in this order, one at a time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, isUpToDate, recordBuild } from './build-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Inputs every target shares: the locked dependency versions, the compiler settings, this list. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'scripts/build.mjs'];

const DOMAIN_AND_CONTRACTS = ['packages/domain', 'packages/proto'];

/** What the two browser apps are built from besides their own folder. */
const APP_PACKAGES = ['packages/ui', 'packages/app-kit'];

export const TARGETS = [
  {
    name: 'server',
    inputs: [
      ...SHARED_INPUTS,
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      ...DOMAIN_AND_CONTRACTS,
    ],
    outputs: ['apps/server/dist/main.js'],
    command: [process.execPath, 'apps/server/build.mjs'],
  },
  {
    name: 'web',
    inputs: [...SHARED_INPUTS, 'apps/web', ...APP_PACKAGES, ...DOMAIN_AND_CONTRACTS],
    // The browser's build and the server's (the pages rendered on the server), in one command.
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'],
    command: ['npm', 'run', 'build', '--workspace', '@foundly/web'],
  },
  {
    name: 'ops',
    inputs: [...SHARED_INPUTS, 'apps/ops', ...APP_PACKAGES, ...DOMAIN_AND_CONTRACTS],
    outputs: ['apps/ops/dist/index.html'],
    command: ['npm', 'run', 'build', '--workspace', '@foundly/ops'],
  },
];

function run(argv) {
  const force = argv.includes('--force');
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !TARGETS.some((target) => target.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`build: unknown target ${unknown.join(', ')}\n`);
    return 2;
  }
  const targets =
    names.length > 0 ? TARGETS.filter((target) => names.includes(target.name)) : TARGETS;
  for (const target of targets) {
    const fingerprint = hashInputs(root, target.inputs);
    if (!force && isUpToDate(root, target, fingerprint)) {
      process.stdout.write(`build: ${target.name} up to date\n`);
      continue;
    }
    const started = performance.now();
    process.stdout.write(`build: ${target.name}…\n`);
    const [command, ...args] = target.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`build: ${target.name} failed\n`);
      return result.status ?? 1;
    }
    recordBuild(root, target, fingerprint);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`build: ${target.name} built in ${seconds} s\n`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = run(process.argv.slice(2));
}
