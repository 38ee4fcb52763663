/**
 * Start-up against a database that is not up yet (a deploy that starts the shop and PostgreSQL
 * together, a database restarting): open it and ping it, and while that fails retry with a growing
 * pause, one clear log line per try, until DATABASE_WAIT_MS has passed; then give up with the last
 * error. The embedded database is in this process and either opens or fails for good, so it is
 * never retried (docs/decisions/0172-shutdown-order-and-start-up-wait.md).
 */
import { type Database, type DatabaseOptions, openDatabase } from './client';

export interface WaitOptions {
  /** How long to keep trying; 0 tries once. */
  waitMs: number;
  log: (message: string) => void;
  /** First pause between tries; it doubles up to maxPauseMs. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

/** Start-up gave up waiting: an operator's problem to fix, reported in one line. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnreachableError';
  }
}

function describeFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return [code, message].filter(Boolean).join(': ') || String(error);
}

export async function openWhenReachable(options: DatabaseOptions, wait: WaitOptions): Promise<Database> {
  if (!options.databaseUrl) return openDatabase(options);
  const deadline = Date.now() + wait.waitMs;
  let pause = wait.firstPauseMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    let database: Database | undefined;
    try {
      database = await openDatabase(options);
      await database.ping();
      if (attempt > 1) wait.log(`database reachable after ${attempt} tries`);
      return database;
    } catch (error) {
      await database?.close().catch(() => {});
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(`the database is not reachable (${describeFailure(error)}); gave up after DATABASE_WAIT_MS=${wait.waitMs} ms`, {
          cause: error,
        });
      }
      const next = Math.min(pause, left);
      wait.log(
        `database not reachable (${describeFailure(error)}): try ${attempt}, retrying in ${next} ms, ` +
          `giving up in ${Math.ceil(left / 1000)} s (DATABASE_WAIT_MS)`,
      );
      await new Promise((resolve) => setTimeout(resolve, next));
      pause = Math.min(pause * 2, wait.maxPauseMs ?? 5_000);
    }
  }
}
