/**
 * When anything under a path last changed: the builds (scripts/build-if-stale.ts,
 * scripts/build-server.ts) rebuild only when their sources are newer than what they wrote.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}
