/**
 * The PostgreSQL connection alone, without HTTP or the shop's work: how many two-statement
 * transactions (BEGIN with the first, COMMIT with the last, decisions 0242 and 0246) one process
 * runs a second over the shop's pool, and the process's CPU for each. It isolates what the
 * connection itself costs, which the checkout bench's spread between runs hides
 * (docs/decisions/0291-a-transaction-s-queries-in-one-write.md). To compare two builds of
 * server/db/pg-connection.ts, run it on each tree in turn.
 *
 * `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-pg-transactions.ts`
 * Options (env): BENCH_TRANSACTIONS (20000), BENCH_CONCURRENCY (8: transactions in flight, each on a connection of its own).
 */
import { sql } from 'drizzle-orm';
import { lastStatement } from '../server/db/carried-commit';
import { openDatabase } from '../server/db/client';
import { loadNow } from './bench-engines';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database');
const transactions = Number(process.env.BENCH_TRANSACTIONS ?? 20_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

// The shop's own pool and connections (server/db/client.ts), one connection for each transaction in flight.
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: concurrency });
const { db } = database;

const twoStatements = () =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select ${1}::int as first`);
    await lastStatement(tx, sql`select ${2}::int as last`);
  });

let started = 0;
const oneAfterAnother = async () => {
  while (started < transactions) {
    started += 1;
    await twoStatements();
  }
};

// Every connection opened, and both statements prepared on it, before the clock starts.
await Promise.all(Array.from({ length: concurrency * 4 }, twoStatements));

const loadBefore = loadNow();
const cpuBefore = process.cpuUsage();
const clockBefore = performance.now();
await Promise.all(Array.from({ length: concurrency }, oneAfterAnother));
const elapsed = performance.now() - clockBefore;
const cpu = process.cpuUsage(cpuBefore);
await database.close();

console.log(
  `${transactions} transactions of two statements, ${concurrency} at a time: ${elapsed.toFixed(0)} ms, ` +
    `${((transactions / elapsed) * 1000).toFixed(0)} a second; this process's CPU ${((cpu.user + cpu.system) / transactions).toFixed(1)} µs ` +
    `a transaction (${(cpu.system / transactions).toFixed(1)} µs of it in the kernel) (load ${loadBefore} → ${loadNow()})`,
);
