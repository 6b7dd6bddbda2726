#!/usr/bin/env node
// Compiles the server, and the workspace packages it imports (TypeScript sources), into plain
// JavaScript in dist/: what production runs with `node`, without the TypeScript loader. Packages
// from node_modules stay imports, resolved at run time as in development. Every output file sits
// directly in dist/, one level below apps/server as src/*.ts are, so that `import.meta.url` finds
// the same folders (src/server-root.ts, config.ts) compiled or not.
//
//   node apps/server/build.mjs [outdir]     (default apps/server/dist)
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));

/** The programs compiled: the server, and the two command-line tools production needs. */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  migrate: 'src/db/migrate-cli.ts',
  operator: 'src/cli/set-operator-role.ts',
};

/** Bare imports stay imports, except our own packages (TypeScript) and JSON data (inlined). */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@foundly/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer(outdir = path.join(serverRoot, 'dist')) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalNodeModules],
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
