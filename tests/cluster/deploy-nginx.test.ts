/**
 * deploy/nginx.conf as the compose file runs it, on this machine's nginx (skipped, with the reason
 * printed, where nginx is not installed). The two shop containers are stood in for by small HTTP
 * servers on loopback addresses (127.0.0.2, 127.0.0.3, ...), each answering what it was sent and
 * the client address the shop would count with TRUST_PROXY=1 or =2 (a Fastify built with the
 * shop's own server/lib/trust-proxy.ts, as server/app.ts builds it); a DNS server of the test's own
 * answers shop-1 and shop-2 as Docker's does. Only what must differ outside Docker is replaced in
 * the file: the port nginx listens on, the DNS server's address and the shops' port; each
 * replacement must match, so a changed file fails here rather than testing something else
 * (docs/decisions/0258-deployment-traps.md).
 */
import { type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, nginxConfigAround, startNginx } from '../../scripts/cluster';
import { root } from '../../scripts/production-command';
import { fastifyTrustProxy, parseTrustProxy } from '../../server/lib/trust-proxy';
import { startDnsServer, type DnsServer } from './support/dns-server';
import { msUntil, skipReason } from './support';

const NGINX_PORT = 8195;
const SHOP_PORT = 8196;
const DNS_PORT = 8197;
const SHOP_BODY_LIMIT_MB = 61;

const skipped = skipReason('deploy-nginx.test.ts', existsSync(NGINX) ? null : `nginx is not installed at ${NGINX}`);

/** The project's file, with the three things that differ outside Docker replaced. */
function localConf(): string {
  const replacements: [RegExp, string][] = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${NGINX_PORT};`],
    [/resolver 127\.0\.0\.11 /, `resolver 127.0.0.1:${DNS_PORT} `],
    [/:8080;/g, `:${SHOP_PORT};`],
  ];
  let conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    conf = conf.replace(pattern, replacement);
  }
  return conf;
}

interface Seen {
  shop: string;
  method: string;
  bytes: number;
  forwardedFor: string | null;
  /** request.ip of a Fastify built as the shop builds it (server/app.ts) with the TRUST_PROXY the request named. */
  client: string;
}

/** The header that picks the TRUST_PROXY a stand-in counts the client's address with (1 unless it says 2). */
const TRUST = 'x-test-trust-proxy';

/** A Fastify answering what it was sent, trusting `hops` proxies as the shop does; its handler is plugged into the stand-in's server. */
async function echoHandler(shop: StandIn, hops: string): Promise<(request: IncomingMessage, response: ServerResponse) => void> {
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const trust = parseTrustProxy(hops);
  if (!trust.ok) throw new Error(trust.problem);
  const app = Fastify({
    trustProxy: fastifyTrustProxy(trust.value),
    bodyLimit: 100 * 1024 * 1024,
    serverFactory: (plugged) => {
      handler = plugged;
      return createServer();
    },
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/*', async (request, reply) => {
    if (shop.starting) return reply.code(503).send({ success: false, message: 'starting', data: null });
    const seen: Seen = {
      shop: shop.name,
      method: request.method,
      bytes: Buffer.isBuffer(request.body) ? request.body.length : 0,
      forwardedFor: (request.headers['x-forwarded-for'] as string | undefined) ?? null,
      client: request.ip,
    };
    return seen;
  });
  await app.ready();
  return handler!;
}

/** A shop container's stand-in: answers what it was sent; `starting` makes it answer 503 like a shop still migrating. */
class StandIn {
  starting = false;
  private server: Server = createServer();

  constructor(
    readonly name: string,
    readonly address: string,
  ) {}

  async listen(): Promise<void> {
    const [oneHop, twoHops] = await Promise.all([echoHandler(this, '1'), echoHandler(this, '2')]);
    this.server.on('request', (request: IncomingMessage, response: ServerResponse) => (request.headers[TRUST] === '2' ? twoHops : oneHop)(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(SHOP_PORT, this.address, () => resolve());
    });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const url = `http://127.0.0.1:${NGINX_PORT}`;
let dir: string;
let dns: DnsServer;
let nginx: ChildProcess | undefined;
const shops: StandIn[] = [];

async function standIn(name: string, address: string): Promise<StandIn> {
  const shop = new StandIn(name, address);
  await shop.listen();
  shops.push(shop);
  dns.set(name, address);
  return shop;
}

async function get(headers: Record<string, string> = {}): Promise<Seen> {
  const answer = await fetch(`${url}/api/v1/general/products`, { headers });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Seen;
}

describe.skipIf(skipped)('deploy/nginx.conf on nginx', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'verdant-deploy-nginx-'));
    dns = await startDnsServer(DNS_PORT);
    await standIn('shop-1', '127.0.0.2');
    await standIn('shop-2', '127.0.0.3');
    const configFile = path.join(dir, 'nginx.conf');
    writeFileSync(configFile, nginxConfigAround(dir, localConf()));
    nginx = await startNginx(configFile, dir);
    await msUntil(() => fetch(`${url}/`).then((r) => r.status === 200, () => false), 10_000);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(shops.map((shop) => shop.close()));
    await dns?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends requests to both shops and appends to X-Forwarded-For: one hop trusted at the edge, two behind a TLS proxy', async () => {
    const seen = await Promise.all(Array.from({ length: 24 }, () => get({ 'x-forwarded-for': '203.0.113.9' })));
    expect(new Set(seen.map((s) => s.shop))).toEqual(new Set(['shop-1', 'shop-2']));
    // At the edge: a client's own X-Forwarded-For is kept and appended to, and TRUST_PROXY=1 counts the address nginx saw.
    expect(seen[0]!.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
    expect(seen[0]!.client).toBe('127.0.0.1');
    // Behind a TLS proxy that appended the client's address after a forged entry: TRUST_PROXY=2 counts the TLS proxy's view.
    const behindTls = await get({ 'x-forwarded-for': '192.0.2.66, 198.51.100.7', [TRUST]: '2' });
    expect(behindTls.forwardedFor).toBe('192.0.2.66, 198.51.100.7, 127.0.0.1');
    expect(behindTls.client).toBe('198.51.100.7');
    // The same request counted with one hop would be the TLS proxy's own address (here nginx's peer): every shopper one network.
    expect((await get({ 'x-forwarded-for': '192.0.2.66, 198.51.100.7' })).client).toBe('127.0.0.1');
  });

  it('keeps /metrics off the public side: scraped from each shop inside the network', async () => {
    const answer = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer a-token-someone-guessed-0123456789' } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ success: false, message: 'Not found', data: null });
  });

  it('passes bodies up to the shop’s largest and refuses larger ones in the shop’s JSON format', async () => {
    const under = Buffer.alloc((SHOP_BODY_LIMIT_MB - 1) * 1024 * 1024, 1);
    const through = await fetch(`${url}/api/v1/admin/products`, { method: 'POST', body: under, headers: { 'content-type': 'application/octet-stream' } });
    expect(through.status).toBe(200);
    expect(((await through.json()) as Seen).bytes).toBe(under.length);

    const over = Buffer.alloc(SHOP_BODY_LIMIT_MB * 1024 * 1024 + 1, 1);
    const refused = await fetch(`${url}/api/v1/admin/products`, { method: 'POST', body: over, headers: { 'content-type': 'application/octet-stream' } });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(await refused.json()).toEqual({ success: false, message: 'The request body is too large', data: null });
  }, 60_000);

  it('finds a redeployed shop at its new address without a reload; meanwhile reads go to the other shop and writes get a JSON 503', async () => {
    const pid = nginx!.pid;
    const old = shops.find((shop) => shop.name === 'shop-1')!;
    // Stopped for the deploy: its name leaves the DNS (nginx may still hold the old answer for `valid`).
    await old.close();
    dns.set('shop-1', null);
    const reads = await Promise.all(Array.from({ length: 16 }, () => get()));
    expect(reads.every((seen) => seen.shop === 'shop-2')).toBe(true);
    const writes = await Promise.all(Array.from({ length: 16 }, () => fetch(`${url}/api/v1/general/contact`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })));
    const unreachable = writes.filter((answer) => answer.status === 503);
    expect(unreachable.length).toBeGreaterThan(0);
    expect(writes.every((answer) => answer.status === 503 || answer.status === 200)).toBe(true);
    expect(unreachable[0]!.headers.get('retry-after')).toBe('5');
    expect(await unreachable[0]!.json()).toEqual({ success: false, message: 'The shop is restarting. Please try again in a moment.', data: null });

    // The new container, at another address, still starting (its own 503): reads still go to the other shop.
    const renewed = await standIn('shop-1', '127.0.0.4');
    renewed.starting = true;
    const whileStarting = await Promise.all(Array.from({ length: 16 }, () => get()));
    expect(whileStarting.every((seen) => seen.shop === 'shop-2')).toBe(true);
    renewed.starting = false;
    // Within nginx's `valid` (5 s) of the DNS change, the new address serves: no reload, same nginx.
    const ms = await msUntil(async () => (await Promise.all(Array.from({ length: 8 }, () => get()))).some((seen) => seen.shop === 'shop-1'), 15_000);
    console.log(`[deploy-nginx] the redeployed shop-1 served ${Math.round(ms)} ms after it started, nginx not reloaded`);
    expect(nginx!.pid).toBe(pid);
    expect(nginx!.exitCode).toBeNull();
  }, 60_000);
});
