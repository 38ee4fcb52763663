/**
 * GET/PUT/DELETE /user/account, PUT /user/account/password, and the two links of an email change:
 * POST /user/account/email/confirm and /user/account/email/undo (public: the link is the proof).
 */
import { z } from 'zod';
import {
  accountUpdateBody,
  accountView,
  changePasswordBody,
  customerSession as customerSessionSchema,
  deleteAccountBody,
  emailLinkBody,
  emailLinkResult,
} from '#contracts/account';
import { envelope } from '#contracts/envelope';
import type { App } from '../../../app-types';
import { customerIdOf } from '../../../plugins/auth';
import { TAG } from '../../../lib/openapi';
import { ok } from '../../../lib/reply';
import { route, routesOf } from '../../../lib/routes';
import { answerOnce, idempotencyHeaders } from '../../idempotency';
import { changePassword, deleteAccount, updateAccount } from './account-service';
import { customerSession, loadCustomer, toAccountView } from './customer-service';
import { confirmEmailChange, pendingEmailOf, undoEmailChange } from './email-change';
import type { DeviceProofs } from '../sign-in/device-proofs';
import { provenSessionOf } from '../sign-in/session-routes';
import type { Throttle } from '../throttles/throttle';

const accountAnswer = envelope(z.object({ user: accountView }));

export async function storeAccountRoutes(app: App, { throttle, deviceProofs }: { throttle: Throttle; deviceProofs: DeviceProofs }): Promise<void> {
  const deps = { db: app.db, store: app.store, throttle };
  const tags = [TAG.account];
  const emailLinkAnswer = envelope(emailLinkResult);

  routesOf(app, [
    route({ method: 'GET', url: '/user/account', config: { auth: 'customer' },
      schema: { operationId: 'getAccount', tags, summary: 'The signed-in customer’s account details', response: { 200: accountAnswer } },
      handler: async (request) => {
        const id = customerIdOf(request);
        const [loaded, pendingEmail] = await Promise.all([loadCustomer(app.db, id), pendingEmailOf(app.db, id)]);
        return ok({ user: toAccountView(loaded, pendingEmail) }, 'Account fetched');
      },
    }),
    route({ method: 'PUT', url: '/user/account', config: { auth: 'customer', errors: [409] },
      schema: {
        operationId: 'updateAccount',
        tags,
        summary: 'Change name, email or phone',
        description:
          'Fields left out stay as they are. A different email needs currentPassword and stays pending (user.pendingEmail) until confirmed through the link emailed to it; the old address gets a notice with an undo link. An email already used by another account answers 409.',
        headers: idempotencyHeaders,
        body: accountUpdateBody,
        response: { 200: accountAnswer },
      },
      // Name and phone changes made offline are replayed with their key (docs/decisions/0256-offline-writes.md).
      handler: async (request, reply) => {
        const id = customerIdOf(request);
        await answerOnce(app.store, request, reply, id, async (store) => {
          const { account, confirmationSentTo } = await updateAccount({ ...deps, db: store.db, store, publicUrl: app.config.publicUrl }, id, request.body);
          const message = confirmationSentTo
            ? `We sent a link to ${confirmationSentTo}. Your email changes once you confirm it there.`
            : 'Your details have been saved';
          return { statusCode: 200, answer: ok({ user: toAccountView(account, await pendingEmailOf(store.db, id)) }, message) };
        });
      },
    }),
    route({ method: 'POST', url: '/user/account/email/confirm', config: { auth: 'public', errors: [409] },
      schema: { operationId: 'confirmAccountEmailChange', tags, summary: 'Apply a pending email change with the link sent to the new address; signs out every session', body: emailLinkBody, response: { 200: emailLinkAnswer } },
      handler: async (request) => {
        const { email } = await confirmEmailChange(deps, request.body.token, request.ip);
        return ok({ email }, `Your email is now ${email}. Please sign in again.`);
      },
    }),
    route({ method: 'POST', url: '/user/account/email/undo', config: { auth: 'public' },
      schema: { operationId: 'undoAccountEmailChange', tags, summary: 'From the notice sent to the old address: cancel or reverse an email change; signs out every session', body: emailLinkBody, response: { 200: emailLinkAnswer } },
      handler: async (request) => {
        const { email } = await undoEmailChange(deps, request.body.token, request.ip);
        return ok({ email }, `Your account email is ${email} and every device has been signed out. Please choose a new password.`);
      },
    }),
    route({ method: 'PUT', url: '/user/account/password', config: { auth: 'customer' },
      schema: {
        operationId: 'updateAccountPassword',
        tags,
        summary: 'Change the password; answers a fresh token and signs out every other session',
        description: 'Every device proof issued before is void (decision 0210); the answer carries a new one for this browser.',
        body: changePasswordBody,
        response: { 200: envelope(customerSessionSchema) },
      },
      handler: async (request) => {
        const signedIn = await changePassword({ ...deps, places: app.config }, customerIdOf(request), request.body);
        // The proofs issued before died with the old password; this browser just proved the new one.
        const session = await provenSessionOf({ db: app.db, deviceProofs }, 'customer', (who) => customerSession({ db: app.db, tokens: app.tokens }, who))(signedIn);
        return ok(session, 'Your password has been changed');
      },
    }),
    route({ method: 'DELETE', url: '/user/account', config: { auth: 'customer' },
      schema: { operationId: 'deleteAccount', tags, summary: 'Delete the account (password required); past orders are kept anonymised', body: deleteAccountBody, response: { 200: envelope(z.null()) } },
      handler: async (request) => {
        await deleteAccount({ ...deps, uploadsDir: app.config.uploadsDir, places: app.config }, customerIdOf(request), request.body.password);
        return ok(null, 'Your account has been deleted');
      },
    }),
  ]);
}
