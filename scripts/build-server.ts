/**
 * The API server compiled to one JavaScript file for production (docs/decisions/0206): esbuild
 * bundles server/ with the shared src/domain and src/contracts it imports, leaving every package
 * in node_modules (`packages: external`). The files the server reads beside its code are copied
 * beside the bundle, where the same `import.meta.url` paths find them: the migrations
 * (server/db/client.ts) and the worker threads' files (the embedded database's, server/db/pglite-worker.mjs,
 * and the password estimator's: plain JavaScript that a worker loads as it is).
 *
 * It lands in dist/server/app/, inside the folder the static files plugin never serves
 * (server/plugins/static.ts). Written to a temporary folder first and moved into place, so two
 * test workers building at once never run half a bundle.
 */
import { buildSync } from 'esbuild';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { newestChange } from './newest-change';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE_DIR = path.join(root, 'dist', 'server', 'app');
/** The production command's entry (scripts/production-command.ts). */
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'main.mjs');
/** Plain JavaScript run by worker threads, found beside the code that starts them (`new URL(…, import.meta.url)`). */
const WORKER_FILES = ['server/db/pglite-worker.mjs', 'server/modules/accounts/passwords/password-estimator-worker.mjs'];
const SOURCES = ['server', 'src/domain', 'src/contracts', 'package.json', 'package-lock.json'];

export function serverBundleIsStale(): boolean {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

export function buildServerBundle(): void {
  mkdirSync(path.dirname(SERVER_BUNDLE_DIR), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(SERVER_BUNDLE_DIR), '.app-'));
  // mkdtemp's folder is private (0700); the image runs the server as another user than builds it.
  chmodSync(staging, 0o755);
  try {
    buildSync({
      entryPoints: [path.join(root, 'server', 'main.ts')],
      outfile: path.join(staging, 'main.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // Stack traces name the sources (node --enable-source-maps reads it), without shipping them.
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
    });
    cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(staging, 'migrations'), { recursive: true });
    for (const worker of WORKER_FILES) cpSync(path.join(root, worker), path.join(staging, path.basename(worker)));
    rmSync(SERVER_BUNDLE_DIR, { recursive: true, force: true });
    renameSync(staging, SERVER_BUNDLE_DIR);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Builds the bundle when it is missing or older than the server's sources. */
export function buildServerIfStale(): void {
  if (serverBundleIsStale()) buildServerBundle();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildServerBundle();
  console.log(`server bundle: ${path.relative(root, SERVER_BUNDLE)}`);
}
