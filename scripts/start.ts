/**
 * `npm start`: builds the PWA when dist/ is missing or older than its sources, then starts the
 * server (which migrates and, in development, seeds the embedded database).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'server', 'entry-server.js');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'uno.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function pwaIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

if (pwaIsStale()) {
  console.log('Building the PWA (dist/ is missing or older than its sources)...');
  // The browser's build, then the server renderer's (dist/server, decision 0100).
  const vite = (args: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args], { cwd: root, stdio: 'inherit' });
  let build = vite(['build']);
  if (build.status === 0) build = vite(['build', '--ssr', 'src/entry-server.tsx']);
  if (build.status !== 0) {
    console.error('The PWA build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

const { startServer } = await import('../server/main');
await startServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
