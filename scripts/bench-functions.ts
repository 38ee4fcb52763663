/**
 * The time PostgreSQL spends inside the shop's PL/pgSQL functions (the reports' triggers, mostly)
 * during a bench round: `BENCH_FUNCTIONS=1` with scripts/bench-checkout.ts. The triggers that keep
 * the reports current were about half of PostgreSQL's time per order when first measured
 * (docs/measurements/checkout-cost.md, "Where PostgreSQL's time goes"); this prints it per round
 * so a change to them is measured by the same command as the rest.
 *
 * PostgreSQL times functions only with `track_functions`, a superuser setting; it is set on the
 * bench's own database (dropped after the run), before the shop connects, so nothing else on the
 * server is timed. Its cost is a clock read around each call.
 */
import pg from 'pg';

/** Each function's calls and time so far (`pg_stat_user_functions`): self time, so nested calls are not counted twice. */
export type FunctionTimes = Map<string, { calls: number; selfMs: number }>;

/** Turns function timing on for `databaseUrl`'s database: for the connections opened after this. */
export async function timeFunctionsOn(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`do $$ begin execute format('alter database %I set track_functions = %L', current_database(), 'pl'); end $$`);
  } finally {
    await client.end();
  }
}

/** Reads the database's function times, through a connection kept for the run. */
export class FunctionClock {
  private constructor(private readonly client: pg.Client) {}

  static async open(databaseUrl: string): Promise<FunctionClock> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return new FunctionClock(client);
  }

  async read(): Promise<FunctionTimes> {
    // The backends report their counts at the end of a transaction, at most once a second: wait
    // that out so a round's last second is in its figures.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { rows } = await this.client.query<{ funcname: string; calls: string; self_time: number }>(
      'select funcname, calls, self_time from pg_stat_user_functions',
    );
    return new Map(rows.map((row) => [row.funcname, { calls: Number(row.calls), selfMs: row.self_time }]));
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** One line: the functions' time per order between two readings, in all and for the heaviest four. */
export function describeFunctionTimes(before: FunctionTimes, after: FunctionTimes, orders: number): string {
  const spent = [...after].map(([name, now]) => {
    const then = before.get(name) ?? { calls: 0, selfMs: 0 };
    return { name, calls: now.calls - then.calls, ms: now.selfMs - then.selfMs };
  });
  const total = spent.reduce((sum, fn) => sum + fn.ms, 0);
  const heaviest = spent
    .filter((fn) => fn.calls > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((fn) => `${fn.name} ${(fn.ms / orders).toFixed(2)} ms (${(fn.calls / orders).toFixed(1)} calls)`);
  return `PL/pgSQL functions ${(total / orders).toFixed(2)} ms per order of PostgreSQL's time; heaviest: ${heaviest.join(', ') || 'none'}`;
}
