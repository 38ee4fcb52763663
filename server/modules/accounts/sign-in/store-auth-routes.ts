/** POST /user/register, /user/login, /user/forgot-password, /user/reset-password, /user/logout. */
import { customerSession as customerSessionSchema } from '#contracts/account';
import { customerRegisterBody } from '#contracts/auth';
import { envelope } from '#contracts/envelope';
import type { App } from '../../../app-types';
import { TAG } from '../../../lib/openapi';
import { keepSessionOutOfCaches, ok } from '../../../lib/reply';
import { route, routesOf } from '../../../lib/routes';
import { provenSessionOf, sharedAuthRoutes, type SignInGuards } from './session-routes';
import { customerSession, registerCustomer } from '../customers/customer-service';
import type { SignedIn } from './sign-in';

export async function storeAuthRoutes(app: App, guards: SignInGuards): Promise<void> {
  const { throttle, deviceProofs } = guards;
  const sessionOf = (signedIn: SignedIn) => customerSession({ db: app.db, tokens: app.tokens }, signedIn);

  routesOf(app, [
    route({ method: 'POST', url: '/user/register', config: { auth: 'public', errors: [409] },
      onRequest: keepSessionOutOfCaches,
      schema: {
        operationId: 'registerCustomer',
        tags: [TAG.customerAuth],
        summary: 'Create a customer account and sign in',
        description:
          'Passwords: 8 to 128 characters, and not easy to guess (the 400 says why and how to pick a better one). ' +
          'An email registers once (409). The answer carries a deviceProof for the next sign-in, like login.',
        body: customerRegisterBody,
        response: { 201: envelope(customerSessionSchema) },
      },
      handler: async (request, reply) => {
        const signedIn = await registerCustomer({ store: app.store, throttle, places: app.config }, request.body, request.ip);
        const session = await provenSessionOf({ db: app.db, deviceProofs }, 'customer', sessionOf)(signedIn);
        return reply.code(201).send(ok(session, 'Your account has been created'));
      },
    }),
    ...sharedAuthRoutes(app, guards, { kind: 'customer', prefix: '/user', tag: TAG.customerAuth, session: customerSessionSchema, sessionOf }),
  ]);
}
