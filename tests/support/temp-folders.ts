/**
 * Temporary folders for a test file, each removed when the file's tests are over: `folder()` makes
 * one under the system's temporary directory, named from `prefix`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export function useTempFolders(prefix: string): () => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
}
