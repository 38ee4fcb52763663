/**
 * The shop's VAPID key pair (RFC 8292), which signs every Web Push request so the push services
 * know the messages come from the server the browsers subscribed to. Made and checked here with
 * node:crypto, for the configuration: the demo shop generates a pair once into DATA_DIR, and a
 * given pair is checked at start (a public key that does not belong to the private key would make
 * every push refused, silently, until someone looked). Sending goes through the web-push library,
 * wrapped once in server/modules/push/web-push.ts.
 */
import { createECDH } from 'node:crypto';

export interface VapidKeys {
  /** The uncompressed P-256 public key (65 bytes), base64url: what browsers subscribe with. */
  publicKey: string;
  /** The private key (32 bytes), base64url. */
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // A private key with leading zero bytes comes back shorter; VAPID wants all 32.
  const privateKey = curve.getPrivateKey();
  return { publicKey: curve.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url') };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What is wrong with a key pair, or null when the public key is the private key's. */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  if (!BASE64URL.test(keys.publicKey) || Buffer.from(keys.publicKey, 'base64url').length !== 65)
    return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (65 bytes)';
  if (!BASE64URL.test(keys.privateKey) || Buffer.from(keys.privateKey, 'base64url').length !== 32)
    return 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url (32 bytes)';
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    if (curve.getPublicKey().toString('base64url') !== keys.publicKey) return 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY is not a valid P-256 private key';
  }
  return null;
}

/** The VAPID subject: how a push service reaches the shop's operator, a mailto: or https: URL. */
export function vapidSubjectProblem(subject: string): string | null {
  try {
    const url = new URL(subject);
    return url.protocol === 'mailto:' || url.protocol === 'https:' ? null : 'VAPID_SUBJECT must be a mailto: or https: URL';
  } catch {
    return 'VAPID_SUBJECT must be a mailto: or https: URL';
  }
}
