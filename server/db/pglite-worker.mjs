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
 *          with `name`                    the same, as a named statement: parsed once (decision 0248);
 *                                         without parameters, parsed and run in one call
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
import { PGlite, messages, TransactionAbortedError, parse, protocol } from '@electric-sql/pglite';
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

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/**
 * Queries sent as protocol messages of the worker's own, with named statements
 * (docs/decisions/0248-named-statements-on-the-embedded-database.md). PGlite's `query` sends every
 * statement unnamed, as five protocol calls into PostgreSQL (Parse, Describe, Bind, Describe,
 * Execute) and a Sync, so PostgreSQL parses, analyses and plans its text every time: for the
 * checkout's statements that was about half their time. A named statement is parsed once (Parse
 * and Describe, for its parameters' types); after that each run is one call (Bind, Describe,
 * Execute, Sync) and PostgreSQL keeps the plan once a generic one is as good. A query without
 * parameters has nothing to serialise, so it is parsed and run unnamed in one call.
 * What the caller sees is what PGlite's `query` gives: the same parameter serializers, the same
 * result parsing, the same error with `query`, `params` and `queryOptions` attached, and the same
 * locks (PGlite's transaction lock outside a transaction, its query lock always).
 * @param {PGlite} db
 */
function protocolQueries(db) {
  /** The statements prepared on this database, by name: their parameters' type ids. @type {Map<string, number[]>} */
  const prepared = new Map();
  const { serialize } = protocol;
  /** @param {Uint8Array[]} messagesToSend */
  const send = (messagesToSend) => db.execProtocolStream(concat(messagesToSend), { syncToFs: false });

  /**
   * PGlite's parsers with the caller's identity parsers over them, made once per set of type ids.
   * PGlite's `parseResults` merges a query's parsers into its 318 defaults itself, on every call:
   * 85 µs a statement, more than running a one-row statement takes (decision 0248).
   * @type {Map<string, Record<number, (value: string, typeId: number) => unknown>>}
   */
  const mergedParsers = new Map();
  /** @param {number[] | undefined} identityParsers */
  const parsersWith = (identityParsers) => {
    if (!identityParsers?.length) return db.parsers;
    const key = identityParsers.join(',');
    let parsers = mergedParsers.get(key);
    if (!parsers) {
      parsers = { ...db.parsers, ...Object.fromEntries(identityParsers.map((oid) => [oid, identity])) };
      mergedParsers.set(key, parsers);
    }
    return parsers;
  };

  /** @param {string} name @param {string} text */
  const prepare = async (name, text) => {
    const types = parse.parseDescribeStatementResults(await send([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    prepared.set(name, types);
    return types;
  };

  /**
   * @param {{ name?: string, sql: string, params?: unknown[], options?: any }} request a named one, or one without parameters
   * @param {boolean} inTransaction the statement belongs to the transaction PGlite's lock is held for
   */
  return async (request, inTransaction) => {
    const { name, sql } = request;
    const params = request.params ?? [];
    const run = async () => {
      let results;
      try {
        const execute = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
        if (name === undefined) {
          // Without parameters there is nothing to serialise: parsed, bound and run in one call.
          results = await send([serialize.parse({ text: sql }), serialize.bind({ values: [] }), ...execute]);
        } else {
          const types = prepared.get(name) ?? (await prepare(name, sql));
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const serializer = db.serializers[types[index]];
            return serializer ? serializer(value) : String(value);
          });
          results = await send([serialize.bind({ statement: name, values }), ...execute]);
        }
      } catch (error) {
        if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params: request.params, queryOptions: queryOptions(request.options) });
        throw error;
      }
      // PGlite writes its files after a statement outside a transaction (a no-op in memory).
      if (!inTransaction) await db.syncToFs();
      const rowMode = request.options?.rowMode;
      return parse.parseResults(results, parsersWith(request.options?.identityParsers), rowMode ? { rowMode } : undefined)[0];
    };
    return inTransaction ? db._runExclusiveQuery(run) : db._runExclusiveTransaction(() => db._runExclusiveQuery(run));
  };
}

/** @param {{ dataDir?: string, load?: { bytes: ArrayBuffer, type: string }, preparedStatements?: boolean, startParams: string[] }} data */
async function open(data) {
  // The extensions the migrations create: PGlite bundles them but loads only those named here.
  // The start parameters bound its memory (server/db/embedded-memory.ts).
  const options = {
    extensions: { pg_trgm },
    startParams: data.startParams,
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
 * @param {boolean} preparedStatements whether queries run as protocolQueries (DATABASE_PREPARED_STATEMENTS), or all as PGlite's `query`
 */
function serve(db, preparedStatements) {
  /** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (outcome: { commit: boolean, replyTo: number, value?: unknown, carried?: boolean }) => void }>} */
  const transactions = new Map();

  /** An open transaction's entry; a request naming one that has ended fails. @param {number} txId */
  const openTransaction = (txId) => {
    const open = transactions.get(txId);
    if (!open) throw new Error('Transaction is closed');
    return open;
  };

  const queries = protocolQueries(db);

  /**
   * One query or exec request, run on PGlite or in its open transaction `tx`. With prepared
   * statements on, a query the request thread named, or one without parameters, goes through
   * protocolQueries; any other (a text too long to name, past the bounds) through PGlite's `query`.
   * @param {import('@electric-sql/pglite').Transaction | null} tx @param {any} request
   */
  const run = (tx, request) => {
    if (request.op === 'query' && preparedStatements && (request.name || !request.params?.length)) return queries(request, tx !== null);
    const on = tx ?? db;
    return request.op === 'query' ? on.query(request.sql, request.params, queryOptions(request.options)) : on.exec(request.sql, queryOptions(request.options));
  };

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
        return answer(id, await run(request.tx === undefined ? null : openTransaction(request.tx).tx, request));
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
    serve(db, workerData.preparedStatements !== false);
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, error: describeError(error) }),
);
