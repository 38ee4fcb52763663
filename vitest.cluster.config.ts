/**
 * `npm run test:cluster`: the shop as it runs in production on several processes (tests/cluster):
 * nginx in front of two shop processes on a fresh PostgreSQL database and Redis (scripts/cluster.ts).
 * Files run one after another: each starts its own processes on its own ports, and two clusters at
 * once would only measure each other on a 2-core machine.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/global-setup.ts'],
    fileParallelism: false,
    hookTimeout: 300_000,
    testTimeout: 120_000,
  },
});
