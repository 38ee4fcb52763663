/**
 * The production command on the embedded database, as separate processes: how fast it starts and
 * how much memory it holds (printed, and bounded: docs/decisions/0286-the-embedded-shop-s-memory.md), a second process on the same DATA_DIR refused with a clear
 * message while the first keeps serving, the lock cleared by SIGKILL, and admin sign-up closed to
 * anonymous callers (docs/decisions/0173-first-admin-in-production.md,
 * 0174-one-process-per-data-dir-and-migration-lock.md).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { residentMegabytes, type ShopProcess, spawnShop, startShop } from '../support/shop-process';

const folders: string[] = [];
const running: ShopProcess[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verdant-embedded-process-'));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(running.map((shop) => shop.stop('SIGKILL')));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe('the production command on the embedded database', () => {
  it('starts, and a second process on the same DATA_DIR is refused while the first keeps serving', async () => {
    const dataDir = newDataDir();
    const first = await startShop({ dataDir });
    running.push(first);
    const rss = await residentMegabytes(first.pid);
    console.log(`production start (embedded, first start of an empty DATA_DIR): ${first.startupMs} ms to healthy, RSS ${rss} MB`);

    const second = spawnShop({ dataDir });
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.log()).toContain(`DATA_DIR ${dataDir} is in use by another shop process (pid ${first.pid}`);
    expect(second.log()).not.toMatch(/^\s+at /m);

    const health = await fetch(`${first.url}/api/v1/health`);
    expect(health.status).toBe(200);
    const exitFirst = await first.stop('SIGTERM');
    expect(exitFirst.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);

    const again = await startShop({ dataDir });
    running.push(again);
    const rssAgain = await residentMegabytes(again.pid);
    console.log(`production start (embedded, existing DATA_DIR): ${again.startupMs} ms to healthy, RSS ${rssAgain} MB`);
    // Decision 0286: 344-355 MB after such a start under the checkout bench, 511-514 MB before its
    // cuts (PGlite's shared buffers, the young generations, malloc's arenas). A bound with room for
    // another machine, low enough that losing one of the cuts fails it.
    expect(rssAgain).toBeLessThan(400);
    // SIGKILL leaves the lock file behind; its process is gone, so the next start takes it over.
    await again.stop('SIGKILL');
    expect(existsSync(path.join(dataDir, 'shop.lock'))).toBe(true);
    const afterKill = await startShop({ dataDir });
    running.push(afterKill);
    expect((await fetch(`${afterKill.url}/api/v1/health`)).status).toBe(200);
    expect((await afterKill.stop('SIGTERM')).code).toBe(0);
  }, 900_000);

  it('never opens admin sign-up to an anonymous caller, and will not start without a first admin', async () => {
    const refused = spawnShop({ dataDir: newDataDir(), env: { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined } });
    expect((await refused.exited).code).toBe(1);
    expect(refused.log()).toContain('ADMIN_EMAIL and ADMIN_PASSWORD are required in production until the first admin exists');

    const shop = await startShop({ dataDir: newDataDir() });
    running.push(shop);
    const register = (email: string) =>
      fetch(`${shop.url}/api/v1/admin/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Someone', email, password: 'a-long-unusual-passphrase-2026' }),
      });
    const answer = await register('someone@example.com');
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toContain('Admin sign-up is closed');
    // The configured owner signs in; the anonymous caller did not become an admin.
    const login = await fetch(`${shop.url}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@verdant.test', password: 'owner-password-for-tests-2026' }),
    });
    expect(login.status).toBe(200);
    const intruder = await fetch(`${shop.url}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'a-long-unusual-passphrase-2026' }),
    });
    expect(intruder.status).toBe(401);
    expect((await shop.stop('SIGTERM')).code).toBe(0);
  }, 900_000);

  it('serves the storefront when started from another folder (the script named by its full path)', async () => {
    // The folder it starts from holds no dist/ and no data/: everything must come from the install.
    const elsewhere = newDataDir();
    const shop = await startShop({ dataDir: newDataDir(), cwd: elsewhere });
    running.push(shop);
    const ready = await fetch(`${shop.url}/api/v1/health/ready`);
    expect(ready.status).toBe(200);
    const home = await fetch(`${shop.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<div id="root">');
    const manifest = await fetch(`${shop.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(existsSync(path.join(elsewhere, 'data'))).toBe(false);
    expect((await shop.stop('SIGTERM')).code).toBe(0);
  }, 900_000);
});
