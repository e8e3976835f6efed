import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { routeChunks } from './scripts/routeChunks';

const serverPort = process.env.PORT ?? '8080';
const chunks = routeChunks(import.meta.dirname);

export default defineConfig({
  plugins: [react(), chunks.plugin],
  server: {
    // `npm run dev` runs the reference back-end beside Vite; the SPA reaches it through these proxies.
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/healthz': `http://localhost:${serverPort}`,
      '/ws': { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // No <link rel="modulepreload"> per dependency of a lazy chunk: inserting the ~80 links cost the main thread
    // ~60 ms of a page load in Chromium (CPU profile). Without them the chunks load as a waterfall, which
    // delays the first read; in five interleaved pairs of the customer pages bench the mean median still fell,
    // from 527 to 471 ms on the customer page and from 443 to 429 ms on the invoice page.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that ran every file in turn.
    // The files are independent (each server test has its own database or schema), so use every core.
    maxWorkers: '100%',
    // `npm test` prints the domain's coverage and fails below the floor the domain issue set.
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      // Each project's files share their worker's modules (isolate: false): importing React, MUI and the app, or
      // the server with its contracts, again for every file was most of the run. On the 2-core machine: UI
      // 149 s → 36 s, the server tests 372 s → 123 s on PGlite and as much on PostgreSQL, the adapters 106 s →
      // 40 s; the whole run 464 s against 803–907 s in CI before. No file leaves state for another (each server
      // test starts its own app over a database of its own); each project passes with its files shuffled
      // (--sequence.shuffle.files).
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'tests/arch/**/*.test.ts', 'tests/models/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/adapters/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/pgliteImages.setup.ts'],
          include: ['src/adapters/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/support/uiSetup.ts'],
          // A page test types, ticks and waits for several answers: 5 s is too short on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['server/**/*.test.ts'],
          env: { TEST_DATABASE_URL: '' },
          globalSetup: ['tests/support/pgliteImages.setup.ts'],
          // Creating and migrating an in-memory PGlite takes seconds on a 2-core machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      // The same server tests again on PostgreSQL when one is given (.ci/run starts one).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'server-postgres',
                environment: 'node',
                isolate: false,
                include: ['server/**/*.test.ts'],
                env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
                globalSetup: ['tests/support/postgresTemplates.setup.ts'],
                hookTimeout: 60_000,
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
