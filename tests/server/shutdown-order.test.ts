/**
 * The order of a shutdown: requests and running job rounds finish before the database closes, so no
 * job reaches a closed pool ("Cannot use a pool after calling end on the pool"), and a shutdown that
 * cannot finish within the grace period ends with code 1 and says what it was waiting for
 * (docs/decisions/0172-shutdown-order-and-start-up-wait.md). A fatal error (the embedded
 * database's thread stopped, decision 0238) shuts down the same way and exits 1.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { exitInOrderOnSignals, shutDownInOrder } from '../../server/shutdown';
import { createTestApp } from './support/app';

/** A job whose round waits at a gate, then queries the database; events are recorded in order. */
function gatedJob(database: Database, events: string[]) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  return {
    job: {
      name: 'gated-test-job',
      everyMs: 60_000,
      async runOnce() {
        started();
        await gate;
        await database.db.execute(sql`select 1`);
        events.push('job round finished its query');
        return false;
      },
    },
    running,
    open: () => open(),
  };
}

/** The database as the shutdown sees it: closing is recorded; the test's cleanup really closes it. */
function recordingDatabase(database: Database, events: string[]): Database {
  return { ...database, close: async () => void events.push('database closed') };
}

describe('shutting down in order', () => {
  it('waits for the running job round before it closes the database', async () => {
    const t = await createTestApp();
    const events: string[] = [];
    const gated = gatedJob(t.database, events);
    t.app.jobs.add(gated.job);
    t.app.jobs.kick(gated.job.name);
    await gated.running;

    const shutdown = shutDownInOrder(t.app, recordingDatabase(t.database, events), 'SIGTERM', { graceMs: 30_000 });
    // The round is still waiting: the database must not be closed under it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    gated.open();
    expect(await shutdown).toBe(0);
    expect(events).toEqual(['job round finished its query', 'database closed']);
    await t.database.dispose();
  }, 120_000);

  it('gives up after the grace period with code 1 and leaves the database to the exit', async () => {
    const t = await createTestApp();
    const events: string[] = [];
    const gated = gatedJob(t.database, events);
    t.app.jobs.add(gated.job);
    t.app.jobs.kick(gated.job.name);
    await gated.running;

    expect(await shutDownInOrder(t.app, recordingDatabase(t.database, events), 'SIGTERM', { graceMs: 200 })).toBe(1);
    expect(events).toEqual([]);
    gated.open();
    await t.app.jobs.idle();
    await t.database.dispose();
  }, 120_000);

  it('shuts down in the same order after a fatal error, and exits 1 although the shutdown went well', async () => {
    const t = await createTestApp();
    const events: string[] = [];
    const signalListeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    try {
      const stopAfterFatal = exitInOrderOnSignals(t.app, recordingDatabase(t.database, events), {
        graceMs: 30_000,
        onSignal: () => events.push('not ready'),
        exit: exited,
      });
      stopAfterFatal(new Error("the embedded database's thread stopped (exit code 1)"));
      expect(await exitCode).toBe(1);
      expect(events).toEqual(['not ready', 'database closed']);
    } finally {
      // The listeners this test added must not outlive it in the test process.
      for (const signal of ['SIGTERM', 'SIGINT'] as const)
        for (const listener of process.listeners(signal)) if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
      await t.database.dispose();
    }
  }, 120_000);
});
