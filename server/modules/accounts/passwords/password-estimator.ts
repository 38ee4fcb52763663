/**
 * The request thread's side of the password strength estimator (password-estimator-worker.mjs):
 * `estimatePassword` sends a password to the estimator's own thread and resolves with its score and
 * advice, so a slow estimate (a long password of repeats) holds up no other request
 * (docs/decisions/0268-password-estimate-off-the-request-thread.md).
 *
 * One worker for the process, started at an estimate and stopped once no estimate has come for
 * IDLE_MS: its dictionaries and heap are 50-100 MB, and sign-ups are rare beside everything else a
 * shop answers, so a thread kept for the next one held that memory for good
 * (docs/decisions/0286-the-embedded-shop-s-memory.md); starting it again costs the next sign-up a
 * fraction of a second. An idle worker never keeps the process alive. Estimates queue in it one after another: each takes milliseconds for a
 * password a person types, and at most a few hundred for the worst bounded input, so one thread is
 * enough and a burst of sign-ups cannot take more than one core. A worker that stops (a crash, out
 * of memory) fails the estimates waiting on it; the next estimate starts a new one.
 */
import { Worker } from 'node:worker_threads';

export interface PasswordEstimate {
  /** zxcvbn's score, 0 (guessed at once) to 4 (10^10 guesses or more). */
  score: number;
  warning: string | null;
  suggestions: string[];
}

export interface EstimatorSettings {
  /** Only this many leading characters are estimated. */
  maxLength: number;
  /** The warning for a password built from the person's own words. */
  userInputsWarning: string;
  /** How long the thread waits for another estimate before it stops (IDLE_MS unless given). */
  idleMs?: number;
}

/** Half a minute: a person retrying a refused password is served by the same thread. */
export const IDLE_MS = 30_000;

/**
 * The thread's V8 heap: its live data is the dictionaries, and V8's default 32 MB young generation
 * was as much again, filled before each collection.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 } as const;

type Answer = ({ ok: true } & PasswordEstimate) | { ok: false; message: string };

const WORKER_FILE = new URL('./password-estimator-worker.mjs', import.meta.url);

export class PasswordEstimator {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (estimate: PasswordEstimate) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly settings: EstimatorSettings) {}

  /** Whether the estimator's thread is running now (it stops when idle). */
  get threadRunning(): boolean {
    return this.worker !== null;
  }

  estimate(password: string, userInputs: readonly string[]): Promise<PasswordEstimate> {
    const worker = this.running();
    this.stopIdleTimer();
    const id = this.nextId++;
    return new Promise<PasswordEstimate>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, password, userInputs: [...userInputs] });
    });
  }

  /** Stops the worker, failing what waits on it (tests; an idle worker never holds a process open). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.stopIdleTimer();
    this.fail(worker, new Error('the password estimator was closed'));
    await worker.terminate();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const { maxLength, userInputsWarning } = this.settings;
    const worker = new Worker(WORKER_FILE, { workerData: { maxLength, userInputsWarning }, resourceLimits: WORKER_LIMITS });
    worker.on('message', ({ id, ...answer }: { id: number } & Answer) => this.settle(worker, id, answer));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the password estimator's thread stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(worker: Worker, id: number, answer: Answer): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (this.pending.size === 0) {
      worker.unref();
      this.stopWhenIdle(worker);
    }
    if (answer.ok) waiting.resolve({ score: answer.score, warning: answer.warning, suggestions: answer.suggestions });
    else waiting.reject(new Error(`the password estimator failed: ${answer.message}`));
  }

  /** Stops the thread if no estimate comes within the idle time; the next estimate starts another. */
  private stopWhenIdle(worker: Worker): void {
    this.stopIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = null;
      void worker.terminate();
    }, this.settings.idleMs ?? IDLE_MS);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** A worker that errs or exits fails what waits on it; the next estimate starts another. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
