/**
 * GET and POST /admin/register (the first admin, decision 0022), POST /admin/invitation/check and
 * /admin/invitation/accept (a colleague's emailed invitation, decision 0225), GET /admin/profile, and
 * the shared POST /admin/login, /admin/forgot-password, /admin/reset-password, /admin/logout.
 */
import { z } from 'zod';
import { adminSession as adminSessionSchema } from '#contracts/account';
import { adminRegisterBody, publicAdmin } from '#contracts/auth';
import { envelope } from '#contracts/envelope';
import { acceptInvitationBody, firstAdminStatus, invitationCheckBody, invitationPreview } from '#contracts/staff';
import type { App } from '../../../app-types';
import { TAG } from '../../../lib/openapi';
import { keepSessionOutOfCaches, ok } from '../../../lib/reply';
import { route, routesOf } from '../../../lib/routes';
import { adminIdOf } from '../../../plugins/auth';
import { provenSessionOf, sharedAuthRoutes, type SignInGuards } from './session-routes';
import type { SignedIn } from './sign-in';
import { adminSession, firstAdminOpen, loadAdmin, registerAdmin } from '../staff/admin-service';
import { acceptInvitation, previewInvitation } from '../staff/staff-service';

export async function adminAuthRoutes(app: App, guards: SignInGuards): Promise<void> {
  const { throttle, deviceProofs } = guards;
  const tags = [TAG.adminAuth];
  const sessionOf = (signedIn: SignedIn) => adminSession({ db: app.db, tokens: app.tokens }, signedIn);
  const provenSession = provenSessionOf({ db: app.db, deviceProofs }, 'admin', sessionOf);

  routesOf(app, [
    route({ method: 'GET', url: '/admin/register', config: { auth: 'public' },
      schema: { operationId: 'getFirstAdminStatus', tags, summary: 'Whether a first admin may sign up here: no admin exists yet, and never in production', response: { 200: envelope(firstAdminStatus) } },
      handler: async (_request, reply) => {
        // Changes the moment the first admin exists: never kept by a cache.
        void reply.header('cache-control', 'no-store');
        return ok({ open: await firstAdminOpen(app.db, app.config.anonymousFirstAdmin) }, 'First-admin status fetched');
      },
    }),
    route({ method: 'POST', url: '/admin/register', config: { auth: 'public', errors: [403, 409] },
      onRequest: keepSessionOutOfCaches,
      schema: {
        operationId: 'registerAdmin',
        tags,
        summary: 'Create the first admin of a fresh shop, signed in at once',
        description:
          'Allowed only while no admin exists (403 afterwards) and never in production, where the first admin comes from the ' +
          'ADMIN_EMAIL and ADMIN_PASSWORD settings. Colleagues join through an invitation (POST /admin/staff/invitations).',
        body: adminRegisterBody,
        response: { 201: envelope(adminSessionSchema) },
      },
      handler: async (request, reply) => {
        const signedIn = await registerAdmin({ db: app.db, throttle, anonymousFirstAdmin: app.config.anonymousFirstAdmin }, request.body, request.ip);
        return reply.code(201).send(ok(await sessionOf(signedIn), 'Your admin account has been created'));
      },
    }),
    route({ method: 'POST', url: '/admin/invitation/check', config: { auth: 'public' },
      schema: {
        operationId: 'checkAdminInvitation',
        tags,
        summary: 'Who an emailed invitation is for, while it is open',
        description: 'A used, withdrawn or expired invitation answers 400 with a sentence saying which. Throttled per address (429).',
        body: invitationCheckBody,
        response: { 200: envelope(z.object({ invitation: invitationPreview })) },
      },
      handler: async (request) => ok({ invitation: await previewInvitation({ db: app.db, throttle }, request.body.token, request.ip) }, 'Invitation fetched'),
    }),
    route({ method: 'POST', url: '/admin/invitation/accept', config: { auth: 'public', errors: [409] },
      onRequest: keepSessionOutOfCaches,
      schema: {
        operationId: 'acceptAdminInvitation',
        tags,
        summary: 'Accept an emailed invitation with a password of your own: creates the admin and signs in',
        description:
          'The link works once, for 72 hours, until withdrawn. Admin passwords must be hard to guess (400 says why); a refused ' +
          'password leaves the link usable. The answer carries a deviceProof for the next sign-in, like login.',
        body: acceptInvitationBody,
        response: { 201: envelope(adminSessionSchema) },
      },
      handler: async (request, reply) => {
        const signedIn = await acceptInvitation({ db: app.db, throttle }, request.body, request);
        return reply.code(201).send(ok(await provenSession(signedIn), 'Welcome: your admin account is ready'));
      },
    }),
    route({ method: 'GET', url: '/admin/profile', config: { auth: 'admin' },
      schema: { operationId: 'getAdminProfile', tags, summary: 'The signed-in admin', response: { 200: envelope(z.object({ admin: publicAdmin })) } },
      handler: async (request) => ok({ admin: await loadAdmin(app.db, adminIdOf(request)) }, 'Profile fetched'),
    }),
    ...sharedAuthRoutes(app, guards, { kind: 'admin', prefix: '/admin', tag: TAG.adminAuth, session: adminSessionSchema, sessionOf }),
  ]);
}
