/**
 * The shop's server as its own process (`tsx server/main.ts`), as `npm start` runs it, for the
 * benchmarks and the crash test: started on a port of its choosing, answered when it prints its
 * banner.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  // `node --import tsx`, not the tsx command: the command runs the server in a child process of
  // its own, so a SIGKILL (the crash test) would kill the wrapper and leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return bannerPort(child).then((port) => ({
    child,
    port,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  }));
}

/**
 * The port the shop's start-up banner names ("… is running at http://host:port"), once the child
 * prints it; rejected, with what it printed, if it exits first. `onOutput` sees all it prints.
 */
export function bannerPort(child: ChildProcess, onOutput?: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(chunk);
      const match = /is running at http:\/\/[^:/]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}
