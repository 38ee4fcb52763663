/**
 * POST /admin/register, GET /admin/profile, and the shared POST /admin/login, /admin/forgot-password,
 * /admin/reset-password, /admin/logout.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { adminRegistered, adminSession as adminSessionSchema } from '../../../src/contracts/account';
import { adminRegisterBody, publicAdmin } from '../../../src/contracts/auth';
import { envelope } from '../../../src/contracts/envelope';
import type { App } from '../../app-types';
import { ok } from '../../lib/reply';
import { adminIdOf, authGuard, bearerToken } from '../../plugins/auth';
import { registerSharedAuthRoutes } from '../accounts/auth-routes';
import { ADMIN_AUTH_TAG, adminSecurity } from '../accounts/openapi';
import type { SignedIn } from '../accounts/sign-in';
import type { Throttle } from '../accounts/throttle';
import { adminSession, loadAdmin, registerAdmin } from './admin-service';

/** Runs the admin guard only when a token is sent: a bad token is still a 401; no token is the first-run path. */
function optionalAdmin(guard: onRequestHookHandler): onRequestHookHandler {
  return function checkIfSent(this: FastifyInstance, request, reply, done) {
    if (!bearerToken(request)) return done();
    return guard.call(this, request, reply, done);
  };
}

export async function adminAuthRoutes(app: App, { throttle }: { throttle: Throttle }): Promise<void> {
  const sessionOf = (signedIn: SignedIn) => adminSession({ db: app.db, tokens: app.tokens }, signedIn);

  app.post(
    '/admin/register',
    {
      config: { auth: 'public' },
      onRequest: optionalAdmin(authGuard(app.db, app.tokens, 'admin')),
      schema: {
        tags: [ADMIN_AUTH_TAG],
        summary: 'Create an admin: the first one on a fresh shop, or a colleague (admin token required then)',
        description:
          'Without a token, allowed only while no admin exists (403 afterwards); the new admin is signed in. ' +
          'With a valid admin token, creates a colleague and answers token null: the caller stays signed in as themself.',
        security: [{}, ...adminSecurity],
        body: adminRegisterBody,
        response: { 201: envelope(adminRegistered) },
      },
    },
    async (request, reply) => {
      const invitedBy = request.adminId ?? null;
      const signedIn = await registerAdmin({ db: app.db, throttle }, request.body, invitedBy, request.ip);
      if (invitedBy) {
        return reply.code(201).send(ok({ admin: await loadAdmin(app.db, signedIn.id), token: null }, 'Admin account created'));
      }
      return reply.code(201).send(ok(await sessionOf(signedIn), 'Your admin account has been created'));
    },
  );

  app.get(
    '/admin/profile',
    {
      config: { auth: 'admin' },
      schema: {
        tags: [ADMIN_AUTH_TAG],
        security: adminSecurity,
        summary: 'The signed-in admin',
        response: { 200: envelope(z.object({ admin: publicAdmin })) },
      },
    },
    async (request) => ok({ admin: await loadAdmin(app.db, adminIdOf(request)) }, 'Profile fetched'),
  );

  registerSharedAuthRoutes(app, throttle, {
    kind: 'admin',
    prefix: '/admin',
    tag: ADMIN_AUTH_TAG,
    session: adminSessionSchema,
    sessionOf,
  });
}
