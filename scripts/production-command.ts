/**
 * The shop's production command, in one place: the README's "Production" guide, the Dockerfile,
 * `npm run serve` and the process tests all run this. Node itself runs the compiled server
 * (`npm run build` writes it: scripts/build-server.ts, docs/decisions/0206), with no wrapper
 * process between the signal and the server, so SIGTERM reaches the process that shuts down in
 * order (docs/decisions/0170-production-command.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled server, from the repository's root. */
export const SERVER_SCRIPT = 'dist/server/app/main.mjs';

/**
 * V8's heap for the request thread:
 * - 4 MB semi-spaces, not 16. V8 fills the young generation before each collection, so with the
 *   default the process held 32 MB of it whether the objects were live or not
 *   (docs/decisions/0286-the-embedded-shop-s-memory.md).
 * - an old generation of at most 512 MB. V8 lets the old generation grow to a multiple of what
 *   survived its last full collection before the next, and the multiple grows with the limit: at
 *   the default limit (4 GB here) up to four times, so under the checkout bench the heap held
 *   about 200 MB for 50-90 MB of live objects. Under 512 MB the multiple is near 1.4, the heap held
 *   about 90 MB, and a request's largest objects (a page of a list, a batch of an export) stay far
 *   below the limit (docs/decisions/0292-the-heap-s-growth-bounded.md).
 */
export const NODE_MEMORY_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--max-old-space-size=512'];

/**
 * Environment the production command runs with: glibc's malloc makes an arena of up to 64 MB for
 * each thread that allocates at once (the request thread, the database's, libuv's pool), and two
 * are enough for a process whose work is one thread's JavaScript (decision 0286).
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** argv of the production command, run from the repository's root with NODE_ENV=production and PRODUCTION_ENV. */
export const PRODUCTION_COMMAND: readonly string[] = [process.execPath, '--enable-source-maps', ...NODE_MEMORY_FLAGS, SERVER_SCRIPT];

/** The same command started from any folder: the script named by its full path (decision 0258). */
export const PRODUCTION_COMMAND_ANYWHERE: readonly string[] = PRODUCTION_COMMAND.map((arg) => (arg === SERVER_SCRIPT ? path.join(root, arg) : arg));
