/**
 * `npx tsx scripts/bench-tokens.ts [rev]`: what the access tokens cost, the shop's current
 * implementation (server/lib/tokens.ts) against the one at `rev` (default `main`), in one run,
 * the two alternated round by round so a change in the machine's load falls on both
 * (docs/decisions/0282-tokens-stay-hand-written.md, figures in docs/measurements/tokens.md).
 *
 * Two levels. Alone: sign, verify a valid token, verify a refused one (a changed signature, what
 * an attacker's guess looks like), in operations per second. At request level: one in-process app
 * per implementation (an in-memory embedded database each), a signed-in customer's
 * GET /api/v1/user/addresses through `inject`, in microseconds per request, with its token (200)
 * and with the token's signature changed (401: the guard then tries the other audience too, so a
 * refused token is verified twice). The token's version is remembered for a second
 * (lib/token-checks.ts), so the token is most of what differs between the two.
 *
 * `rev`'s tree is taken with `git archive` into a temporary folder beside this checkout's
 * node_modules, so both implementations run on the same libraries and the same Node. The figures
 * of decision 0282 weigh the hand-written code against the fast-jwt trial, commit 98dd89f:
 * `npm install --no-save fast-jwt@6.3.6 && npx tsx scripts/bench-tokens.ts 98dd89f`. The load
 * average is printed before and after: on a shared machine it says how much the figures mean.
 *
 * Options (env): BENCH_ROUNDS (default 9), BENCH_OPS (per round and operation, default 20,000),
 * BENCH_REQUESTS (per round, default 1,500).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
// Types only: each tree's modules are imported by path at run time, so both trees load their own.
import type * as AppOfThisCheckout from '../server/app';
import type * as ConfigOfThisCheckout from '../server/config';
import type * as ClientOfThisCheckout from '../server/db/client';
import type * as TokensOfThisCheckout from '../server/lib/tokens';
import type { TokenService } from '../server/lib/tokens';

const ROOT = path.resolve(import.meta.dirname, '..');
const REV = process.argv[2] ?? 'main';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const OPS = Number(process.env.BENCH_OPS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_500);
const SECRETS = { customerSecret: 'bench-customer-secret-0123456789-abcdefghijklmnop', adminSecret: 'bench-admin-secret-0123456789-abcdefghijklmnopqrstu', issuer: 'verdant-shop' };

type TokensModule = typeof TokensOfThisCheckout;
type AppModule = typeof AppOfThisCheckout;
type ConfigModule = typeof ConfigOfThisCheckout;
type ClientModule = typeof ClientOfThisCheckout;

interface Tree {
  name: string;
  root: string;
}

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `rev`'s server, contracts and domain code in a folder of its own, on this checkout's node_modules. */
function treeAt(rev: string): Tree {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-tokens-'));
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive "${rev}" package.json tsconfig.json server src | tar -x -C "${root}"`]);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  return { name: rev, root };
}

async function importFrom<T>(tree: Tree, file: string): Promise<T> {
  return (await import(path.join(tree.root, file))) as T;
}

/** Operations per second of `run` over `count` calls. */
async function rate(count: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i++) await run(i);
  return count / ((performance.now() - start) / 1000);
}

interface Contender {
  name: string;
  tokens: TokenService;
  valid: string;
  refused: string;
}

async function contender(name: string, mod: TokensModule): Promise<Contender> {
  const tokens = mod.createTokenService(SECRETS);
  const valid = await tokens.sign('customer', { sub: '0b7e2f54-8f1e-4d7e-9a57-3f2b7c1d9e10', ver: 3 });
  const refused = `${valid.slice(0, -4)}${valid.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  if (!(await tokens.verify('customer', valid)) || (await tokens.verify('customer', refused))) throw new Error(`${name}: the tokens do not check out`);
  return { name, tokens, valid, refused };
}

async function microBench(contenders: Contender[]): Promise<void> {
  const figures = new Map(contenders.map((c) => [c.name, { sign: [] as number[], valid: [] as number[], refused: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++) {
    // Alternated, and the order flipped every round: neither always runs second.
    for (const c of round % 2 ? [...contenders].reverse() : contenders) {
      const f = figures.get(c.name)!;
      f.sign.push(await rate(OPS, (i) => c.tokens.sign('customer', { sub: '0b7e2f54-8f1e-4d7e-9a57-3f2b7c1d9e10', ver: i })));
      f.valid.push(await rate(OPS, () => c.tokens.verify('customer', c.valid)));
      f.refused.push(await rate(OPS, () => c.tokens.verify('customer', c.refused)));
    }
  }
  console.log(`\ntokens alone: median of ${ROUNDS} rounds of ${OPS} operations, operations per second`);
  console.log('implementation        sign     verify valid   verify refused');
  for (const [name, f] of figures)
    console.log(`${name.padEnd(18)} ${median(f.sign).toFixed(0).padStart(8)} ${median(f.valid).toFixed(0).padStart(16)} ${median(f.refused).toFixed(0).padStart(16)}`);
}

interface Served {
  name: string;
  /** One signed-in GET; throws unless it answered 200. */
  call: () => Promise<number>;
  /** The same GET with the token's signature changed; throws unless it answered 401. */
  refused: () => Promise<number>;
  close: () => Promise<void>;
}

async function servedApp(tree: Tree): Promise<Served> {
  const { buildApp } = await importFrom<AppModule>(tree, 'server/app.ts');
  const { loadConfig } = await importFrom<ConfigModule>(tree, 'server/config.ts');
  const { openDatabase } = await importFrom<ClientModule>(tree, 'server/db/client.ts');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-tokens-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', CUSTOMER_JWT_SECRET: SECRETS.customerSecret, ADMIN_JWT_SECRET: SECRETS.adminSecret });
  const database = await openDatabase({ dataDir, inMemory: true });
  await database.migrate();
  const app = await buildApp({ config, database });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: { firstName: 'Ada', lastName: 'Greene', email: `ada-${tree.name.replace(/\W/g, '')}@example.com`, password: 'Verdant-bench-passphrase-2026!' },
  });
  if (registered.statusCode !== 201) throw new Error(`${tree.name}: sign-up answered ${registered.statusCode}: ${registered.body}`);
  const token = (registered.json() as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const forged = { authorization: `Bearer ${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}` };
  return {
    name: tree.name,
    call: async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/user/addresses', headers });
      // Every call must be the full signed-in answer: a refusal (a 401, a 429) would be a cheaper request.
      if (res.statusCode !== 200) throw new Error(`${tree.name}: the signed-in GET answered ${res.statusCode}`);
      return res.statusCode;
    },
    refused: async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/user/addresses', headers: forged });
      if (res.statusCode !== 401) throw new Error(`${tree.name}: the forged token was answered ${res.statusCode}`);
      return res.statusCode;
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Microseconds per request of `call`, round by round, the apps alternated. */
async function perRequest(served: Served[], call: (s: Served) => () => Promise<number>): Promise<Map<string, number[]>> {
  const figures = new Map(served.map((s) => [s.name, [] as number[]]));
  for (const s of served) for (let i = 0; i < 200; i++) await call(s)();
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of round % 2 ? [...served].reverse() : served) {
      const run = call(s);
      const start = performance.now();
      for (let i = 0; i < REQUESTS; i++) await run();
      figures.get(s.name)!.push(((performance.now() - start) * 1000) / REQUESTS);
    }
  }
  return figures;
}

function printRequests(title: string, figures: Map<string, number[]>): void {
  console.log(`\n${title}, ${ROUNDS} rounds of ${REQUESTS}, microseconds per request`);
  console.log('implementation      median      min      max   every round');
  for (const [name, rounds] of figures)
    console.log(`${name.padEnd(18)} ${median(rounds).toFixed(1).padStart(7)} ${Math.min(...rounds).toFixed(1).padStart(8)} ${Math.max(...rounds).toFixed(1).padStart(8)}   ${rounds.map((r) => r.toFixed(0)).join(' ')}`);
}

async function requestBench(served: Served[]): Promise<void> {
  printRequests('request level: signed-in GET /api/v1/user/addresses through inject (200)', await perRequest(served, (s) => s.call));
  console.log(`load average: ${load()}`);
  printRequests('request level: the same GET with a forged token (401; the guard tries both audiences)', await perRequest(served, (s) => s.refused));
}

const current: Tree = { name: 'this checkout', root: ROOT };
const old = treeAt(REV);
try {
  console.log(`load average before: ${load()} (${os.cpus().length} CPUs), Node ${process.version}`);
  await microBench([await contender(current.name, await importFrom<TokensModule>(current, 'server/lib/tokens.ts')), await contender(old.name, await importFrom<TokensModule>(old, 'server/lib/tokens.ts'))]);
  console.log(`load average: ${load()}`);
  const served = [await servedApp(current), await servedApp(old)];
  try {
    await requestBench(served);
  } finally {
    for (const s of served) await s.close();
  }
  console.log(`\nload average after: ${load()}`);
} finally {
  rmSync(old.root, { recursive: true, force: true });
}
process.exit(0);
