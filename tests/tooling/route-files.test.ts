/**
 * A server module's routes are filed by audience (docs/decisions/0207-server-modules-by-domain.md):
 * `store-*routes.ts` for what the storefront calls, `admin-*routes.ts` for the back office, and a
 * file named for a caller of its own. The URLs keep the two apart (the back office's are under
 * /admin), so the file a route is declared in must agree with its URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(import.meta.dirname, '../../server/modules');
/** Route files named for their caller, not an audience: why each is its own is in decision 0207. */
const CALLERS = new Set(['webhook-routes.ts', 'probe-routes.ts', 'session-routes.ts']);
const AUDIENCE = /^(store|admin)(-[a-z-]+)?-routes\.ts$/;
/**
 * A route's URL as the files write it: a route row's `url:` (server/lib/routes.ts), or, in a file
 * that calls app.get/post/... directly, the first argument alone on its line.
 */
const DECLARED_URL = /(?:\burl: |^\s+)['`](\/[^'`]*)['`],/gm;

/** Every `*routes.ts` below server/modules, however deep a module files them (accounts/sign-in/...). */
const routeFiles = readdirSync(modulesDir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('routes.ts') && entry.parentPath !== modulesDir)
  .map((entry) => ({
    module: path.relative(modulesDir, entry.parentPath).split(path.sep)[0]!,
    name: entry.name,
    text: readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
  }));
const urlsOf = (text: string): string[] => [...text.matchAll(DECLARED_URL)].map((match) => match[1] ?? '');

describe('route files by audience', () => {
  it('finds the route files and their URLs (the scan itself works)', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(urlsOf(routeFiles.find((file) => file.module === 'orders' && file.name === 'admin-routes.ts')!.text)).toContain('/admin/orders');
    expect(routeFiles.some((file) => file.module === 'accounts' && file.name === 'store-auth-routes.ts')).toBe(true);
  });

  it('names every route file for its audience or its caller', () => {
    const misnamed = routeFiles.filter((file) => !AUDIENCE.test(file.name) && !CALLERS.has(file.name)).map((file) => `${file.module}/${file.name}`);
    expect(misnamed).toEqual([]);
  });

  it('declares back-office URLs only in admin route files, and only those there', () => {
    const strays = routeFiles.flatMap((file) => {
      const admin = file.name.startsWith('admin-');
      return urlsOf(file.text)
        .filter((url) => (file.name.startsWith('admin-') || file.name.startsWith('store-')) && url.startsWith('/admin') !== admin)
        .map((url) => `${file.module}/${file.name}: ${url}`);
    });
    expect(strays).toEqual([]);
  });
});
