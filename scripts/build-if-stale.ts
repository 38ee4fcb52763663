/**
 * Builds the PWA and the server renderer when dist/ is missing or older than its sources: shared
 * by `npm start` and the JavaScript budget, so each measures or serves what the sources are now.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestChange } from './newest-change';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle } from './build-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Written last by `npm run build` (the server renderer's build runs after the browser's). */
const BUILT_LAST = path.join(root, 'dist', 'server', 'entry-server.js');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'uno.config.ts', 'package-lock.json'];

function buildIsStale(): boolean {
  if (!existsSync(BUILT_LAST)) return true;
  const builtAt = statSync(BUILT_LAST).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/** Returns the exit status to stop with, or null when dist/ is fresh (built now or before). */
export function buildIfStale(): number | null {
  if (!buildIsStale()) return null;
  console.log('Building the PWA and the server renderer (dist/ is missing or older than its sources)...');
  const vite = (args: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args], { cwd: root, stdio: 'inherit' });
  let build = vite(['build']);
  if (build.status === 0) build = vite(['build', '--ssr', 'src/entry-server.tsx']);
  if (build.status !== 0) {
    console.error('The build failed; see the output above.');
    return build.status ?? 1;
  }
  // The server renderer's build empties dist/server, where the compiled server lives too.
  buildServerBundle();
  return null;
}
