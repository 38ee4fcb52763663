/**
 * The writes kept offline (docs/decisions/0256-offline-writes.md), against an in-memory IndexedDB
 * and a stand-in for the network: each send carries the write's Idempotency-Key; a customer's
 * write goes only with that customer's token, waits without one after they sign out, and is never
 * lent another person's; a refusal is kept with the server's words; no answer keeps it for later;
 * a write older than the keys the server keeps is not sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetWrite,
  keepWrite,
  lendToken,
  type QueuedWrite,
  QUEUED_WRITE_MAX_AGE_MS,
  queuedWrites,
  refusedWritesFor,
  TOO_OLD,
  withdrawToken,
} from '../../../src/lib/offline-writes/queued-write';
import { replayQueuedWrites } from '../../../src/lib/offline-writes/replay';

const ADA = 'ada-id';
const BEA = 'bea-id';

function write(overrides: Partial<QueuedWrite>): QueuedWrite {
  return {
    id: `key-${Math.random().toString(36).slice(2)}`,
    label: 'your message to the shop',
    method: 'POST',
    url: '/api/v1/general/contact',
    body: { name: 'Grace' },
    owner: null,
    token: null,
    createdAt: Date.now(),
    state: 'waiting',
    ...overrides,
  };
}

type Call = { url: string; key: string | null; authorization: string | null };
let calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response> = () => new Response('{"success":true}', { status: 200 });

beforeEach(async () => {
  for (const kept of await queuedWrites()) await forgetWrite(kept.id);
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call = { url, key: headers.get('Idempotency-Key'), authorization: headers.get('Authorization') };
    calls.push(call);
    return answer(call);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  answer = () => new Response('{"success":true}', { status: 200 });
});

describe('sending what was kept', () => {
  it('sends each waiting write once with its own Idempotency-Key and forgets it once answered', async () => {
    // Sent in the order they were made; made a second apart, as two forms filled by hand are.
    const first = write({ createdAt: Date.now() - 1000 });
    const second = write({ url: '/api/v1/general/newsletter' });
    await keepWrite(first);
    await keepWrite(second);
    expect(await replayQueuedWrites()).toMatchObject({ sent: 2, refused: 0, waiting: 0, retry: false });
    expect(calls.map((call) => call.key)).toEqual([first.id, second.id]);
    expect(await queuedWrites()).toEqual([]);
  });

  it('keeps a write that got no answer, or a 5xx, for the next round', async () => {
    await keepWrite(write({}));
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await replayQueuedWrites()).toMatchObject({ sent: 0, waiting: 1, retry: true });
    answer = () => new Response('{}', { status: 503 });
    expect(await replayQueuedWrites()).toMatchObject({ sent: 0, waiting: 1, retry: true });
    expect(await queuedWrites()).toHaveLength(1);
  });

  it("keeps a refusal with the server's words, shown to the owner and dismissible", async () => {
    const edit = write({ owner: ADA, token: 'ada-token', method: 'PUT', url: '/api/v1/user/addresses/x', label: 'your change to the address 8 Willow Walk' });
    await keepWrite(edit);
    answer = () => new Response(JSON.stringify({ success: false, message: 'Address not found', data: null }), { status: 404 });
    expect(await replayQueuedWrites()).toMatchObject({ refused: 1 });
    expect(await refusedWritesFor(ADA)).toEqual([expect.objectContaining({ id: edit.id, state: 'refused', refusal: 'Address not found', token: null })]);
    expect(await refusedWritesFor(BEA)).toEqual([]);
    expect(await refusedWritesFor(null)).toEqual([]);
    // A refused write is not sent again.
    calls = [];
    await replayQueuedWrites();
    expect(calls).toEqual([]);
    await forgetWrite(edit.id);
    expect(await refusedWritesFor(ADA)).toEqual([]);
  });

  it('does not send a write older than the server keeps its keys: it is shown as not sent', async () => {
    await keepWrite(write({ createdAt: Date.now() - QUEUED_WRITE_MAX_AGE_MS - 1 }));
    expect(await replayQueuedWrites()).toMatchObject({ sent: 0, refused: 1 });
    expect(calls).toEqual([]);
    expect((await refusedWritesFor(null))[0]!.refusal).toBe(TOO_OLD);
  });
});

describe("a customer's write and the sessions on the device", () => {
  it("goes with the owner's token only; after sign-out it waits, and another person's sign-in lends it nothing", async () => {
    const edit = write({ owner: ADA, token: 'ada-token-1' });
    await keepWrite(edit);
    await withdrawToken(ADA);
    await lendToken(BEA, 'bea-token');
    expect(await replayQueuedWrites()).toMatchObject({ sent: 0, waiting: 1 });
    expect(calls).toEqual([]);

    await lendToken(ADA, 'ada-token-2');
    expect(await replayQueuedWrites()).toMatchObject({ sent: 1 });
    expect(calls).toEqual([{ url: edit.url, key: edit.id, authorization: 'Bearer ada-token-2' }]);
  });

  it("a 401 (the owner's token expired) makes it wait for the owner, not a refusal", async () => {
    await keepWrite(write({ owner: ADA, token: 'expired' }));
    answer = () => new Response('{"success":false,"message":"Please log in to continue"}', { status: 401 });
    expect(await replayQueuedWrites()).toMatchObject({ refused: 0, waiting: 1 });
    const [kept] = await queuedWrites();
    expect(kept).toMatchObject({ state: 'waiting', token: null });
  });

  it('an anonymous form is sent without any token', async () => {
    await keepWrite(write({}));
    await lendToken(ADA, 'ada-token');
    await replayQueuedWrites();
    expect(calls[0]!.authorization).toBeNull();
  });
});
