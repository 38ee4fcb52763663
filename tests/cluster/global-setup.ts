/**
 * The cluster's pages are rendered from dist/: build it once, before any file starts its shops.
 * Built as a release is: vitest sets NODE_ENV=test, which would make vite emit React's development
 * JSX, which a production process cannot run.
 */
import { buildIfStale } from '../../scripts/build-if-stale';

export default function setup(): void {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const status = buildIfStale();
    if (status !== null && status !== 0) throw new Error(`the build failed (exit ${status})`);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
