import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'verdant-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  t = await createTestApp({}, { distDir: dist });
});
afterAll(async () => {
  await t?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the PWA', () => {
  it('caches hashed assets for a year and revalidates index.html and sw.js every time', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('sends hashed assets without the document headers or validators, keeping nosniff', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'etag', 'last-modified', 'accept-ranges']) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // The shell and the worker keep theirs: the worker's script is governed by its CSP, and both revalidate.
    for (const url of ['/sw.js', '/']) {
      const other = await get(url);
      expect(other.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(other.headers['etag'] ?? other.headers['last-modified'], url).toBeDefined();
    }
  });

  it('answers client routes with index.html (with the security headers), never /api', async () => {
    for (const route of ['/', '/shop', '/products/abc', '/admin/orders/42', '/addressess']) {
      const res = await get(route);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toBe(INDEX);
    }
    const api = await get('/api/v1/not-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });

  it('sends the pre-compressed copy to clients that accept it', async () => {
    const res = await get('/shop', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await get('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves robots.txt for crawlers, naming the sitemap', async () => {
    expect((await get('/favicon.svg')).body).toContain('<svg');
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

describe('serving media', () => {
  it('serves uploaded images immutably with nosniff, and nothing outside the uploads folder', async () => {
    writeFileSync(path.join(t.config.uploadsDir, 'abc-320.webp'), Buffer.from('RIFF0000WEBP'));
    // A file beside the uploads folder, as DATA_DIR/secrets.json is in development.
    writeFileSync(path.join(t.config.dataDir, 'secrets.json'), '{"customerJwtSecret":"TOP-SECRET"}');
    const res = await get('/media/abc-320.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Emails show product pictures from other origins (mail apps); the pages stay same-origin.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/robots.txt')).headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const url of ['/media/../secrets.json', '/media/%2e%2e/secrets.json', '/media/..%2fsecrets.json']) {
      const escape = await get(url);
      expect(escape.statusCode).toBeGreaterThanOrEqual(400);
      expect(escape.body).not.toContain('TOP-SECRET');
    }
  });
});
