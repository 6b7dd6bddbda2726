import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The page comes first: its markup (rendered on the server) and styles paint
 * while the scripts, fetched at low priority, arrive to make it interactive.
 */
const scriptsAfterThePage: Plugin = {
  name: 'scripts-after-the-page',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replaceAll(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        )
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        ),
  },
};

/** The chunks the app's start imports, and theirs: loaded before any other chunk runs. */
const startChunks = new Set<string>();

/** Finds them once the bundle is laid out, before the preload lists are written. */
const findStartChunks: Plugin = {
  name: 'find-start-chunks',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      startChunks.clear();
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const queue = chunks.filter((chunk) => chunk.name === 'start-app').map((c) => c.fileName);
      for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
        const chunk = bundle[fileName];
        if (startChunks.has(fileName) || chunk?.type !== 'chunk') continue;
        startChunks.add(fileName);
        queue.push(...chunk.imports);
      }
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    scriptsAfterThePage,
    findStartChunks,
    // Brotli and gzip copies beside each asset, served as they are by the API (web-static.ts).
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })]),
  ],
  // The server's copy of the app (entry-server.tsx, built into dist-server by `vite build --ssr`)
  // takes the workspace packages in, as they are TypeScript sources; the other packages are
  // imported from node_modules when the server loads it.
  ssr: { noExternal: [/^@foundly\//] },
  resolve: {
    // The router's store asks for the shim of useSyncExternalStore, a copy of it for React 17;
    // React 19 has its own, which the same package's non-shim entry uses.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/rpc': apiTarget, '/api': apiTarget },
  },
  // The manifest tells the server which chunks a page needs (its language's messages).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    // What a chunk preloads with each of its dynamic imports leaves out the chunks the app's
    // start imports, but in the entry: they have run before any other chunk does, and their
    // names would only weigh on every chunk that loads another.
    modulePreload: {
      // Every browser the app supports preloads modules itself (baseline since 2023).
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostId }) =>
        /(^|\/)index-[\w-]+\.js$/.test(hostId) || !hostId.endsWith('.js')
          ? dependencies
          : dependencies.filter((dependency) => !startChunks.has(dependency)),
    },
    // The libraries every page runs, one chunk each rather than a piece per route that uses
    // them: fewer, larger files compress better (about 4 KB less on each route's first screen).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // A chunk's name is its hash alone: every chunk names the chunks it imports and
            // preloads, so the modules' names weighed about 2 KB on each first screen. The
            // manifest (.vite/manifest.json) says what each file holds.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'router',
                  test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history)[\\/]/,
                },
                {
                  name: 'query',
                  test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
