import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

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
  build: { target: 'es2022', sourcemap: false, manifest: !isSsrBuild },
}));
