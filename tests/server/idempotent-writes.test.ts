/**
 * Writes a phone may replay (docs/decisions/0256-offline-writes.md): the contact form, the
 * newsletter sign-up, an address added or edited and account details, sent again with the same
 * Idempotency-Key, answer the first answer and change nothing; a key is the customer's own; a key
 * reused for another request is refused; a refusal leaves no record; old keys expire through the job.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, contactMessages, customers, emails, idempotentWrites, type newsletterSubscribers } from '../../server/db/schema';
import { forgetExpiredKeys, IDEMPOTENCY_RETENTION_DAYS, KEY_REUSED } from '../../server/modules/idempotency';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { bearer, freshIp, registerCustomer, TEST_ADDRESS } from './support/accounts';

const t = useTestApp();

type Method = 'POST' | 'PUT';
function send(method: Method, path: string, payload: object, key: string | null, token?: string, ip = freshIp()) {
  return t.app.inject({
    method,
    url: `/api/v1${path}`,
    payload,
    remoteAddress: ip,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...(token ? bearer(token) : {}) },
  });
}

const countRows = async (table: typeof contactMessages | typeof addresses | typeof emails | typeof newsletterSubscribers) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const MESSAGE = { name: 'Grace', email: 'grace@example.com', subject: 'On the train', message: 'Typed in a tunnel, sent when the signal came back.' };

describe('the contact form', () => {
  it('keeps a message once however often its key is sent, and answers the first answer again', async () => {
    const key = randomUUID();
    const messagesBefore = await countRows(contactMessages);
    const first = await send('POST', '/general/contact', MESSAGE, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replays = await Promise.all([1, 2, 3].map(() => send('POST', '/general/contact', MESSAGE, key)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.body).toBe(first.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    expect(await countRows(contactMessages)).toBe(messagesBefore + 1);
    await t.app.jobs.idle();
    const mails = await t.database.db.select().from(emails).where(eq(emails.subject, 'Contact form: On the train'));
    expect(mails).toHaveLength(1);
  });

  it('keeps two copies sent at the same moment once', async () => {
    const key = randomUUID();
    const before = await countRows(contactMessages);
    const twins = await Promise.all([send('POST', '/general/contact', MESSAGE, key), send('POST', '/general/contact', MESSAGE, key)]);
    expect(twins.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await countRows(contactMessages)).toBe(before + 1);
  });

  it('without a key, every send is a message of its own, as before', async () => {
    const before = await countRows(contactMessages);
    await send('POST', '/general/contact', MESSAGE, null);
    await send('POST', '/general/contact', MESSAGE, null);
    expect(await countRows(contactMessages)).toBe(before + 2);
  });

  it('refuses a key reused for a different message, and changes nothing', async () => {
    const key = randomUUID();
    expect((await send('POST', '/general/contact', MESSAGE, key)).statusCode).toBe(200);
    const before = await countRows(contactMessages);
    const other = await send('POST', '/general/contact', { ...MESSAGE, message: 'Something else entirely, said later.' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ success: false, message: KEY_REUSED, data: null });
    expect(await countRows(contactMessages)).toBe(before);
  });

  it('refuses a malformed key with a 400 naming the header, and keeps nothing', async () => {
    const before = await countRows(contactMessages);
    const res = await send('POST', '/general/contact', MESSAGE, 'bad key!');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    expectNoInternals(res.body);
    expect(await countRows(contactMessages)).toBe(before);
  });

  it('a refused write leaves no record: the replay is judged again, and refused again', async () => {
    const key = randomUUID();
    const bad = { ...MESSAGE, email: 'not-an-email' };
    const first = await send('POST', '/general/contact', bad, key);
    const again = await send('POST', '/general/contact', bad, key);
    expect([first.statusCode, again.statusCode]).toEqual([400, 400]);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const kept = await t.database.db.select().from(idempotentWrites).where(eq(idempotentWrites.key, key));
    expect(kept).toHaveLength(0);
  });
});

describe('the newsletter sign-up', () => {
  it('sends one confirmation for a sign-up replayed with its key', async () => {
    const key = randomUUID();
    const email = `train-${randomUUID().slice(0, 8)}@example.com`;
    const first = await send('POST', '/general/newsletter', { email }, key);
    const replay = await send('POST', '/general/newsletter', { email }, key);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.body).toBe(first.body);
    const confirmations = await t.database.db.select().from(emails).where(eq(emails.to, email));
    expect(confirmations).toHaveLength(1);
  });
});

describe("a customer's address book and details", () => {
  it('adds an address once for a replayed key, answering the same address and 201', async () => {
    const customer = await registerCustomer(t.app);
    const key = randomUUID();
    const first = await send('POST', '/user/addresses/add', TEST_ADDRESS, key, customer.token);
    const replay = await send('POST', '/user/addresses/add', TEST_ADDRESS, key, customer.token);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.json().data.address.id).toBe(first.json().data.address.id);
    const saved = await t.database.db.select().from(addresses).where(eq(addresses.customerId, customer.user.id));
    expect(saved).toHaveLength(1);
  });

  it('a replayed edit does not undo a later one', async () => {
    const customer = await registerCustomer(t.app);
    const added = await send('POST', '/user/addresses/add', TEST_ADDRESS, null, customer.token);
    const id = added.json().data.address.id as string;
    const offlineKey = randomUUID();
    const offlineEdit = await send('PUT', `/user/addresses/${id}`, { ...TEST_ADDRESS, city: 'Bath' }, offlineKey, customer.token);
    expect(offlineEdit.statusCode).toBe(200);
    // Later, on another device, the city changes again; then the phone replays its edit (the answer was lost).
    expect((await send('PUT', `/user/addresses/${id}`, { ...TEST_ADDRESS, city: 'York' }, randomUUID(), customer.token)).statusCode).toBe(200);
    const replay = await send('PUT', `/user/addresses/${id}`, { ...TEST_ADDRESS, city: 'Bath' }, offlineKey, customer.token);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.address.city).toBe('Bath');
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row!.city).toBe('York');
  });

  it("a key is the customer's own: another customer's same key is a write of their own", async () => {
    const ada = await registerCustomer(t.app);
    const bea = await registerCustomer(t.app);
    const key = randomUUID();
    const first = await send('POST', '/user/addresses/add', TEST_ADDRESS, key, ada.token);
    const second = await send('POST', '/user/addresses/add', TEST_ADDRESS, key, bea.token);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.address.id).not.toBe(first.json().data.address.id);
  });

  it('a replayed account-details change answers its first answer and writes nothing again', async () => {
    const customer = await registerCustomer(t.app);
    const key = randomUUID();
    const first = await send('PUT', '/user/account', { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 7700 900123' }, key, customer.token);
    expect(first.statusCode, first.body).toBe(200);
    const [{ updatedAt } = { updatedAt: null }] = await t.database.db.select({ updatedAt: customers.updatedAt }).from(customers).where(eq(customers.id, customer.user.id));
    const replay = await send('PUT', '/user/account', { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 7700 900123' }, key, customer.token);
    expect(replay.body).toBe(first.body);
    const [after] = await t.database.db.select({ updatedAt: customers.updatedAt }).from(customers).where(eq(customers.id, customer.user.id));
    expect(after!.updatedAt).toEqual(updatedAt);
  });

  it('an address edit refused (no such address) is refused again on replay and keeps no key', async () => {
    const customer = await registerCustomer(t.app);
    const key = randomUUID();
    const gone = randomUUID();
    const first = await send('PUT', `/user/addresses/${gone}`, TEST_ADDRESS, key, customer.token);
    const replay = await send('PUT', `/user/addresses/${gone}`, TEST_ADDRESS, key, customer.token);
    expect([first.statusCode, replay.statusCode]).toEqual([404, 404]);
    expectNoInternals(replay.body);
    expect(await t.database.db.select().from(idempotentWrites).where(eq(idempotentWrites.key, key))).toHaveLength(0);
  });
});

describe('expiry', () => {
  it(`forgets keys older than ${IDEMPOTENCY_RETENTION_DAYS} days through the job's batches, and keeps younger ones`, async () => {
    const oldKey = randomUUID();
    const youngKey = randomUUID();
    expect((await send('POST', '/general/contact', MESSAGE, oldKey)).statusCode).toBe(200);
    expect((await send('POST', '/general/contact', MESSAGE, youngKey)).statusCode).toBe(200);
    await t.database.db
      .update(idempotentWrites)
      .set({ createdAt: sql`now() - make_interval(days => ${IDEMPOTENCY_RETENTION_DAYS + 1})` })
      .where(eq(idempotentWrites.key, oldKey));
    expect(await forgetExpiredKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = (await t.database.db.select({ key: idempotentWrites.key }).from(idempotentWrites)).map((row) => row.key);
    expect(left).toContain(youngKey);
    expect(left).not.toContain(oldKey);
  });
});
