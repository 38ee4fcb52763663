/**
 * Web Push for a customer's orders (docs/decisions/0257-web-push-for-orders.md): the shop's public
 * VAPID key the browser subscribes with, and a device's subscription as the browser's
 * `PushSubscription.toJSON()` gives it. The keys are checked for their shape here (a P-256 public
 * key of 65 bytes, an auth secret of 16, both base64url); where the endpoint may point is the
 * server's rule (server/lib/push-endpoints.ts), since only the server knows its allowed hosts.
 */
import { z } from 'zod';

/** GET /general/push/key: null when this shop sends no notifications (no VAPID keys). */
export const pushKey = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKey>;

/** Longest endpoint accepted: the push services' own are about 200-500 characters. */
export const MAX_ENDPOINT_LENGTH = 1024;

const base64url = (field: string, bytes: number) =>
  z
    .string({ message: `${field} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url`)
    .refine((value) => decodedLength(value) === bytes, `${field} must be ${bytes} bytes`);

/** Bytes a base64url text decodes to (padding ignored). */
function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

export const endpointField = z
  .string({ message: 'endpoint is required' })
  .min(1, 'endpoint is required')
  .max(MAX_ENDPOINT_LENGTH, `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`);

/** POST /user/push/subscriptions: a device's subscription. */
export const pushSubscriptionBody = z.object({
  endpoint: endpointField,
  /** When the push service says the subscription lapses (milliseconds since 1970), or null. */
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object(
    {
      // The device's P-256 public key, uncompressed (0x04, x, y), as RFC 8291 uses it.
      p256dh: base64url('keys.p256dh', 65).refine((value) => value.startsWith('B'), 'keys.p256dh must be an uncompressed P-256 key'),
      auth: base64url('keys.auth', 16),
    },
    { message: 'keys is required' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** POST /user/push/subscriptions/remove: the device that no longer wants notifications. */
export const pushUnsubscribeBody = z.object({ endpoint: endpointField });

/** What the server keeps of a device's subscription, as it answers. */
export const pushSubscriptionView = z.object({
  subscription: z.object({ endpoint: z.string(), createdAt: z.string(), updatedAt: z.string() }),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionView>;
