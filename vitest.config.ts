/**
 * Three test projects: the browser side (tests/client, tests/sw) runs in jsdom with an in-memory
 * IndexedDB (fake-indexeddb); the server (tests/server) and anything else under tests/ in node.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const BROWSER_TESTS = ['tests/client/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
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
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...BROWSER_TESTS, '**/node_modules/**'],
        },
      },
    ],
  },
});
