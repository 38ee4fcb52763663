/**
 * Who may call what. Every /api route declares `config: { auth: 'public' | 'customer' | 'admin' }`;
 * a route that declares nothing makes the server refuse to start, so no route is ever open by
 * accident (and the access-matrix test reads the same declarations from the route table).
 *
 * A customer or admin route needs a Bearer token of its own audience whose token version still
 * matches the account (logout, password change and reset bump the version); a match is remembered
 * for a second (lib/token-checks.ts, decision 0234). A public route may
 * also declare `optionalAuth`: no token passes, a valid one identifies the caller, a bad one is a 401.
 *
 * An admin route also needs a power (lib/admin-powers.ts, decision 0250): the server refuses to
 * start when the table names none for it, and a token whose staff role lacks it is answered 403.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app-types';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { admins, customers } from '../db/schema';
import { ROLE_LABELS, roleMay, type StaffRole } from '#domain/staff-roles';
import { EVERY_ADMIN, type RoutePower, routePower } from '../lib/admin-powers';
import { isApiRoute } from '../lib/api-path';
import { forbidden, unauthorized } from '../lib/http-errors';
import { tokenVersionHolds } from '../lib/token-checks';
import type { Role, TokenService } from '../lib/tokens';

export type RouteAuth = 'public' | Role;

export interface ApiRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  /** Admin routes only: the power the caller's role must hold. */
  power?: RoutePower;
  /** The route's own body limit in bytes, when it sets one (tests/server/deploy-files.test.ts holds nginx's to the largest). */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** On a public route: a token of this kind is checked when sent (its caller may do more). */
    optionalAuth?: Role;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with the audience it declared (read by the access-matrix test). */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    /** Set on customer routes once the token checked out. */
    customerId?: string;
    /** Set on admin routes once the token checked out. */
    adminId?: string;
    /** The staff role the admin's token was signed with, beside adminId. */
    adminRole?: StaffRole;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The token check's two reads, built once (db/prepared.ts): every signed-in request may send one. */
const tokenVersionReads = preparedFor((db) => ({
  customer: db
    .select({ ver: customers.tokenVersion, status: customers.status })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('auth_customer_token_version'),
  admin: db.select({ ver: admins.tokenVersion }).from(admins).where(eq(admins.id, sql.placeholder('id'))).prepare('auth_admin_token_version'),
}));

async function currentTokenVersion(db: Db, role: Role, id: string): Promise<number | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const reads = tokenVersionReads(db);
  if (role === 'customer') {
    const [row] = await reads.customer.execute({ id });
    return row && row.status === 'active' ? row.ver : null;
  }
  const [row] = await reads.admin.execute({ id });
  return row ? row.ver : null;
}

const OTHER_ROLE: Record<Role, Role> = { customer: 'admin', admin: 'customer' };

/**
 * What a route of one audience answers to a valid token of the other (docs/decisions/0160): the
 * caller is signed in, just not as who this route serves, so "expired" would send them in circles.
 */
export const WRONG_SESSION: Record<Role, string> = {
  admin: 'This is a customer session, not an admin session. Sign in to the back office with an admin account.',
  customer: 'This is an admin session, not a customer session. Sign in to the shop with a customer account.',
};

export function authGuard(db: Db, tokens: TokenService, role: Role): onRequestHookHandler {
  return async function requireRole(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please log in to continue');
    const claims = await tokens.verify(role, token);
    if (!claims) {
      // A sound token of the other audience is no expired session: say whose session it is.
      if (await tokens.verify(OTHER_ROLE[role], token)) throw unauthorized(WRONG_SESSION[role]);
      throw unauthorized('Your session has expired. Please log in again.');
    }
    if (!(await tokenVersionHolds(role, claims.sub, claims.ver, () => currentTokenVersion(db, role, claims.sub))))
      throw unauthorized('Your session has expired. Please log in again.');
    if (role === 'customer') {
      request.customerId = claims.sub;
      return;
    }
    // Signed before roles existed: the next sign-in gives a token that says what this admin may do.
    if (!claims.staffRole) throw unauthorized('Your session has expired. Please log in again.');
    request.adminId = claims.sub;
    request.adminRole = claims.staffRole;
  };
}

/** What an admin whose role lacks a route's power is told (403, in the error envelope). */
export function notAllowedFor(role: StaffRole): string {
  return `Your role (${ROLE_LABELS[role]}) does not allow this. Ask an owner of the shop if you need it.`;
}

/** Runs after the admin guard: the token's role must hold the route's power. */
function requirePower(power: RoutePower): onRequestHookHandler {
  return async function requireAdminPower(request: FastifyRequest) {
    if (power === EVERY_ADMIN) return;
    const role = request.adminRole;
    if (!role) throw unauthorized();
    if (!roleMay(role, power)) throw forbidden(notAllowedFor(role));
  };
}

/** Runs the guard only when a token is sent: no token passes, a bad one is still a 401. */
function whenTokenSent(guard: onRequestHookHandler): onRequestHookHandler {
  return function checkIfSent(this: FastifyInstance, request, reply, done) {
    if (!bearerToken(request)) return done();
    return guard.call(this, request, reply, done);
  };
}

/** Adds the guard each API route declares, and refuses API routes that declare none. */
export function registerRouteAuth(app: App, db: Db, tokens: TokenService): void {
  const guards: Record<Role, onRequestHookHandler> = {
    customer: authGuard(db, tokens, 'customer'),
    admin: authGuard(db, tokens, 'admin'),
  };
  const optionalGuards: Record<Role, onRequestHookHandler> = {
    customer: whenTokenSent(guards.customer),
    admin: whenTokenSent(guards.admin),
  };
  const table: ApiRoute[] = [];
  app.decorate('apiRoutes', table);
  // An answer about a signed-in person is theirs alone: no cache keeps it (a shared proxy, or the
  // browser's disk cache on a shared computer). The guards set the ids, so this reads two fields,
  // no header; a refused token's 401 holds nothing of anyone's. A route that says otherwise keeps
  // its own header.
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.customerId !== undefined || request.adminId !== undefined) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const auth = route.config?.auth;
    const optionalAuth = route.config?.optionalAuth;
    if (!auth) throw new Error(`${String(route.method)} ${route.url} must declare config.auth`);
    if (optionalAuth && auth !== 'public')
      throw new Error(`${String(route.method)} ${route.url}: config.optionalAuth is for public routes; a '${auth}' route always needs its token`);
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const powers = methods.map((method) => (auth === 'admin' ? adminPowerOf(method, route.url) : undefined));
    const bodyLimit = route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit };
    methods.forEach((method, i) => table.push({ method, url: route.url, auth, ...(powers[i] ? { power: powers[i] } : {}), ...bodyLimit }));
    const guard = auth !== 'public' ? guards[auth] : optionalAuth ? optionalGuards[optionalAuth] : undefined;
    if (!guard) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    const power = powers[0];
    route.onRequest = power ? [guard, requirePower(power), ...existing] : [guard, ...existing];
  });
}

/** An admin route's power from lib/admin-powers.ts; a route the table does not cover stops the start. */
function adminPowerOf(method: string, url: string): RoutePower {
  const power = routePower(method, url);
  if (!power) throw new Error(`${method} ${url} needs a power in server/lib/admin-powers.ts (which staff roles may call it)`);
  return power;
}

/** The signed-in customer's id on a customer route (the guard has run). */
export function customerIdOf(request: FastifyRequest): string {
  if (!request.customerId) throw unauthorized();
  return request.customerId;
}

export function adminIdOf(request: FastifyRequest): string {
  if (!request.adminId) throw unauthorized();
  return request.adminId;
}
