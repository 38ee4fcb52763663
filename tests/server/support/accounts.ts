/**
 * Accounts for tests that drive the app through `inject`: customers signed up through the API,
 * admins inserted directly, hostile tokens (expired, unsigned, other audience), and orders.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE } from '#contracts/auth';
import type { StaffRole } from '#domain/staff-roles';
import type { App } from '../../../server/app-types';
import { WRONG_SESSION } from '../../../server/plugins/auth';
import type { DbOrTx } from '../../../server/db/client';
import { admins, orderLines, orders, payments } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/passwords';
import type { Role } from '../../../server/lib/tokens';
import { TEST_SECRETS } from './app';
import type { TestClock } from './clock';

export const GOOD_PASSWORD = 'gentle-rosehip-2026';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call to /api/v1`path` with a customer's (or anyone's) token. */
export const callWith = (app: App, token: string, method: RouteCall['method'], path: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

let ipCounter = 0;
/** A client IP of its own, so throttle counts of one test never leak into another. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** POST to /api/v1`path` from a fresh IP unless one is given. */
export const apiPost = (app: App, path: string, payload?: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: options.headers,
    remoteAddress: options.ip ?? freshIp(),
  });

/**
 * Wrong passwords for `email` at `path` (/user/login, /admin/login) from fresh addresses until
 * `count` have been checked: each gap the account's slowdown opens (429) is passed by moving the
 * app's clock (support/clock.ts) a second at a time, never by sleeping. After 13 the gap left open
 * lasts 4 s of that clock, so it stays open until the test moves it, however busy the machine.
 */
export async function checkedFailures(app: App, clock: TestClock, path: string, email: string, count: number): Promise<void> {
  for (let checked = 0, asked = 0; checked < count; asked++) {
    const res = await apiPost(app, path, { email, password: `attack-${asked}-guess` });
    if (res.statusCode === 401) checked++;
    else {
      expect(res.statusCode, res.body).toBe(429);
      clock.advance(1000);
    }
  }
}

const unique = () => randomBytes(4).toString('hex');

export interface TestCustomer {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string; profileImage: string | null; createdAt: string };
  email: string;
  password: string;
}

export async function registerCustomer(
  app: App,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<TestCustomer> {
  const body = {
    firstName: 'Ada',
    lastName: 'Greene',
    email: `ada-${unique()}@example.com`,
    password: GOOD_PASSWORD,
    ...overrides,
  };
  // From an address of its own: a test's shoppers are not one visitor signing up again and again.
  const res = await app.inject({ method: 'POST', url: '/api/v1/user/register', payload: body, remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(201);
  const { data } = res.json();
  return { token: data.token, user: data.user, email: body.email.toLowerCase(), password: body.password };
}

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** An admin straight in the database (the first-run rule is tested on its own). */
export async function createAdmin(app: App, overrides: Partial<{ name: string; email: string; password: string; role: StaffRole }> = {}): Promise<TestAdmin> {
  const email = overrides.email ?? `admin-${unique()}@example.com`;
  const password = overrides.password ?? 'lavender-ledger-2026';
  const [row] = await app.db
    .insert(admins)
    .values({ name: overrides.name ?? 'Olive Admin', email, role: overrides.role ?? 'owner', passwordHash: await hashPassword(password) })
    .returning();
  const token = await app.tokens.sign('admin', { sub: row!.id, ver: row!.tokenVersion, staffRole: row!.role });
  return { id: row!.id, email, password, token };
}

export async function loginAdmin(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

const SECRET: Record<Role, string> = { customer: TEST_SECRETS.CUSTOMER_JWT_SECRET, admin: TEST_SECRETS.ADMIN_JWT_SECRET };
const AUDIENCE: Record<Role, string> = { customer: CUSTOMER_AUDIENCE, admin: ADMIN_AUDIENCE };

/** A correctly signed token whose exp is an hour in the past. */
export function expiredToken(role: Role, sub: string, ver = 0): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer('verdant-shop')
    .setAudience(AUDIENCE[role])
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(SECRET[role]));
}

/** An unsigned token (`alg: none`) with otherwise valid claims. */
export function unsignedToken(role: Role, sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, ver: 0, iss: 'verdant-shop', aud: AUDIENCE[role], iat: now, exp: now + 3600 })}.`;
}

export interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * T7 for customer routes: no token, an expired token, an unsigned token and an admin token are
 * each answered 401 with the JSON error shape; the admin token is told it is not a customer session.
 */
export async function expectCustomerOnly(app: App, route: RouteCall, customerId: string): Promise<void> {
  const admin = await app.tokens.sign('admin', { sub: customerId, ver: 0 });
  const tokens: Record<string, Record<string, string>> = {
    none: {},
    expired: bearer(await expiredToken('customer', customerId)),
    unsigned: bearer(unsignedToken('customer', customerId)),
    admin: bearer(admin),
  };
  for (const [kind, headers] of Object.entries(tokens)) {
    const res = await app.inject({ ...route, headers });
    expect(res.statusCode, `${route.method} ${route.url} with ${kind} token`).toBe(401);
    expect(res.json()).toMatchObject({ success: false, data: null });
    if (kind === 'admin') expect(res.json().message, `${route.method} ${route.url} with an admin token`).toBe(WRONG_SESSION.customer);
  }
}

export interface OrderFixture {
  customerId: string | null;
  email?: string;
  status?: string;
  paymentStatus?: string;
  /** `variantId`: the size bought, its name and SKU kept on the line as checkout keeps them (decision 0249). */
  lines: Array<{ productId: string | null; variantId?: string; name?: string; quantity: number; unitPrice: number; image?: string | null }>;
  /** Adds the payment row a paid order has (provider 'local' unless said). */
  payment?: { provider?: string; providerPaymentId?: string };
  createdAt?: Date;
}

export const TEST_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Greene',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  address1: '1 Garden Row',
  address2: 'Flat 2',
  city: 'Bath',
  state: 'Somerset',
  postalCode: 'BA1 1AA',
  country: 'GB',
};

/** An order as checkout would leave it (stock already taken): totals from the lines, tax 8.5%. */
export async function insertOrder(db: DbOrTx, fixture: OrderFixture) {
  const subtotal = fixture.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = subtotal >= 100_000 ? 0 : 2000;
  const tax = Math.round(subtotal * 0.085);
  const [order] = await db
    .insert(orders)
    .values({
      customerId: fixture.customerId,
      email: fixture.email ?? 'ada@example.com',
      status: fixture.status ?? 'unfulfilled',
      paymentStatus: fixture.paymentStatus ?? 'paid',
      subtotal,
      shipping,
      tax,
      total: subtotal + shipping + tax,
      shippingAddress: TEST_ADDRESS,
      billingAddress: TEST_ADDRESS,
      paidAt: (fixture.paymentStatus ?? 'paid') === 'paid' ? new Date() : null,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning();
  await db.insert(orderLines).values(
    fixture.lines.map((line, i) => ({
      orderId: order!.id,
      productId: line.productId,
      // The product's first size, as a line of the build before sizes took it (decision 0249), or the size given.
      ...(line.variantId
        ? {
            variantId: line.variantId,
            variantName: sql`(select name from product_variants where id = ${line.variantId})`,
            sku: sql`(select sku from product_variants where id = ${line.variantId})`,
          }
        : { variantId: line.productId ? sql`(select id from product_variants where product_id = ${line.productId} order by position, id limit 1)` : null }),
      name: line.name ?? `Line ${i + 1}`,
      image: line.image ?? null,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.unitPrice * line.quantity,
    })),
  );
  if (fixture.payment) {
    await db.insert(payments).values({
      orderId: order!.id,
      provider: fixture.payment.provider ?? 'local',
      providerPaymentId: fixture.payment.providerPaymentId ?? `pi_local_${unique()}`,
      clientSecret: `secret_${unique()}`,
      amount: order!.total,
      status: 'succeeded',
    });
  }
  return order!;
}
