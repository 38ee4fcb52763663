/** POST /user/register, /user/login, /user/forgot-password, /user/reset-password, /user/logout. */
import { customerSession as customerSessionSchema } from '#contracts/account';
import { customerRegisterBody } from '#contracts/auth';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { registerSharedAuthRoutes } from './session-routes';
import { customerSession, registerCustomer } from './customer-service';
import type { SignedIn } from './sign-in';
import type { Throttle } from './throttle';

export async function storeAuthRoutes(app: App, { throttle }: { throttle: Throttle }): Promise<void> {
  const sessionOf = (signedIn: SignedIn) => customerSession({ db: app.db, tokens: app.tokens }, signedIn);

  app.post(
    '/user/register',
    {
      config: { auth: 'public', errors: [409] },
      schema: {
        operationId: 'registerCustomer',
        tags: [TAG.customerAuth],
        summary: 'Create a customer account and sign in',
        description: 'Passwords: 8 to 128 characters, not one of the 1,000 most common. An email registers once (409).',
        body: customerRegisterBody,
        response: { 201: envelope(customerSessionSchema) },
      },
    },
    async (request, reply) => {
      const signedIn = await registerCustomer({ db: app.db, throttle }, request.body, request.ip);
      return reply.code(201).send(ok(await sessionOf(signedIn), 'Your account has been created'));
    },
  );

  registerSharedAuthRoutes(app, throttle, {
    kind: 'customer',
    prefix: '/user',
    tag: TAG.customerAuth,
    session: customerSessionSchema,
    sessionOf,
  });
}
