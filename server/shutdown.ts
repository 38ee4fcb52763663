/**
 * Shutting the shop down in order on SIGTERM or SIGINT (a deploy, `docker stop`, Ctrl-C):
 *   1. stop accepting: the listener closes, and requests arriving on kept-alive connections get a 503;
 *   2. finish in-flight requests (their after-commit effects included);
 *   3. stop the background jobs and wait for the rounds that are running;
 *   4. close the database (pool or embedded PGlite, whose lock on DATA_DIR goes with it).
 * Fastify's close runs 1-3 (its listener is closed before the app's own onClose hooks, where the
 * jobs stop); the database is closed here afterwards, never in a hook, so no job or request can
 * reach a closed pool. When it takes longer than SHUTDOWN_GRACE_MS the process logs what it was
 * waiting for and exits 1 (docs/decisions/0172-shutdown-order-and-start-up-wait.md). A fatal
 * error (the embedded database's thread stopping) runs the same shutdown and exits 1.
 */
import type { App } from './app-types';
import type { Database } from './db/client';

export interface ShutdownOptions {
  graceMs: number;
  /** Called as the signal arrives, before anything closes (the readiness check starts failing). */
  onSignal?: () => void;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
}

/** Runs the ordered shutdown once; the returned promise resolves with the exit code. */
export function shutDownInOrder(app: App, database: Database, signal: string, options: ShutdownOptions): Promise<number> {
  const started = Date.now();
  let stage = 'finishing in-flight requests and stopping the jobs';
  app.log.info({ signal, graceMs: options.graceMs }, `${signal} received: ${stage}`);
  const overdue = new Promise<number>((resolve) => {
    const timer = setTimeout(() => {
      app.log.error({ signal, graceMs: options.graceMs }, `shutdown took longer than SHUTDOWN_GRACE_MS while ${stage}; exiting`);
      resolve(1);
    }, options.graceMs);
    timer.unref();
  });
  const orderly = (async () => {
    await app.close();
    stage = 'closing the database';
    await database.close();
    app.log.info({ signal, ms: Date.now() - started }, 'shut down cleanly');
    return 0;
  })().catch((error: unknown) => {
    app.log.error({ err: error }, `error during shutdown while ${stage}`);
    return 1;
  });
  return Promise.race([orderly, overdue]);
}

/**
 * Listens for SIGTERM and SIGINT and exits with shutDownInOrder's code. Answers the same ordered
 * shutdown for a fatal state the process cannot serve in (the embedded database's thread stopped:
 * docs/decisions/0238-the-embedded-database-on-its-own-thread.md), which exits 1 whatever the
 * shutdown's own outcome, so the supervisor starts the shop again.
 */
export function exitInOrderOnSignals(app: App, database: Database, options: ShutdownOptions): (error: Error) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const stop = (reason: string, exitCode?: number) => {
    if (closing) return;
    closing = true;
    options.onSignal?.();
    void shutDownInOrder(app, database, reason, options).then((code) => exit(exitCode ?? code));
  };
  // Node calls a signal's listener with the signal's number too: it must not become the exit code.
  const onSignal = (signal: NodeJS.Signals) => stop(signal);
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return (error) => {
    app.log.fatal({ err: error }, `${error.message}: shutting down, exit code 1`);
    stop('a fatal error', 1);
  };
}
