/**
 * Test projects: the browser side (tests/client, tests/sw) runs in jsdom with an in-memory
 * IndexedDB (fake-indexeddb); the server (tests/server) and anything else under tests/ in node on
 * the embedded database; and, only when TEST_DATABASE_URL is set, the server tests once more on
 * PostgreSQL (`server-pg`, each file in a database of its own: tests/server/support/database.ts).
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const BROWSER_TESTS = ['tests/client/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    // Vitest's default outside watch mode is one worker fewer than the CPUs: one worker on a 2-core
    // CI machine, so the suite ran file by file while a core waited on PostgreSQL or idled. Two
    // workers use both (the main process only collects results).
    maxWorkers: 2,
    // Each server test file starts an embedded PostgreSQL (PGlite, ~2 s alone, more on a busy
    // 2-core machine: two files passed 60 s at load 12); the defaults of 10 s/5 s are too tight for
    // that, not for the tests. A hook that waits returns as soon as its app is up.
    hookTimeout: 180_000,
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: BROWSER_TESTS,
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The server's modules are imported once per worker, not once per file: each file starts
          // apps of its own, and the server code keeps no state a file could leak into the next
          // (no vi.mock here; the browser tests, which mock modules, stay isolated). It cut this
          // project from 221 s to 145 s on the 2-core CI machine (imports 88 s to 9 s).
          isolate: false,
          // One migrated database per run, copied by each server test file (tests/server/support/database-template.ts).
          globalSetup: ['tests/server/support/global-setup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          // tests/cluster starts processes, nginx and Redis: `npm run test:cluster` (vitest.cluster.config.ts).
          exclude: [...BROWSER_TESTS, 'tests/cluster/**', '**/node_modules/**'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                environment: 'node',
                isolate: false,
                globalSetup: ['tests/server/support/global-setup.ts'],
                include: ['tests/server/**/*.test.ts'],
                env: { DB_TARGET: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
