/**
 * The one background job runner. A job is a function that does one batch of work and answers
 * whether more is waiting; the runner calls it on an interval, again at once when it says more is
 * waiting, and on demand (`kick`) when a request has just committed work for it.
 *
 * The runner holds no work in memory: each job claims its rows from the database with
 * `FOR UPDATE SKIP LOCKED` (see claim.ts), so any number of server processes can run the same
 * jobs against one PostgreSQL and no row is handled twice. A kick that arrives during a round
 * schedules one more round rather than a second concurrent one.
 *
 * Each round's outcome and duration go to an optional observer (the metrics' job runs and
 * failures), so the runner knows nothing of how they are reported.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type StatementTally, withStatementTally } from '../db/statement-count';

export interface Job {
  /** Unique name, used by kick() and in logs. */
  name: string;
  /** How often the job runs when nobody kicks it (retries, schedules, expiries). */
  everyMs: number;
  /** Does one batch; answers true when more work is waiting right now. */
  runOnce(): Promise<boolean>;
  /** Lets go of what the job keeps between rounds (an SMTP pool's connections), once it has stopped. */
  close?(): Promise<void> | void;
}

export interface JobRunner {
  add(job: Job): void;
  /** Starts the timers (with the server). Jobs added later start at once. */
  start(): void;
  /** Run this job now (after a commit that gave it work). Unknown names are a programming error. */
  kick(name: string): void;
  /** Resolves when no job is running (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops the timers, waits for running rounds to finish, then closes every job. */
  stop(): Promise<void>;
}

/** A job that does all its work in every round (a compaction folds whatever is there), so it never says more is waiting. */
export function periodicJob(name: string, everyMs: number, work: () => Promise<unknown>): Job {
  return {
    name,
    everyMs,
    async runOnce() {
      await work();
      return false;
    },
  };
}

/** Told of every finished round: which job, whether it threw, how long it took. */
export type RoundObserver = (job: string, outcome: 'ok' | 'failed', seconds: number, statements: number) => void;

interface Slot {
  job: Job;
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
}

/** A runaway job that always answers "more" yields after this many batches in one round. */
const MAX_BATCHES_PER_ROUND = 1000;

export function createJobRunner(log: FastifyBaseLogger, observe: RoundObserver = () => {}): JobRunner {
  const slots = new Map<string, Slot>();
  let started = false;
  let stopped = false;

  async function round(slot: Slot): Promise<void> {
    do {
      slot.again = false;
      const started = performance.now();
      let outcome: 'ok' | 'failed' = 'ok';
      // A round kicked after a request's commit counts its statements as the job's, not the request's.
      const tally: StatementTally = { count: 0 };
      try {
        await withStatementTally(tally, async () => {
          for (let batch = 0; batch < MAX_BATCHES_PER_ROUND && !stopped; batch++) {
            if (!(await slot.job.runOnce())) break;
          }
        });
      } catch (error) {
        outcome = 'failed';
        log.error({ err: error, job: slot.job.name }, 'background job round failed');
      }
      observe(slot.job.name, outcome, (performance.now() - started) / 1000, tally.count);
    } while (slot.again && !stopped);
  }

  function run(slot: Slot): void {
    if (stopped) return;
    if (slot.running) {
      slot.again = true;
      return;
    }
    slot.running = round(slot).finally(() => {
      slot.running = null;
    });
  }

  function schedule(slot: Slot): void {
    slot.timer = setInterval(() => run(slot), slot.job.everyMs);
    slot.timer.unref();
  }

  return {
    add(job) {
      if (slots.has(job.name)) throw new Error(`a job named ${job.name} is already registered`);
      const slot: Slot = { job, running: null, again: false, timer: null };
      slots.set(job.name, slot);
      if (started) schedule(slot);
    },
    start() {
      if (started || stopped) return;
      started = true;
      for (const slot of slots.values()) {
        schedule(slot);
        // Work left by a previous process (a crash, a restart) is picked up straight away.
        run(slot);
      }
    },
    kick(name) {
      const slot = slots.get(name);
      if (!slot) throw new Error(`no job named ${name}`);
      run(slot);
    },
    async idle() {
      for (;;) {
        const running = [...slots.values()].map((slot) => slot.running).filter((p): p is Promise<void> => p !== null);
        if (running.length === 0) return;
        await Promise.all(running);
      }
    },
    async stop() {
      stopped = true;
      for (const slot of slots.values()) if (slot.timer) clearInterval(slot.timer);
      await this.idle();
      await Promise.all(
        [...slots.values()].map(async ({ job }) => {
          try {
            await job.close?.();
          } catch (error) {
            log.warn({ err: error, job: job.name }, 'job did not close cleanly');
          }
        }),
      );
    },
  };
}
