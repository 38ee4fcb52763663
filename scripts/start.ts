/**
 * `npm start`: builds the PWA and the server renderer when dist/ is missing or older than its
 * sources, then starts the server (which migrates and, in development, seeds the embedded database).
 */
import { buildIfStale } from './build-if-stale';

const failed = buildIfStale();
if (failed !== null) process.exit(failed);

const { startServer } = await import('../server/main');
await startServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
