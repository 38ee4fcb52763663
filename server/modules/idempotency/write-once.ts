/**
 * A write done once per Idempotency-Key (docs/decisions/0256-offline-writes.md). A phone that
 * queued a write offline sends it again whenever it did not hear the answer (the connection fell
 * away mid-request, the tab closed), so the server must tell a replay from a new write. The key's
 * record is inserted in the write's own transaction: the write and its record commit together or
 * not at all, and a replay finds the record and gets the first answer back without touching
 * anything. A refusal (4xx) leaves no record, so a replay is judged again and changes nothing.
 *
 * Two copies of one request at the same moment both do the work; the second's insert meets the
 * first's unique key, waits for it to commit, and rolls its own work back to answer the first's.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Store } from '../../db/unit-of-work';
import { idempotentWrites, type IdempotentWriteRow } from '../../db/schema';
import { conflict } from '../../lib/http-errors';

/** Whose keys these are: a signed-in customer's own, or (null) an anonymous form's, scoped by the key. */
export interface WriteKey {
  customerId: string | null;
  key: string;
  /** What the request asked for (route and body, hashed): a key reused for another request is refused. */
  requestHash: string;
}

/** An answer as it goes on the wire: its status and its body already serialized. */
export interface SentAnswer {
  statusCode: number;
  body: string;
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key for a new request.';

/** Rolls the losing copy's work back; never leaves this module. */
class KeyTakenMeanwhile extends Error {}

/**
 * A store whose writes join the transaction already open, so the work's own `store.write` calls
 * commit with the key's record; what they record for after the commit (an email to send) runs
 * after the outer commit.
 */
function storeWithin(tx: Tx): Store {
  return { db: tx, write: (work) => work(tx) };
}

function ownedBy(customerId: string | null) {
  return customerId === null ? isNull(idempotentWrites.customerId) : eq(idempotentWrites.customerId, customerId);
}

async function recorded(db: Store['db'], { customerId, key }: WriteKey): Promise<IdempotentWriteRow | undefined> {
  const [row] = await db.select().from(idempotentWrites).where(and(ownedBy(customerId), eq(idempotentWrites.key, key)));
  return row;
}

function replay(row: IdempotentWriteRow, requestHash: string): SentAnswer {
  if (row.requestHash !== requestHash) throw conflict(KEY_REUSED);
  return { statusCode: row.statusCode, body: row.answer };
}

/**
 * Runs `work` once for this key and answers what it answered; a replay answers the first answer,
 * with `replayed` true. `work` gets a store inside the key's transaction and must write through it.
 */
export async function writeOnce(store: Store, writeKey: WriteKey, work: (store: Store) => Promise<SentAnswer>): Promise<SentAnswer & { replayed: boolean }> {
  const done = await recorded(store.db, writeKey);
  if (done) return { ...replay(done, writeKey.requestHash), replayed: true };
  try {
    const answer = await store.write(async (tx) => {
      const sent = await work(storeWithin(tx));
      const inserted = await tx
        .insert(idempotentWrites)
        .values({ customerId: writeKey.customerId, key: writeKey.key, requestHash: writeKey.requestHash, statusCode: sent.statusCode, answer: sent.body })
        .onConflictDoNothing()
        .returning({ id: idempotentWrites.id });
      if (inserted.length === 0) throw new KeyTakenMeanwhile();
      return sent;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
    const first = await recorded(store.db, writeKey);
    if (!first) throw error;
    return { ...replay(first, writeKey.requestHash), replayed: true };
  }
}
