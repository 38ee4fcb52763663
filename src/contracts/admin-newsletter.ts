/**
 * The back office's newsletter subscribers (docs/decisions/0261-newsletter-subscribers-screen.md):
 * the list query and answer, and the answer of unsubscribing one. A subscriber's status is derived
 * from its moments: subscribed once the address followed its confirmation link, unconfirmed until
 * then, unsubscribed once it (or an admin for it) left the list. Instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { adminListAnswer, adminPageQuery } from './admin-lists';

export const SUBSCRIBER_STATUSES = ['subscribed', 'unconfirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_SORT_FIELDS = ['subscribedAt', 'email'] as const;

/** GET /admin/newsletter/subscribers: `search` is any part of the address. */
export const subscriberListQuery = adminPageQuery.extend({
  status: z.enum(SUBSCRIBER_STATUSES, { message: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` }).optional(),
  sortBy: z.enum(SUBSCRIBER_SORT_FIELDS, { message: `sortBy must be one of ${SUBSCRIBER_SORT_FIELDS.join(', ')}` }).default('subscribedAt'),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuery>;

export const adminSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When the address was first signed up. */
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** The subscriber's welcome code (made on confirmation), and whether it was used. */
  welcomeCode: z.object({ code: z.string(), used: z.boolean() }).nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

export const subscriberList = adminListAnswer('subscribers', adminSubscriber);
export type SubscriberList = z.infer<typeof subscriberList>;

export const oneSubscriber = z.object({ subscriber: adminSubscriber });
