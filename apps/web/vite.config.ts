import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Resolved from this file so `vite build --config apps/web/vite.config.ts` works from the repo root.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.FIELDLINE_API_URL ?? 'http://localhost:3000';
const proxied = ['/v1', '/docs', '/ping', '/system-status', '/token-info', '/test-datetime', '/test-gateway'];

export default defineConfig({
  root,
  plugins: [
    react(),
    // .br and .gz beside each file at the highest levels, served by the server when the browser accepts them.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages live outside apps/web; one React copy keeps hooks working.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Written for reading stack traces, not linked from the scripts and not served (platform/http/web-app.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // The libraries every screen runs on get chunks of their own: they change less often than the app's
        // code, so a new release leaves them cached. Mantine's components stay split by the screens using
        // them, so the first screen does not load every component the app has.
        codeSplitting: {
          // Shared chunks under 12 kB of source are folded into the chunks that import them: a record page
          // loaded 40-odd chunks of 1-3 kB one after another (docs/web-performance.md).
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
});
