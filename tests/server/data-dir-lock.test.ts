/**
 * The embedded database's folder belongs to one process at a time: a second open is refused with a
 * message naming the holder, the lock goes with close, and a lock left by a process that is gone
 * (SIGKILL) is taken over (docs/decisions/0174-one-process-per-data-dir-and-migration-lock.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from '../../server/db/data-dir-lock';
import { useTempFolders } from '../support/temp-folders';

const folder = useTempFolders('verdant-lock-');

describe('the DATA_DIR lock', () => {
  it('refuses a second holder while the first lives, naming it, and frees the folder on release', () => {
    const dataDir = folder();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`DATA_DIR ${dataDir} is in use by another shop process (pid ${process.pid}`);
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over a lock whose process has died', () => {
    const dataDir = folder();
    // A real pid that has certainly exited: a child process that ran and finished.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: Number(gone.stdout), startTicks: 1, host: os.hostname() }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('tells a reused pid from the process that wrote the lock (a restarted container is pid 1 again)', () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: process.pid, startTicks: -1, host: os.hostname() }));
    const release = lockDataDir(dataDir);
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
