/**
 * The writes kept on this device until there is a connection (docs/product/offline-writes.md,
 * docs/decisions/0256-offline-writes.md): what each one sends, whose it is, and the IndexedDB
 * collection the page and the service worker both read. One record per write, its id the
 * Idempotency-Key every send of it carries, so the server does it once however often it arrives.
 *
 * A signed-in customer's write keeps their customer id (`owner`) and, while they are signed in on
 * this device, their token; it is only ever sent with that token. Signing out takes the token off
 * it (it waits); the same customer signing in again lends it the new one; anybody else signing in
 * never touches it.
 */
import { idbCollection } from '../idb';

export type WriteState = 'waiting' | 'refused';

export interface QueuedWrite {
  /** Also the Idempotency-Key. */
  id: string;
  /** What the customer would call it, for the notice when it is refused ("Your message to the shop"). */
  label: string;
  method: 'POST' | 'PUT';
  /** The whole address of the call (the API base included). */
  url: string;
  body: unknown;
  /** The customer whose credentials it needs; null for an anonymous form (contact, newsletter). */
  owner: string | null;
  /** The owner's token while they are signed in on this device; null while it waits for them. */
  token: string | null;
  /** When it was made (ms since the epoch). */
  createdAt: number;
  state: WriteState;
  /** Why the server refused it, in its own words. */
  refusal?: string;
}

/** The tag of the service worker's `sync` event that sends them. */
export const QUEUED_WRITES_SYNC_TAG = 'verdant-queued-writes';
/** What the service worker posts to the pages after it sent or refused some. */
export const QUEUED_WRITES_CHANGED = 'QUEUED_WRITES_CHANGED';
/**
 * A write is not sent once it is this old (it is shown as not sent instead): the server keeps a key's
 * answer twice as long (IDEMPOTENCY_RETENTION_DAYS), so no replay can outlive its key.
 */
export const QUEUED_WRITE_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
export const TOO_OLD =
  'It waited on this device for two weeks without reaching us, so it was not sent. Please make the change again.';

/** A database of its own beside the page's 'verdant' state. */
const writes = idbCollection<QueuedWrite>('verdant-queued-writes', 'writes');

export function keepWrite(write: QueuedWrite): Promise<void> {
  return writes.put(write.id, write);
}

/** Every kept write, oldest first. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  return (await writes.all()).sort((a, b) => a.createdAt - b.createdAt);
}

export function forgetWrite(id: string): Promise<void> {
  return writes.remove(id);
}

export function refuseWrite(id: string, refusal: string): Promise<void> {
  return writes.update(id, (write) => write && { ...write, state: 'refused', refusal, token: null });
}

/** The refused writes this person may see: anonymous ones and their own (null: signed out). */
export async function refusedWritesFor(customerId: string | null): Promise<QueuedWrite[]> {
  return (await queuedWrites()).filter((write) => write.state === 'refused' && (write.owner === null || write.owner === customerId));
}

async function retoken(matches: (write: QueuedWrite) => boolean, token: string | null): Promise<void> {
  for (const write of await queuedWrites()) {
    if (write.owner !== null && matches(write)) await writes.update(write.id, (current) => current && { ...current, token });
  }
}

/** A customer signed in: their waiting writes take the new token; nobody else's are touched. */
export function lendToken(customerId: string, token: string): Promise<void> {
  return retoken((write) => write.owner === customerId && write.state === 'waiting', token);
}

/** A customer's session ended: their writes keep waiting, without credentials, until they sign in again. */
export function withdrawToken(customerId: string): Promise<void> {
  return retoken((write) => write.owner === customerId, null);
}
