/**
 * One process per embedded database. PGlite is a whole PostgreSQL inside this process: a second
 * process opening the same DATA_DIR starts its own copy, sees none of the first one's writes, and
 * one side's writes are lost at the next restart. So the process that opens DATA_DIR writes a lock
 * file naming itself (pid and the kernel's start time of that pid) and removes it on close; a
 * second process finds it and refuses to start. A lock whose process is gone (killed with
 * SIGKILL, a crashed container) is stale and taken over, and the start time tells a reused pid
 * (pid 1 in a restarted container) from the process that wrote the lock
 * (docs/decisions/0174-one-process-per-data-dir-and-migration-lock.md).
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'shop.lock';

interface LockOwner {
  pid: number;
  /** Start time of the pid in clock ticks since boot (Linux); null where /proc is not there. */
  startTicks: number | null;
  host: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `DATA_DIR ${dataDir} is in use by another shop process (pid ${owner.pid} on ${owner.host}). ` +
        'The embedded database serves one process: stop that process first, give this one its own DATA_DIR, ' +
        'or run several processes on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may itself hold spaces); starttime is field 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  // Another machine's process (a data folder on a shared disk) cannot be checked: treat it as alive.
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid exists but belongs to another user, so something is running there.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.startTicks === null) return true;
  return startTicksOf(owner.pid) === owner.startTicks;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, startTicks: typeof parsed.startTicks === 'number' ? parsed.startTicks : null };
  } catch {
    return null;
  }
}

/** Takes DATA_DIR's lock for this process; returns the release function. Throws DataDirInUseError. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, startTicks: startTicksOf(process.pid), host: os.hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // An unreadable lock is one being written this instant by a process starting beside us.
      if (owner === null && attempt < 2) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      if (owner && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      unlinkSync(file);
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const owner = readOwner(file);
      if (owner && owner.pid === me.pid && owner.startTicks === me.startTicks) unlinkSync(file);
    };
  }
  throw new Error(`could not take the lock ${file}: another process keeps replacing it`);
}
