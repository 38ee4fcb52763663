/**
 * GET /general/push/key: the shop's public VAPID key, which a browser subscribes with (null when
 * the shop sends no notifications). POST /user/push/subscriptions: a signed-in customer's device
 * asks for notifications about their orders; /remove turns them off for that device
 * (docs/decisions/0257-web-push-for-orders.md).
 */
import { envelope } from '#contracts/envelope';
import { pushKey, pushSubscriptionBody, pushSubscriptionView, pushUnsubscribeBody } from '#contracts/push';
import { z } from 'zod';
import type { App } from '../../app-types';
import { conflict } from '../../lib/http-errors';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { customerIdOf } from '../../plugins/auth';
import { removeSubscription, saveSubscription } from './subscriptions';
import { route, routesOf } from '../../lib/routes';

export const PUSH_OFF = 'This shop does not send notifications.';

export async function storePushRoutes(app: App): Promise<void> {
  const tags = [TAG.notifications];
  const { vapid, allowedHosts } = app.config.push;

  routesOf(app, [
    route({ method: 'GET', url: '/general/push/key', config: { auth: 'public' },
      schema: { operationId: 'getPushKey', tags, summary: 'The shop’s public VAPID key, to subscribe a device to notifications (null: the shop sends none)', response: { 200: envelope(pushKey) } },
      handler: async () => ok({ publicKey: vapid?.publicKey ?? null }, vapid ? 'Push key fetched' : PUSH_OFF),
    }),
    route({ method: 'POST', url: '/user/push/subscriptions', config: { auth: 'customer', errors: [409] },
      schema: {
        operationId: 'subscribeToPush',
        tags,
        summary: 'Turn on notifications about my orders for this device (the same endpoint again updates it)',
        description:
          'The endpoint must be an https URL on a known push service (PUSH_ALLOWED_HOSTS); anything else is answered 400. 409 when the shop sends no notifications.',
        body: pushSubscriptionBody,
        response: { 201: envelope(pushSubscriptionView) },
      },
      handler: async (request, reply) => {
        if (!vapid) throw conflict(PUSH_OFF);
        const subscription = await saveSubscription(app.db, allowedHosts, customerIdOf(request), request.body);
        return reply.code(201).send(ok({ subscription }, 'Notifications are on for this device'));
      },
    }),
    route({ method: 'POST', url: '/user/push/subscriptions/remove', config: { auth: 'customer' },
      schema: {
        operationId: 'unsubscribeFromPush',
        tags,
        summary: 'Turn off notifications about my orders for this device',
        description: 'Answers the same whether or not the device was subscribed.',
        body: pushUnsubscribeBody,
        response: { 200: envelope(z.object({ removed: z.boolean() })) },
      },
      handler: async (request) => {
        const removed = await removeSubscription(app.db, customerIdOf(request), request.body.endpoint);
        return ok({ removed }, 'Notifications are off for this device');
      },
    }),
  ]);
}
