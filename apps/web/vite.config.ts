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
    // Brotli and gzip copies beside each asset, served as they are by the API (web-static.ts).
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })]),
  ],
  // The server's copy of the app (entry-server.tsx, built into dist-server by `vite build --ssr`)
  // takes the workspace packages in, as they are TypeScript sources; the other packages are
  // imported from node_modules when the server loads it.
  ssr: { noExternal: [/^@foundly\//] },
  server: {
    port: 5173,
    proxy: { '/rpc': apiTarget, '/api': apiTarget },
  },
  // The manifest tells the server which chunks a page needs (its language's messages).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    // What a chunk preloads with each of its dynamic imports leaves out React and the router,
    // but in the entry: the app's start imports them, so they have run before any other chunk
    // does, and their names would only weigh on every chunk that loads another.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostId }) =>
        /(^|\/)index-[\w-]+\.js$/.test(hostId) || !hostId.endsWith('.js')
          ? dependencies
          : dependencies.filter(
              (dependency) => !/^assets\/(react|router)-[\w-]+\.js$/.test(dependency),
            ),
    },
    // The libraries every page runs, one chunk each rather than a piece per route that uses
    // them: fewer, larger files compress better (about 4 KB less on each route's first screen).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
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
