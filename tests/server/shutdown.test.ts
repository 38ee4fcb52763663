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
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS } from './support/app';
import { onPostgres } from './support/database';

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

/** Sends the head of a JSON POST and part of its body, then the rest when asked to. */
function slowRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com', message: 'Sent slowly over a poor connection.' });
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const done = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST /api/v1/general/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), done };
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

    const request = slowRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.finish();

    expect(await request.done).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
  }, 60_000);
});
