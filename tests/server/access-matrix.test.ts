/**
 * RELIABILITY T7: every API route, read from the server's own route table, called with no token,
 * an expired token, an unsigned (`alg: none`) token, a token for the other audience, and a token
 * signed with the wrong secret. Routes for customers and admins refuse all of them; public routes
 * must be listed below, so a new route nobody thought about fails this test.
 *
 * Then every staff role (decision 0250) against every admin route: each route has a power in
 * server/lib/admin-powers.ts (a route without one stops the server from starting), a role without
 * that power is answered 403 in the error envelope, and a role with it gets past the guard.
 */
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE } from '#contracts/auth';
import { roleMay, STAFF_ROLES, type StaffRole } from '#domain/staff-roles';
import type { App } from '../../server/app-types';
import { EVERY_ADMIN } from '../../server/lib/admin-powers';
import { type ApiRoute, notAllowedFor, registerRouteAuth } from '../../server/plugins/auth';
import type { Role } from '../../server/lib/tokens';
import { bearer, createAdmin, expiredToken, freshIp, registerCustomer, unsignedToken } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { expectNoInternals } from './support/assertions';

const PUBLIC_ROUTES = new Set([
  'GET /api/v1/health',
  'GET /api/v1/health/live',
  'GET /api/v1/health/ready',
  'GET /api/v1/general/config',
  'GET /api/v1/general/location',
  'GET /api/v1/general/push/key',
  'GET /api/v1/general/products',
  'GET /api/v1/general/products/featured',
  'GET /api/v1/general/products/:id',
  'POST /api/v1/general/products/:id/views',
  'POST /api/v1/general/contact',
  'POST /api/v1/general/newsletter',
  'POST /api/v1/general/newsletter/confirm',
  'POST /api/v1/general/unsubscribe',
  'GET /api/v1/general/unsubscribe',
  'POST /api/v1/user/register',
  'POST /api/v1/user/login',
  'POST /api/v1/user/forgot-password',
  'POST /api/v1/user/reset-password',
  'POST /api/v1/user/account/email/confirm',
  'POST /api/v1/user/account/email/undo',
  'GET /api/v1/admin/register',
  'POST /api/v1/admin/register',
  'POST /api/v1/admin/invitation/check',
  'POST /api/v1/admin/invitation/accept',
  'POST /api/v1/admin/login',
  'POST /api/v1/admin/forgot-password',
  'POST /api/v1/admin/reset-password',
  'POST /api/v1/general/checkout/validate',
  'POST /api/v1/general/payments/webhook',
]);

let t: TestApp;
let customer: { id: string; token: string };
let admin: { id: string; token: string };
const staff = {} as Record<StaffRole, { id: string; token: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerCustomer(t.app);
  customer = { id: registered.user.id, token: registered.token };
  admin = await createAdmin(t.app);
  for (const role of STAFF_ROLES) staff[role] = await createAdmin(t.app, { role });
});
afterAll(async () => {
  await t?.dispose();
});

const key = (route: ApiRoute) => `${route.method} ${route.url}`;
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

async function forgedToken(audience: string, sub: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('verdant-shop')
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('an-attacker-guessed-secret-of-sufficient-length'));
}

describe('access matrix', () => {
  it('knows every API route and who may call it', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    const undeclaredPublic = t.app.apiRoutes.filter((r) => r.auth === 'public' && !PUBLIC_ROUTES.has(key(r))).map(key);
    expect(undeclaredPublic, 'public routes missing from PUBLIC_ROUTES: review them, then list them').toEqual([]);
    // The reports read every sale: the table below must hold them, each for admins only.
    const reports = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/v1/admin/reports'));
    expect(reports.map((r) => `${key(r)} ${r.auth}`).sort()).toEqual([
      'GET /api/v1/admin/reports/:report/export admin',
      'GET /api/v1/admin/reports/customers admin',
      'GET /api/v1/admin/reports/products admin',
      'GET /api/v1/admin/reports/sales admin',
    ]);
    // A product's sizes (decision 0251) change prices and stock: each of their routes is an admin's.
    const sizes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/v1/admin/products/:id/variants'));
    expect(sizes.map((r) => `${key(r)} ${r.auth}`).sort()).toEqual([
      'DELETE /api/v1/admin/products/:id/variants/:variantId admin',
      'DELETE /api/v1/admin/products/:id/variants/:variantId/image admin',
      'POST /api/v1/admin/products/:id/variants admin',
      'PUT /api/v1/admin/products/:id/variants/:variantId admin',
      'PUT /api/v1/admin/products/:id/variants/:variantId/image admin',
    ]);
    // The newsletter's subscribers are people's addresses (decision 0261): admins with the campaigns power only.
    const subscribers = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/v1/admin/newsletter'));
    expect(subscribers.map((r) => `${key(r)} ${r.auth} ${String(r.power)}`).sort()).toEqual([
      'GET /api/v1/admin/newsletter/subscribers admin campaigns',
      'GET /api/v1/admin/newsletter/subscribers/export admin campaigns',
      'PUT /api/v1/admin/newsletter/subscribers/:id/unsubscribe admin campaigns',
    ]);
  });

  it('refuses every bad credential on every customer and admin route', async () => {
    const guarded = t.app.apiRoutes.filter((r): r is ApiRoute & { auth: Role } => r.auth !== 'public');
    for (const route of guarded) {
      const other = route.auth === 'customer' ? 'admin' : 'customer';
      const sub = route.auth === 'customer' ? customer.id : admin.id;
      const credentials: Record<string, Record<string, string>> = {
        'no token': {},
        'malformed header': { authorization: 'Bearer' },
        'expired token': bearer(await expiredToken(route.auth, sub)),
        'alg none': bearer(unsignedToken(route.auth, sub)),
        'wrong secret': bearer(await forgedToken(route.auth === 'customer' ? CUSTOMER_AUDIENCE : ADMIN_AUDIENCE, sub)),
        [`${other} token`]: bearer(other === 'admin' ? admin.token : customer.token),
      };
      for (const [what, headers] of Object.entries(credentials)) {
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${key(route)} with ${what}`).toBe(401);
        expect(res.json().success).toBe(false);
        expectNoInternals(res.body);
      }
    }
  });

  it('lets the right token through the guard on every guarded route', async () => {
    // Logging out would revoke the token the remaining routes use; logout has tests of its own.
    for (const route of t.app.apiRoutes.filter((r) => r.auth !== 'public' && !r.url.endsWith('/logout'))) {
      const token = route.auth === 'customer' ? customer.token : admin.token;
      // Destructive routes are exercised by their own tests; here a harmless id keeps state intact.
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(token), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${key(route)} with its own token`).not.toBe(401);
      expect(res.statusCode, `${key(route)} must not fail`).toBeLessThan(500);
      expectNoInternals(res.body);
    }
  });

  it('gives every admin route a power, and refuses to start with one that has none', async () => {
    const admins = t.app.apiRoutes.filter((r) => r.auth === 'admin');
    expect(admins.filter((r) => !r.power).map(key)).toEqual([]);
    // What only an owner may do (decision 0250): staff, backups, changing settings, the audit trail.
    const ownerOnly = admins.filter((r) => r.power !== EVERY_ADMIN && !roleMay('manager', r.power!)).map(key).sort();
    expect(ownerOnly).toEqual([
      'DELETE /api/v1/admin/staff/:id',
      'DELETE /api/v1/admin/staff/invitations/:id',
      'GET /api/v1/admin/audit',
      'GET /api/v1/admin/backup',
      'GET /api/v1/admin/emails',
      'GET /api/v1/admin/emails/:id',
      'GET /api/v1/admin/staff',
      'POST /api/v1/admin/staff/invitations',
      'PUT /api/v1/admin/settings',
      'PUT /api/v1/admin/staff/:id',
    ]);
    const bare = Fastify() as unknown as App;
    registerRouteAuth(bare, t.app.db, t.app.tokens);
    expect(() => bare.get('/api/v1/admin/unheard-of', { config: { auth: 'admin' } }, async () => null)).toThrow(/needs a power in server\/lib\/admin-powers\.ts/);
    await bare.close();
  });

  it('answers each role 403 on the admin routes its powers do not cover, and lets it through the rest', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.auth === 'admin' && !r.url.endsWith('/logout'))) {
      for (const role of STAFF_ROLES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: bearer(staff[role].token),
          remoteAddress: freshIp(),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const allowed = route.power === EVERY_ADMIN || roleMay(role, route.power!);
        if (allowed) {
          expect(res.statusCode, `${key(route)} as ${role}`).not.toBe(403);
          expect(res.statusCode, `${key(route)} as ${role}`).not.toBe(401);
          expect(res.statusCode, `${key(route)} as ${role} must not fail`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${key(route)} as ${role}`).toBe(403);
          expect(res.json(), `${key(route)} as ${role}`).toEqual({ success: false, message: notAllowedFor(role), data: null });
        }
      }
    }
  });
});
