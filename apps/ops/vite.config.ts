import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The back-office is served by the API under /ops (apps/server/src/web-static.ts).
export default defineConfig({
  base: '/ops/',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each asset, served as they are by the API (web-static.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: 5174,
    proxy: { '/rpc': apiTarget, '/api': apiTarget },
  },
  build: { target: 'es2022', sourcemap: false, outDir: 'dist' },
});
