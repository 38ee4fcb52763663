/**
 * The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: it runs every
 * statement on the thread that owns it, so on the request thread it held up every request behind
 * every statement. Here it owns a worker thread of its own, and the request thread only sends it
 * statements and receives rows (server/db/pglite-worker-client.ts is that side;
 * docs/decisions/0238-the-embedded-database-on-its-own-thread.md).
 *
 * Plain JavaScript, not TypeScript: the same file is loaded by `npm start` (tsx), by vitest and by
 * the production bundle (scripts/build-server.ts copies it beside dist/server/app/main.mjs), and a
 * worker thread runs only what Node itself can load.
 *
 * Protocol, one message each way per call. Requests: `{ id, op, ... }` with op one of
 *   query  { sql, params, options, tx? }  PGlite's query, in the open transaction `tx` when given
 *   exec   { sql, options, tx? }          PGlite's exec
 *          either with `begin: true`      opens a transaction (its id is the request's) and runs
 *                                         the statement as its first; answers { tx, value }, or
 *                                         fails with `opened: tx` beside the error once the
 *                                         transaction is open (it stays open until ended)
 *          either with `commit: true`     the transaction's last statement: once it succeeds the
 *                                         transaction commits, and the answer comes after the
 *                                         COMMIT; a failed statement leaves it open (to be
 *                                         ended), a failed COMMIT fails with `ended: true`
 *   end    { tx, commit }                 ends it: COMMIT (or ROLLBACK when commit is false)
 *   dump   { compression }                dumpDataDir, answered as { bytes, name, type }
 *   close  {}                             closes PGlite
 * Answers: `{ id, ok: true, value }` or `{ id, ok: false, error: { kind, message, fields } }`.
 * The first message the worker sends is `{ ready: true }` or `{ ready: false, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, messages, TransactionAbortedError } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Thrown inside PGlite's transaction callback to make it roll back; never reaches the caller. */
const ROLLED_BACK = Symbol('rolled back');

/** @type {(value: unknown) => unknown} */
const identity = (value) => value;

/**
 * The query options the request thread sent, as PGlite takes them. Parsers are functions, which
 * cannot cross threads: the request thread sends only the type ids it passed identity parsers for
 * (Drizzle's, for dates and intervals, which it parses itself) and fails on any other parser.
 * @param {{ rowMode?: 'array' | 'object', identityParsers?: number[] } | undefined} options
 */
function queryOptions(options) {
  if (!options) return undefined;
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.identityParsers ? { parsers: Object.fromEntries(options.identityParsers.map((oid) => [oid, identity])) } : {}),
  };
}

/**
 * An error as plain data: a thrown error crosses threads with its message only, and callers read
 * PostgreSQL's fields (code, constraint, detail, table...), so they travel beside it. The query
 * options hold the parsers (functions): the request thread puts back the ones its caller passed.
 * @param {unknown} error
 */
function describeError(error) {
  if (!(error instanceof Error)) return { kind: 'other', message: String(error), fields: {} };
  const kind = error instanceof TransactionAbortedError ? 'aborted' : error instanceof messages.DatabaseError ? 'database' : 'other';
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name };
  for (const [key, value] of Object.entries(error)) if (key !== 'queryOptions') fields[key] = value;
  return { kind, message: error.message, fields };
}

/** @param {number} id @param {unknown} value @param {Transferable[]} [transfer] */
function answer(id, value, transfer = []) {
  try {
    parentPort.postMessage({ id, ok: true, value }, transfer);
  } catch (error) {
    // A value that cannot be cloned still answers, as an error, so no caller waits for ever.
    fail(id, error);
  }
}

/**
 * @param {number} id @param {unknown} error
 * @param {{ opened?: number, ended?: true }} [about] the transaction the failed request opened, or ended
 */
function fail(id, error, about = {}) {
  parentPort.postMessage({ id, ok: false, error: describeError(error), ...about });
}

/**
 * One query or exec request, run on PGlite or in a transaction.
 * @param {PGlite | import('@electric-sql/pglite').Transaction} on
 * @param {any} request
 */
function run(on, request) {
  return request.op === 'query' ? on.query(request.sql, request.params, queryOptions(request.options)) : on.exec(request.sql, queryOptions(request.options));
}

/** @param {{ dataDir?: string, load?: { bytes: ArrayBuffer, type: string } }} data */
async function open(data) {
  // The extensions the migrations create: PGlite bundles them but loads only those named here.
  const options = {
    extensions: { pg_trgm },
    ...(data.load ? { loadDataDir: new Blob([data.load.bytes], { type: data.load.type }) } : {}),
  };
  const db = data.dataDir ? new PGlite(data.dataDir, options) : new PGlite(options);
  await db.waitReady;
  return db;
}

/**
 * Serves one PGlite. Open transactions are kept by id: a transaction is PGlite's own callback,
 * held open until the request thread's `end` arrives, so PGlite's queue makes every statement sent
 * outside it wait, as it did on the request thread.
 * @param {PGlite} db
 */
function serve(db) {
  /** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (outcome: { commit: boolean, replyTo: number, value?: unknown, carried?: boolean }) => void }>} */
  const transactions = new Map();

  /** An open transaction's entry; a request naming one that has ended fails. @param {number} txId */
  const openTransaction = (txId) => {
    const open = transactions.get(txId);
    if (!open) throw new Error('Transaction is closed');
    return open;
  };

  /** @param {number | undefined} txId */
  const target = (txId) => (txId === undefined ? db : openTransaction(txId).tx);

  /**
   * Opens a transaction and runs `first` in it: BEGIN and the first statement cost one message each
   * way, not two, and PGlite's lock is taken only once there is a statement to run (decision 0238).
   * The transaction is held open until `end` is called: by an `end` request, or by a statement that
   * carries COMMIT (`outcome.value` is then that statement's answer, sent once committed).
   * @param {number} id @param {any} first
   */
  const begin = (id, first) => {
    let begun = false;
    /** @type {{ commit: boolean, replyTo: number, value?: unknown, carried?: boolean }} */
    let outcome = { commit: false, replyTo: id };
    db.transaction(async (tx) => {
      begun = true;
      outcome = await new Promise((resolve) => {
        transactions.set(id, { tx, end: resolve });
        run(tx, first).then(
          (value) => (first.commit ? resolve({ commit: true, replyTo: id, value: { tx: id, value }, carried: true }) : answer(id, { tx: id, value })),
          (error) => fail(id, error, { opened: id }),
        );
      });
      transactions.delete(id);
      if (!outcome.commit) throw ROLLED_BACK;
    }).then(
      () => answer(outcome.replyTo, outcome.value ?? null),
      (error) => {
        if (begun && error === ROLLED_BACK) return answer(outcome.replyTo, null);
        fail(outcome.replyTo, error, outcome.carried ? { ended: true } : {});
      },
    );
  };

  /**
   * Runs the open transaction's last statement and commits it at once when it succeeds (the answer
   * follows the COMMIT); a failed statement is answered at once and leaves the transaction open.
   * @param {any} request
   */
  const runLast = (request) => {
    const open = openTransaction(request.tx);
    run(open.tx, request).then(
      (value) => open.end({ commit: true, replyTo: request.id, value, carried: true }),
      (error) => fail(request.id, error),
    );
  };

  /** @param {any} request */
  const handle = async (request) => {
    const { id } = request;
    switch (request.op) {
      case 'query':
      case 'exec':
        if (request.begin) return begin(id, request);
        if (request.commit) return runLast(request);
        return answer(id, await run(target(request.tx), request));
      case 'end':
        return openTransaction(request.tx).end({ commit: request.commit, replyTo: id });
      case 'dump': {
        const file = await db.dumpDataDir(request.compression);
        const bytes = await file.arrayBuffer();
        return answer(id, { bytes, name: file instanceof File ? file.name : undefined, type: file.type }, [bytes]);
      }
      case 'close':
        await db.close();
        return answer(id, null);
      default:
        throw new Error(`the database worker has no operation "${request.op}"`);
    }
  };

  parentPort.on('message', (request) => {
    handle(request).catch((error) => fail(request.id, error));
  });
}

open(workerData).then(
  (db) => {
    serve(db);
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, error: describeError(error) }),
);
