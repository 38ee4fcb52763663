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

/** argv of the production command, run from the repository's root with NODE_ENV=production. */
export const PRODUCTION_COMMAND: readonly string[] = [process.execPath, '--enable-source-maps', SERVER_SCRIPT];

/** The same command started from any folder: the script named by its full path (decision 0258). */
export const PRODUCTION_COMMAND_ANYWHERE: readonly string[] = PRODUCTION_COMMAND.map((arg) => (arg === SERVER_SCRIPT ? path.join(root, arg) : arg));
