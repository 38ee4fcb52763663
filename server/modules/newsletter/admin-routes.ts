/**
 * /admin/newsletter/subscribers: the back office's list of the newsletter's subscribers (search,
 * status filter, sort, pages), its CSV export, and unsubscribing one address for its owner
 * (docs/decisions/0261-newsletter-subscribers-screen.md). Who may call them is the campaigns power
 * (server/lib/admin-powers.ts): the people who write to these addresses.
 */
import { oneSubscriber, subscriberList, subscriberListQuery } from '#contracts/admin-newsletter';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { actorOf } from '../audit';
import { adminListRoutes } from '../exports';
import { unsubscribeSubscriber } from './admin-unsubscribe';
import { exportSubscribers } from './subscriber-export';
import { listSubscribers } from './subscriber-list';
import { route, routesOf } from '../../lib/routes';

export async function adminNewsletterRoutes(app: App): Promise<void> {
  const tags = [TAG.adminNewsletter];

  routesOf(app, [
    ...adminListRoutes(app, {
      url: '/admin/newsletter/subscribers', operationId: 'listAdminSubscribers', tag: TAG.adminNewsletter, querystring: subscriberListQuery, answer: subscriberList,
      summary: 'Newsletter subscribers, searched by address, filtered by status (subscribed, unconfirmed, unsubscribed), sorted and paged', fetched: 'Subscribers fetched', page: (query) => listSubscribers(app.db, query),
      exports: [{ url: '/admin/newsletter/subscribers/export', operationId: 'exportAdminSubscribers', name: 'subscribers', label: 'Newsletter subscribers', rows: (query) => exportSubscribers(app.db, query),
        summary: 'The newsletter subscribers list as a CSV file, each address with its status, moments and welcome code' }],
    }),
    route({ method: 'PUT', url: '/admin/newsletter/subscribers/:id/unsubscribe', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'unsubscribeAdminSubscriber',
        tags,
        summary: 'Unsubscribe one address for its owner: no more newsletter, and no campaign of any audience',
        description:
          'What the address’s own unsubscribe link does: its subscription ends and it joins the list every campaign leaves out, until it signs up again. An address already unsubscribed answers 409.',
        params: idParam,
        response: { 200: envelope(oneSubscriber) },
      },
      handler: async (request) => {
        const subscriber = await unsubscribeSubscriber(app.store, actorOf(request), request.params.id);
        return ok({ subscriber }, `${subscriber.email} is unsubscribed`);
      },
    }),
  ]);
}
