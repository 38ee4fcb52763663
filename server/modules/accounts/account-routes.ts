/** GET/PUT/DELETE /user/account, PUT /user/account/password. */
import { z } from 'zod';
import {
  accountUpdateBody,
  accountView,
  changePasswordBody,
  customerSession as customerSessionSchema,
  deleteAccountBody,
} from '../../../src/contracts/account';
import { envelope } from '../../../src/contracts/envelope';
import type { App } from '../../app-types';
import { customerIdOf } from '../../plugins/auth';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { changePassword, deleteAccount, updateAccount } from './account-service';
import { customerSession, loadCustomer, toAccountView } from './customer-service';
import type { Throttle } from './throttle';

const accountAnswer = envelope(z.object({ user: accountView }));

export async function accountRoutes(app: App, { throttle }: { throttle: Throttle }): Promise<void> {
  const deps = { db: app.db, throttle };
  const tags = [TAG.account];

  app.get(
    '/user/account',
    {
      config: { auth: 'customer' },
      schema: { operationId: 'getAccount', tags, summary: 'The signed-in customer’s account details', response: { 200: accountAnswer } },
    },
    async (request) => ok({ user: toAccountView(await loadCustomer(app.db, customerIdOf(request))) }, 'Account fetched'),
  );

  app.put(
    '/user/account',
    {
      config: { auth: 'customer', errors: [409] },
      schema: {
        operationId: 'updateAccount',
        tags,
        summary: 'Change name, email or phone',
        description: 'Fields left out stay as they are. An email already used by another account answers 409.',
        body: accountUpdateBody,
        response: { 200: accountAnswer },
      },
    },
    async (request) => {
      const updated = await updateAccount(app.db, customerIdOf(request), request.body);
      return ok({ user: toAccountView(updated) }, 'Your details have been saved');
    },
  );

  app.put(
    '/user/account/password',
    {
      config: { auth: 'customer' },
      schema: {
        operationId: 'updateAccountPassword',
        tags,
        summary: 'Change the password; answers a fresh token and signs out every other session',
        body: changePasswordBody,
        response: { 200: envelope(customerSessionSchema) },
      },
    },
    async (request) => {
      const signedIn = await changePassword(deps, customerIdOf(request), request.body);
      return ok(await customerSession({ db: app.db, tokens: app.tokens }, signedIn), 'Your password has been changed');
    },
  );

  app.delete(
    '/user/account',
    {
      config: { auth: 'customer' },
      schema: {
        operationId: 'deleteAccount',
        tags,
        summary: 'Delete the account (password required); past orders are kept anonymised',
        body: deleteAccountBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteAccount({ ...deps, uploadsDir: app.config.uploadsDir }, customerIdOf(request), request.body.password);
      return ok(null, 'Your account has been deleted');
    },
  );
}
