/**
 * The production topology on one machine, without containers: nginx as a round-robin balancer in
 * front of two shop processes that share a fresh PostgreSQL database, Redis and one uploads folder
 * (docs/decisions/0184-local-cluster.md). Used by `npm run test:cluster` and the cluster bench, and
 * by hand:
 *
 *   tsx scripts/cluster.ts            # balancer on :8241, shops on :8242 and :8243
 *
 * Options (env): CLUSTER_PORT (the balancer; the shops take the next ports), DATABASE_ADMIN_URL
 * (a PostgreSQL where it may create and drop a database; default TEST_DATABASE_URL or the local
 * server), REDIS_URL (default the local Redis), NGINX (default /usr/sbin/nginx). Ctrl-C stops
 * everything and drops the database.
 *
 * The balancer passes the client's address on in X-Forwarded-For, and each shop trusts exactly one
 * hop (TRUST_PROXY=1), as a deployment behind one balancer should.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ShopProcess, startShop } from '../tests/support/shop-process';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const DEFAULT_ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Over the production settings tests/support/shop-process.ts gives every shop. */
export const CLUSTER_SECRETS = {
  CUSTOMER_JWT_SECRET: 'cluster-customer-secret-0123456789-abcdefghijklmnop',
  ADMIN_JWT_SECRET: 'cluster-admin-secret-0123456789-abcdefghijklmnopqrstu',
};
export const CLUSTER_ADMIN = { email: 'cluster-admin@verdant.test', password: 'cluster-admin-password-2026' };

export interface ClusterOptions {
  /** The balancer's port; the shops listen on the next `shops` ports. */
  port: number;
  shops?: number;
  adminUrl?: string;
  /** null: no Redis (limits per process). */
  redisUrl?: string | null;
  /** More settings for every shop process (RATE_LIMIT_PER_MINUTE, SEED, ...). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** The balancer: what a shopper reaches. */
  url: string;
  /** Each shop process directly. */
  shops: ShopProcess[];
  databaseUrl: string;
  redisPrefix: string;
  stop(): Promise<void>;
}

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  return check().then(
    () => true,
    () => false,
  );
}

async function postgresUp(): Promise<boolean> {
  const client = new pg.Client({ connectionString: DEFAULT_ADMIN_URL, connectionTimeoutMillis: 3000 });
  return reachable(async () => {
    await client.connect();
    await client.end();
  });
}

export async function redisUp(url = DEFAULT_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  client.on('error', () => {});
  const up = await reachable(async () => {
    await client.connect();
    await client.ping();
  });
  client.disconnect();
  return up;
}

/** Why this machine cannot run the cluster tests (printed by the skipping file), or null. */
export async function missingForCluster(needs: { redis: boolean }): Promise<string | null> {
  if (!existsSync(NGINX)) return `nginx is not installed at ${NGINX}`;
  if (!(await postgresUp())) return `PostgreSQL is not reachable at ${DEFAULT_ADMIN_URL}`;
  if (needs.redis && !(await redisUp())) return `Redis is not reachable at ${DEFAULT_REDIS_URL}`;
  return null;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on its own connection (create or drop a database, a role). */
export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A whole nginx.conf around `httpBody` (what goes in its http {}), with nginx's pid, log and
 * temporary files in `dir`: nginx runs as whoever runs this, with no system folder touched. The
 * deployment test wraps deploy/nginx.conf in it (tests/cluster/deploy-nginx.test.ts).
 */
export function nginxConfigAround(dir: string, httpBody: string): string {
  // Run as whoever runs this script; as root nginx would hand its workers to "nobody".
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const temp = (name: string) => path.join(dir, name);
  return `${user}worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${httpBody}
}
`;
}

function nginxConfig(dir: string, port: number, shopPorts: number[]): string {
  return nginxConfigAround(
    dir,
    `  upstream shop {
${shopPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  );
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs nginx in the foreground on `configFile` (nginxConfigAround's), resolving once it is spawned. */
export function startNginx(configFile: string, dir: string): Promise<ChildProcess> {
  const child = spawn(NGINX, ['-p', dir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${errors}`)));
    child.once('spawn', () => resolve(child));
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not at ${NGINX} (apt-get install -y nginx, or set NGINX)`);
  const shopCount = options.shops ?? 2;
  const adminUrl = options.adminUrl ?? DEFAULT_ADMIN_URL;
  const redisUrl = options.redisUrl === undefined ? DEFAULT_REDIS_URL : options.redisUrl;
  const id = randomBytes(5).toString('hex');
  const name = `verdant_cluster_${id}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verdant-cluster-'));
  const uploads = path.join(dir, 'uploads');
  mkdirSync(uploads);
  await adminQuery(adminUrl, `create database ${name}`);
  const databaseUrl = withDatabaseName(adminUrl, name);
  const redisPrefix = `verdant-cluster-${id}:`;

  const shops: Cluster['shops'] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(shops.map((shop) => shop.stop()));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const shopPorts = Array.from({ length: shopCount }, (_, i) => options.port + 1 + i);
    // All at once, as a deployment starts them: the migrations take a lock, so one process runs them.
    const started = await Promise.allSettled(
      shopPorts.map((shopPort, i) =>
        startShop({
          databaseUrl,
          dataDir: path.join(dir, `shop-${i + 1}`),
          port: shopPort,
          env: {
            ...CLUSTER_SECRETS,
            PUBLIC_URL: `http://127.0.0.1:${options.port}`,
            ADMIN_EMAIL: CLUSTER_ADMIN.email,
            ADMIN_PASSWORD: CLUSTER_ADMIN.password,
            LOG_LEVEL: 'warn',
            UPLOADS_DIR: uploads,
            TRUST_PROXY: '1',
            REDIS_URL: redisUrl ?? undefined,
            REDIS_PREFIX: redisPrefix,
            ...options.env,
          },
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') shops.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const configFile = path.join(dir, 'nginx.conf');
    writeFileSync(configFile, nginxConfig(dir, options.port, shopPorts));
    nginx = await startNginx(configFile, dir);
    const url = `http://127.0.0.1:${options.port}`;
    await waitForHealth(url, 30_000);
    return { url, shops, databaseUrl, redisPrefix, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  const port = Number(process.env.CLUSTER_PORT ?? 8241);
  const { buildIfStale } = await import('./build-if-stale');
  const built = buildIfStale();
  if (built !== null && built !== 0) process.exit(built);
  // Production settings, as an operator runs them: no demo catalogue; sign in as the admin printed below.
  const cluster = await startCluster({ port, env: { LOG_LEVEL: 'info' } });
  console.log(`\n  Balancer: ${cluster.url}\n  Shops:    ${cluster.shops.map((s) => s.url).join('  ')}\n  Admin:    ${CLUSTER_ADMIN.email} / ${CLUSTER_ADMIN.password}\n  Database: ${cluster.databaseUrl}\n\n  Ctrl-C stops everything and drops the database.\n`);
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
