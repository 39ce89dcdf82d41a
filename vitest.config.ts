import { defineConfig } from 'vitest/config';

// One run covers every workspace; the web project renders components in happy-dom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'client', include: ['packages/client/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files share a worker's loaded modules: importing the whole app again for each file cost ~7 s
          // a file (973 s of a 159 s run). Module-level registries must therefore be left as found.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Component tests talk to real local servers; on a loaded 2-core machine 5 s is too tight.
          testTimeout: 20000,
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
