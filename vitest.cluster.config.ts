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
    // A shop's start took minutes on this shared 2-core machine under load (tests/support/shop-process.ts).
    hookTimeout: 600_000,
    testTimeout: 120_000,
  },
});
