/**
 * POST /admin/register, GET /admin/profile, and the shared POST /admin/login, /admin/forgot-password,
 * /admin/reset-password, /admin/logout.
 */
import { z } from 'zod';
import { adminRegistered, adminSession as adminSessionSchema } from '#contracts/account';
import { adminRegisterBody, publicAdmin } from '#contracts/auth';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { adminIdOf } from '../../plugins/auth';
import { registerSharedAuthRoutes, type SignInGuards } from './session-routes';
import type { SignedIn } from './sign-in';
import { adminSession, loadAdmin, registerAdmin } from './admin-service';

export async function adminAuthRoutes(app: App, guards: SignInGuards): Promise<void> {
  const { throttle } = guards;
  const sessionOf = (signedIn: SignedIn) => adminSession({ db: app.db, tokens: app.tokens }, signedIn);

  app.post(
    '/admin/register',
    {
      // No token is the first-run path; an admin's token creates a colleague; a bad token is a 401.
      config: { auth: 'public', optionalAuth: 'admin', errors: [403, 409] },
      schema: {
        operationId: 'registerAdmin',
        tags: [TAG.adminAuth],
        summary: 'Create an admin: the first one on a fresh shop, or a colleague (admin token required then)',
        description:
          'Without a token, allowed only while no admin exists (403 afterwards) and never in production, where the first ' +
          'admin comes from the ADMIN_EMAIL and ADMIN_PASSWORD settings; the new admin is signed in. ' +
          'With a valid admin token, creates a colleague and answers token null: the caller stays signed in as themself.',
        body: adminRegisterBody,
        response: { 201: envelope(adminRegistered) },
      },
    },
    async (request, reply) => {
      const invitedBy = request.adminId ?? null;
      const signedIn = await registerAdmin({ db: app.db, throttle, anonymousFirstAdmin: app.config.anonymousFirstAdmin }, request.body, invitedBy, request.ip);
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
        operationId: 'getAdminProfile',
        tags: [TAG.adminAuth],
        summary: 'The signed-in admin',
        response: { 200: envelope(z.object({ admin: publicAdmin })) },
      },
    },
    async (request) => ok({ admin: await loadAdmin(app.db, adminIdOf(request)) }, 'Profile fetched'),
  );

  registerSharedAuthRoutes(app, guards, {
    kind: 'admin',
    prefix: '/admin',
    tag: TAG.adminAuth,
    session: adminSessionSchema,
    sessionOf,
  });
}
