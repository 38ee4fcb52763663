/**
 * What the cluster tests share: whether this machine can run a cluster (nginx, PostgreSQL, Redis;
 * a missing one skips the file with the reason printed), one cluster per file, and the few calls
 * the tests make through it.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { type Cluster, CLUSTER_ADMIN, type ClusterOptions, DEFAULT_REDIS_URL, startCluster } from '../../scripts/cluster';

export { missingForCluster, redisUp } from '../../scripts/cluster';

/** Prints why a file is skipped; vitest's own skip line names no reason. */
export function skipReason(file: string, reason: string | null): boolean {
  if (reason) console.log(`[cluster] ${file} skipped: ${reason}`);
  return reason !== null;
}

/** One cluster for the whole file: started before the first test, stopped after the last. */
export function useCluster(options: ClusterOptions | (() => ClusterOptions), enabled = true): { readonly current: Cluster } {
  let starting: Promise<Cluster> | undefined;
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    if (!enabled) return;
    starting = startCluster(typeof options === 'function' ? options() : options);
    cluster = await starting;
  });
  afterAll(async () => {
    // A start that outlived its hook's timeout is still stopped once it is up.
    const started = cluster ?? (await starting?.catch(() => undefined));
    await started?.stop();
  });
  return {
    get current() {
      if (!cluster) throw new Error('the cluster starts in beforeAll');
      return cluster;
    },
  };
}

export interface Answer {
  status: number;
  body: { success: boolean; message: string; data: Record<string, unknown> | null };
}

export async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Answer> {
  const { json, headers, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...(headers as Record<string, string> | undefined) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : { success: false, message: '', data: null } };
}

export async function adminToken(shopUrl: string): Promise<string> {
  const answer = await call(`${shopUrl}/api/v1/admin/login`, { method: 'POST', json: CLUSTER_ADMIN });
  if (answer.status !== 200) throw new Error(`admin sign-in: ${answer.status} ${answer.body.message}`);
  return answer.body.data!.token as string;
}

/** Deletes this cluster's keys (its own prefix) so each test counts from zero. */
export async function clearRedisKeys(prefix: string, url = DEFAULT_REDIS_URL): Promise<void> {
  const client = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** Polls `check` every 10 ms until it holds; answers how long that took. */
export async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
