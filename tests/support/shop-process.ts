/**
 * A shop as its own operating-system process, started through the documented production command
 * (scripts/production-command.ts), for tests that need what `app.inject` cannot show: signals,
 * start-up, several processes on one database, locks. It waits until the shop answers its health
 * check, keeps everything the process printed, and stops it with the signal a test chooses.
 *
 *   const shop = await startShop({ dataDir });            // or { databaseUrl }
 *   await fetch(`${shop.url}/api/v1/products`);
 *   const exit = await shop.stop('SIGTERM');              // { code, signal, ms }
 *   expect(shop.errorLines()).toEqual([]);
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale } from '../../scripts/build-server';
import { PRODUCTION_COMMAND, PRODUCTION_COMMAND_ANYWHERE, PRODUCTION_ENV, root } from '../../scripts/production-command';

/** Secrets and settings a production start requires; tests may override any of them. */
export const PRODUCTION_TEST_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  CUSTOMER_JWT_SECRET: 'process-test-customer-secret-0123456789-abcdefgh',
  ADMIN_JWT_SECRET: 'process-test-admin-secret-0123456789-abcdefghijkl',
  PUBLIC_URL: 'http://shop.verdant.test',
  ALLOW_LOCAL_PAYMENTS: 'true',
  ADMIN_EMAIL: 'owner@verdant.test',
  ADMIN_PASSWORD: 'owner-password-for-tests-2026',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
};

export interface ShopProcessOptions {
  /** The embedded database's folder; a fresh temporary one when neither this nor databaseUrl is given. */
  dataDir?: string;
  /** Use this PostgreSQL database instead of the embedded one. */
  databaseUrl?: string;
  /** 0 (the default) lets the system choose; the chosen port is read from the start banner. */
  port?: number;
  /** More settings, laid over PRODUCTION_TEST_ENV (a key set to undefined is removed). */
  env?: Record<string, string | undefined>;
  /** The folder to start it from (default the repository's); elsewhere the script is named by its full path, as an operator's service file names it. */
  cwd?: string;
  /** Flags for Node itself, after the production command's own and before the script (a benchmark's `--cpu-prof`, or another heap size, which overrides the command's). */
  nodeFlags?: string[];
  /** How long to wait for the shop to answer (ten minutes: on a 2-core machine shared by many test runs one start took 230 s). */
  startTimeoutMs?: number;
}

export interface ShopExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from the signal to the exit. */
  ms: number;
}

export interface ShopProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  dataDir: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  /** Everything the process printed so far (stdout and stderr, in order of arrival). */
  log(): string;
  /** Pino lines at level error (50) or above, and any line that is not JSON on stderr. */
  errorLines(): string[];
  /** Resolves when a line matching the pattern has been printed. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves when the process has exited (whoever stopped it). */
  exited: Promise<ShopExit>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<ShopExit>;
}

/** The environment the process gets: the machine's, the production defaults, then the test's. */
function processEnv(options: ShopProcessOptions, dataDir: string): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...PRODUCTION_ENV,
    ...PRODUCTION_TEST_ENV,
    DATA_DIR: dataDir,
    PORT: String(options.port ?? 0),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  // Vitest's own settings must not leak into the shop (it would think it runs under test).
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  delete env.TEST;
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env as NodeJS.ProcessEnv;
}

/** Spawns the process and returns at once; `ready` resolves with the port once the shop answers. */
export function spawnShop(options: ShopProcessOptions = {}): {
  child: ChildProcess;
  dataDir: string;
  log(): string;
  ready: Promise<{ port: number; startupMs: number }>;
  exited: Promise<ShopExit>;
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  signalledAt: { at: number };
} {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'verdant-shop-process-'));
  const spawnedAt = Date.now();
  // The production command runs the compiled server: compile it first when the sources are newer.
  buildServerIfStale();
  const [command, ...args] = options.cwd ? PRODUCTION_COMMAND_ANYWHERE : PRODUCTION_COMMAND;
  // The extra flags go after the command's own, just before the script: V8 takes the last of a
  // repeated flag, so a flag given here overrides the production command's (a bench trying
  // another heap size against the command as it is).
  const script = args.at(-1)!;
  const child = spawn(command!, [...args.slice(0, -1), ...(options.nodeFlags ?? []), script], { cwd: options.cwd ?? root, env: processEnv(options, dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const signalledAt = { at: 0 };
  const exited = new Promise<ShopExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, ms: signalledAt.at ? Date.now() - signalledAt.at : 0 })),
  );

  const waitForLog = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = output.split('\n').find((line) => pattern.test(line));
        if (match === undefined) return false;
        finish();
        resolve(match);
        return true;
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms; the process printed:\n${output}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(onOutput);
      };
      const onOutput = () => void check();
      if (check()) return;
      listeners.add(onOutput);
      void exited.then(() => {
        if (!check()) {
          finish();
          reject(new Error(`the process exited before printing a line matching ${pattern}:\n${output}`));
        }
      });
    });

  const ready = (async () => {
    const banner = await waitForLog(/is running at http:\/\/localhost:\d+/, options.startTimeoutMs ?? 600_000);
    const port = Number(/localhost:(\d+)/.exec(banner)![1]);
    const deadline = Date.now() + (options.startTimeoutMs ?? 600_000);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the shop exited:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (healthy) return { port, startupMs: Date.now() - spawnedAt };
      if (Date.now() > deadline) throw new Error(`the shop never answered its health check:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();

  // A test about a shop that must not start never awaits `ready`: its rejection is expected there.
  ready.catch(() => {});
  return { child, dataDir, log: () => output, ready, exited, waitForLog, signalledAt };
}

/** Starts a shop through the production command and resolves once it answers. */
export async function startShop(options: ShopProcessOptions = {}): Promise<ShopProcess> {
  const spawned = spawnShop(options);
  let started: { port: number; startupMs: number };
  try {
    started = await spawned.ready;
  } catch (error) {
    spawned.child.kill('SIGKILL');
    throw error;
  }
  const { child, signalledAt } = spawned;
  return {
    child,
    pid: child.pid!,
    port: started.port,
    url: `http://127.0.0.1:${started.port}`,
    dataDir: spawned.dataDir,
    startupMs: started.startupMs,
    log: spawned.log,
    errorLines: () => errorLinesOf(spawned.log()),
    waitForLog: spawned.waitForLog,
    exited: spawned.exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        signalledAt.at = Date.now();
        child.kill(signal);
      }
      return spawned.exited;
    },
  };
}

/** The error lines in a process's output: pino JSON at level 50+, and stack traces or plain errors. */
export function errorLinesOf(output: string): string[] {
  return output.split('\n').filter((line) => {
    const trimmed = line.trim();
    if (!trimmed) return false;
    if (trimmed.startsWith('{')) {
      try {
        return (JSON.parse(trimmed) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    }
    return /\b(Error|error|Unhandled|FATAL)\b/.test(trimmed) && !/^\s+at /.test(line);
  });
}

/** Resident memory of a running process in MB (Linux /proc), for the printed figures. */
export async function residentMegabytes(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round((kilobytes / 1024) * 10) / 10;
}
