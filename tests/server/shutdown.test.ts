/**
 * The real server process: it starts on the embedded database, answers, and on SIGTERM finishes
 * what it is doing, closes the database and exits 0 (so a deploy or `docker stop` never cuts a
 * request or leaves the database unclean). The in-flight request here is a slow client still
 * sending its body when the signal arrives.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_SECRETS } from './support/app';
import { onPostgres } from './support/database';
import { slowContactMessage } from '../support/slow-request';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-shutdown-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

/** Whether nothing listens on `port` any more (a connection is refused). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

// The process uses the embedded database whichever project runs this file: run it once.
describe.skipIf(onPostgres)('graceful shutdown', () => {
  it('finishes an in-flight request, then exits 0 on SIGTERM', async () => {
    server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...TEST_SECRETS, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = await waitForPort(server);
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(health.status).toBe(200);

    const request = slowContactMessage(port);
    await request.accepted;
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    // The body goes only once the shutdown has begun: the listener refuses new connections.
    await vi.waitFor(async () => expect(await refusesConnections(port)).toBe(true), { timeout: 20_000, interval: 20 });
    request.finish();

    expect(await request.done).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
  }, 60_000);
});
