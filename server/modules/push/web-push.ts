/**
 * The web-push library, wrapped once: it encrypts a message for one device (RFC 8291, aes128gcm)
 * and signs the request with the shop's VAPID keys (RFC 8292). Only the request is made here, not
 * sent: the library's own sender speaks https only and to whatever address it is given, while the
 * shop's sender (transport.ts) checks where it connects (server/lib/push-endpoints.ts) and lets a
 * test's receiver on loopback stand in for a push service.
 */
import webpush from 'web-push';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushRequest {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * How long a push service keeps a message for a device that is off (seconds): three days, so a
 * phone switched on after a weekend still hears that its parcel shipped, and not weeks later.
 */
export const MESSAGE_TTL_SECONDS = 3 * 24 * 60 * 60;

/** The encrypted, signed request for `payload` to one device. Throws when the device's keys are unusable. */
export function pushRequestFor(vapid: VapidDetails, device: DeviceKeys, payload: string): PushRequest {
  const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
    vapidDetails: vapid,
    contentEncoding: 'aes128gcm',
    TTL: MESSAGE_TTL_SECONDS,
    urgency: 'normal',
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return { headers, body: details.body };
}
