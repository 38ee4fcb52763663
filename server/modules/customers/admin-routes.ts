/** /admin/customers: the list, one customer, edit, archive and restore, and a password reset link. */
import { z } from 'zod';
import { adminCustomerList, adminCustomerListQuery, adminCustomerUpdateBody, oneAdminCustomer } from '#contracts/admin-customers';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { sendCustomerResetLink } from '../accounts';
import { actorOf, recordAdminChange } from '../audit';
import { changeCustomerStatus, updateCustomer } from './customer-changes';
import { adminListRoutes } from '../exports';
import { exportCustomers } from './customer-export';
import { listCustomers } from './customer-list';
import { customerProfile } from './customer-profile';
import { route, routesOf } from '../../lib/routes';

export async function adminCustomerRoutes(app: App): Promise<void> {
  const tags = [TAG.adminCustomers];
  const profileAnswer = { 200: envelope(oneAdminCustomer) };

  const statusChanges = [
    { path: 'archive', status: 'archived', operationId: 'archiveAdminCustomer', done: 'Customer archived', already: 'This customer is already archived',
      summary: 'Archive a customer: they can no longer sign in and every token of theirs stops working at once' },
    { path: 'unarchive', status: 'active', operationId: 'unarchiveAdminCustomer', done: 'Customer restored', already: 'This customer is already active',
      summary: 'Restore an archived customer: they can sign in again (earlier tokens stay void)' },
  ] as const;

  routesOf(app, [
    ...adminListRoutes(app, {
      url: '/admin/customers', operationId: 'listAdminCustomers', tag: TAG.adminCustomers, querystring: adminCustomerListQuery, answer: adminCustomerList,
      summary: 'Customers, searched by name or email, filtered by status, sorted and paged', fetched: 'Customers fetched', page: (query) => listCustomers(app.db, query),
      exports: [{ url: '/admin/customers/export', operationId: 'exportAdminCustomers', name: 'customers', label: 'Customers', rows: (query) => exportCustomers(app.db, query),
        summary: 'The customers list as a CSV file, with each one’s orders and money spent' }],
    }),
    route({ method: 'GET', url: '/admin/customers/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'getAdminCustomer', tags, summary: 'One customer: profile, addresses, latest orders and totals', params: idParam, response: profileAnswer },
      handler: async (request) => ok({ customer: await customerProfile(app.db, request.params.id) }, 'Customer fetched'),
    }),
    route({ method: 'PUT', url: '/admin/customers/:id', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'updateAdminCustomer',
        tags,
        summary: 'Edit a customer’s name, email or phone',
        description: 'A new email applies at once, and the old address is emailed a notice; one another customer uses answers 409.',
        params: idParam,
        body: adminCustomerUpdateBody,
        response: profileAnswer,
      },
      handler: async (request) => {
        await updateCustomer({ store: app.store, supportEmail: app.config.supportEmail }, actorOf(request), request.params.id, request.body);
        return ok({ customer: await customerProfile(app.db, request.params.id) }, 'Customer updated');
      },
    }),
    ...statusChanges.map((change) =>
      route({ method: 'PUT', url: `/admin/customers/:id/${change.path}`, config: { auth: 'admin', errors: [404] },
        schema: { operationId: change.operationId, tags, summary: change.summary, params: idParam, response: profileAnswer },
        handler: async (request) => {
          const changed = await changeCustomerStatus(app.store, actorOf(request), request.params.id, change.status);
          return ok({ customer: await customerProfile(app.db, request.params.id) }, changed ? change.done : change.already);
        },
      }),
    ),
    route({ method: 'PUT', url: '/admin/customers/:id/reset-password', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'sendAdminCustomerPasswordReset',
        tags,
        summary: 'Email the customer a single-use password reset link, valid for one hour',
        description: 'An archived customer answers 409: restore the account first.',
        params: idParam,
        response: { 200: envelope(z.object({ email: z.string() })) },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const customerId = request.params.id;
        const sent = await sendCustomerResetLink({ db: app.db, store: app.store, publicUrl: app.config.publicUrl }, customerId, (tx, account) =>
          recordAdminChange(tx, actor, {
            action: 'customer.password_reset',
            record: { type: 'customer', id: customerId, label: account.email },
            // What changed is a new single-use link: its token is a secret, so only that it was sent.
            changes: { resetLink: { before: null, after: 'sent' } },
          }),
        );
        return ok(sent, `A password reset link has been sent to ${sent.email}`);
      },
    }),
  ]);
}
