/**
 * The request thread's side of the embedded database on its own thread (pglite-worker.mjs): an
 * object with the part of PGlite's API that Drizzle and client.ts call (query, exec, transaction,
 * dumpDataDir, close), each call a message to the worker and its answer a message back, so
 * PostgreSQL's work runs on the other core while this thread answers requests
 * (docs/decisions/0238-the-embedded-database-on-its-own-thread.md).
 *
 * Callers cannot tell it from PGlite: rows arrive structured-cloned (Dates, bytes and JSON
 * intact), errors are rebuilt with PGlite's own classes and every field PostgreSQL sent (code,
 * constraint, detail...), and a transaction runs in the worker under PGlite's own queue, so a
 * statement sent outside it waits until it ends, as before. A worker that stops (a crash, out of
 * memory) fails every call waiting on it and every later one, and tells `onLost`.
 */
import { Worker } from 'node:worker_threads';
import { messages, TransactionAbortedError, type QueryOptions, type Results } from '@electric-sql/pglite';
import { EMBEDDED_START_PARAMS, EMBEDDED_WORKER_LIMITS } from './embedded-memory';
import { AfterCarriedCommitError, SavepointDepth, isLastStatement } from './carried-commit';
import { ConnectionStatements } from './statement-names';

/** The statements a transaction's callback can send (all Drizzle's pglite driver uses). */
export interface EmbeddedTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

/** The part of PGlite the shop uses: PGlite itself on the request thread, or the worker's stand-in. */
export interface EmbeddedClient extends EmbeddedTransaction {
  transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'gzip' | 'auto' | 'none'): Promise<File | Blob>;
  close(): Promise<void>;
}

/** Every call to a stopped worker fails with this: the database is gone until the process restarts. */
export class EmbeddedDatabaseLostError extends Error {
  constructor(detail: string, options?: { cause: unknown }) {
    super(`the embedded database's thread stopped (${detail}); the database cannot be reached until the shop restarts`, options);
    this.name = 'EmbeddedDatabaseLostError';
  }
}

interface DescribedError {
  kind: 'database' | 'aborted' | 'other';
  message: string;
  fields: Record<string, unknown>;
}

/**
 * A failed request that opened a transaction says so (`opened`): the transaction stays open until
 * ended. One whose statement carried COMMIT and whose COMMIT failed says the transaction is over (`ended`).
 */
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: DescribedError; opened?: number; ended?: true };
type Ready = { ready: true } | { ready: false; error: DescribedError };

const ERROR_CLASSES = { database: messages.DatabaseError, aborted: TransactionAbortedError, other: Error } as const;

/**
 * The worker's error as the class PGlite throws, with its fields; the stack is this thread's, which
 * names the caller. Made without the class's constructor, whose arguments are the wire format's.
 */
function rebuildError(described: DescribedError, queryOptions?: QueryOptions): Error {
  const error = Reflect.construct(Error, [described.message], ERROR_CLASSES[described.kind]) as Error & Record<string, unknown>;
  Object.assign(error, described.fields);
  // PGlite attaches the query's options to a failed query's error: the caller's own, parsers and all.
  if ('query' in described.fields) error.queryOptions = queryOptions;
  return error;
}

/** What a parser is given to show it is an identity: a value it must answer unchanged. */
const PARSER_PROBE = 'identity-probe';

/**
 * QueryOptions as the worker takes them. Parsers are functions and cannot be sent: identity
 * parsers (Drizzle's for dates and intervals, node_modules/drizzle-orm/pglite/session.js) become
 * a list of type ids the worker gives identity parsers; anything else is refused, loudly.
 */
function sendableOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  const unknown = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unknown.length) throw new Error(`the embedded database's thread cannot take the query option(s) ${unknown.join(', ')}`);
  // Every query Drizzle sends carries parsers, so this runs per statement: a loop, not entries().
  const identityParsers: number[] = [];
  for (const oid in parsers) {
    if (parsers[Number(oid)]!(PARSER_PROBE) !== PARSER_PROBE)
      throw new Error(`the embedded database's thread runs only identity parsers; type ${oid} has another`);
    identityParsers.push(Number(oid));
  }
  return { ...(rowMode ? { rowMode } : {}), ...(identityParsers.length ? { identityParsers } : {}) };
}

export interface WorkerClientOptions {
  /** PGlite's data folder; none keeps the database in memory. */
  dataDir?: string | undefined;
  /** A dump (dumpDataDir's tarball) to start the database from. */
  loadDataDir?: Blob | undefined;
  /** Told once when the worker stops without being closed (its calls have failed already). */
  onLost?: ((error: EmbeddedDatabaseLostError) => void) | undefined;
  /**
   * Whether repeated statements run as named statements, parsed once (on unless false:
   * DATABASE_PREPARED_STATEMENTS; docs/decisions/0248-named-statements-on-the-embedded-database.md).
   */
  preparedStatements?: boolean | undefined;
}

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

export class PGliteWorkerClient implements EmbeddedClient {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  private nextId = 1;
  private lost: EmbeddedDatabaseLostError | null = null;
  private closing = false;

  /**
   * Names for the statements to prepare, with the bounds PostgreSQL's connections have
   * (statement-names.ts): the worker prepares a name the first time it sees it. Null when off.
   */
  private readonly named: ConnectionStatements | null;

  private constructor(
    readonly worker: Worker,
    onLost: WorkerClientOptions['onLost'],
    preparedStatements: boolean,
  ) {
    this.named = preparedStatements ? new ConnectionStatements() : null;
    let failure: unknown;
    worker.on('message', (message: Answer) => this.settle(message));
    worker.on('error', (error) => {
      failure = error;
    });
    // An answer this thread cannot read leaves its caller waiting for ever: treat it as a crash.
    worker.on('messageerror', (error) => {
      failure = error;
      void worker.terminate();
    });
    worker.on('exit', (code) => {
      const detail = failure instanceof Error ? `exit code ${code}: ${failure.message}` : `exit code ${code}`;
      this.lost = new EmbeddedDatabaseLostError(this.closing ? 'closed' : detail, { cause: failure });
      for (const waiting of this.pending.values()) waiting.reject(this.lost);
      this.pending.clear();
      if (!this.closing) onLost?.(this.lost);
    });
    // Idle, the worker does not keep the process alive (PGlite on this thread never did); a call does.
    worker.unref();
  }

  /** Starts the worker and resolves once its PGlite is open (rejects with PGlite's error if it cannot open). */
  static async open(options: WorkerClientOptions): Promise<PGliteWorkerClient> {
    const load = options.loadDataDir ? { bytes: await options.loadDataDir.arrayBuffer(), type: options.loadDataDir.type } : undefined;
    const preparedStatements = options.preparedStatements !== false;
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir: options.dataDir, load, preparedStatements, startParams: EMBEDDED_START_PARAMS },
      transferList: load ? [load.bytes] : [],
      resourceLimits: EMBEDDED_WORKER_LIMITS,
    });
    let failure: unknown;
    const onError = (error: unknown) => (failure = error);
    let onExit = (_code: number) => {};
    const ready = await new Promise<Ready>((resolve, reject) => {
      onExit = (code) => reject(failure ?? new EmbeddedDatabaseLostError(`exit code ${code} while opening`));
      worker.once('message', resolve).on('error', onError).once('exit', onExit);
    }).finally(() => worker.off('error', onError).off('exit', onExit));
    if (!ready.ready) {
      await worker.terminate();
      throw rebuildError(ready.error);
    }
    return new PGliteWorkerClient(worker, options.onLost, preparedStatements);
  }

  private settle(answer: Answer): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if (answer.ok) waiting.resolve(answer.value);
    else if (answer.opened === undefined && answer.ended === undefined) waiting.reject(answer.error);
    else waiting.reject({ ...answer.error, ...(answer.opened === undefined ? {} : { opened: answer.opened }), ...(answer.ended ? { ended: true } : {}) });
  }

  /** Sends one request; rejects with the worker's error as data (callers rebuild it) or the lost error. */
  private send(request: Record<string, unknown>): Promise<unknown> {
    if (this.lost) return Promise.reject(this.lost);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.worker.postMessage({ ...request, id });
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  /** Sends a request whose failure is PGlite's: the error is rebuilt as PGlite threw it. */
  private async call(request: Record<string, unknown>, queryOptions?: QueryOptions): Promise<unknown> {
    try {
      return await this.send(request);
    } catch (error) {
      throw error instanceof Error ? error : rebuildError(error as DescribedError, queryOptions);
    }
  }

  /** Statements sent to one request: outside any transaction, or into the open transaction `tx`. */
  private statements(send: (request: Record<string, unknown>, options?: QueryOptions) => Promise<unknown>): EmbeddedTransaction {
    return {
      query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        (await send({ op: 'query', sql, params, name: this.named?.nameFor(sql, params), options: sendableOptions(options) }, options)) as Results<T>,
      exec: async (sql: string, options?: QueryOptions) => (await send({ op: 'exec', sql, options: sendableOptions(options) }, options)) as Results[],
    };
  }

  /** Statements outside any transaction: made once, as every one of them passes through here. */
  private readonly outside = this.statements((request, options) => this.call(request, options));

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.outside.query<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.outside.exec(sql, options);
  }

  /**
   * PGlite's transaction, its callback run here: the callback's statements sent into it, then
   * COMMIT, or ROLLBACK when the callback throws (its error is what the caller gets). BEGIN travels
   * with the first statement (one message each way instead of two, and PGlite's lock is not held
   * while the answer to a lone BEGIN waits for this thread's turn); a callback that sends nothing
   * opens nothing. COMMIT travels with a last statement (its text marked by db/carried-commit.ts,
   * outside any savepoint): the worker commits as soon as that statement succeeds and answers it
   * after the COMMIT, and then nothing more is sent.
   */
  async transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    let tx: number | undefined;
    let opening: Promise<unknown> | null = null;
    const savepoints = new SavepointDepth();
    /** Committed with its last statement, or ended by that COMMIT's failure: nothing left to end. */
    let over = false;
    const carried = (commit: boolean) => (value: unknown) => {
      if (commit) over = true;
      return value;
    };
    const failed = (options: QueryOptions | undefined) => (error: unknown) => {
      if (typeof error === 'object' && error !== null && 'opened' in error) tx = (error as { opened: number }).opened;
      if (typeof error === 'object' && error !== null && 'ended' in error) over = true;
      throw error instanceof Error ? error : rebuildError(error as DescribedError, options);
    };
    const send = async (request: Record<string, unknown>, options?: QueryOptions): Promise<unknown> => {
      if (over) throw new AfterCarriedCommitError();
      const text = typeof request.sql === 'string' ? request.sql : '';
      savepoints.observe(text);
      const commit = isLastStatement(text) && !savepoints.inSavepoint;
      const sent = commit ? { ...request, commit: true } : request;
      if (tx === undefined && opening === null) {
        opening = this.send({ ...sent, begin: true }).then((answer) => {
          const opened = answer as { tx: number; value: unknown };
          tx = opened.tx;
          return opened.value;
        }, failed(options));
        return opening.then(carried(commit));
      }
      // A statement sent while the first is still on its way goes into the transaction it opens.
      if (tx === undefined) await opening?.catch(() => undefined);
      if (tx === undefined) throw new Error('Transaction is closed');
      return this.send({ ...sent, tx }).then(carried(commit), failed(options));
    };
    const end = async (commit: boolean) => {
      await opening?.catch(() => undefined);
      if (tx !== undefined && !over) await this.call({ op: 'end', tx, commit });
    };
    const statements = this.statements(send);
    let result: T;
    try {
      result = await work(statements);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  async dumpDataDir(compression: 'gzip' | 'auto' | 'none' = 'auto'): Promise<File | Blob> {
    const dump = (await this.call({ op: 'dump', compression })) as { bytes: ArrayBuffer; name?: string; type: string };
    return dump.name === undefined ? new Blob([dump.bytes], { type: dump.type }) : new File([dump.bytes], dump.name, { type: dump.type });
  }

  /** Closes PGlite (its files flushed) and ends the thread; a lost worker has nothing left to close. */
  async close(): Promise<void> {
    if (this.lost) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }
}
