/**
 * Leaving and coming back: a browser that opens the List-Unsubscribe URL (GET) is sent to the shop's
 * confirm page and unsubscribes nobody; the one-click POST puts the address on the suppression
 * list; signing up for the newsletter again takes it off (in the sign-up's transaction), while an
 * address that did not sign up again stays left out of every audience.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSends, emails, emailUnsubscribes, newsletterSubscribers } from '../../server/db/schema';
import { CAMPAIGN_SENDER_JOB } from '../../server/modules/campaigns';
import { EMAIL_DELIVERY_JOB } from '../../server/modules/email';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { confirmationToken, confirmNewsletter, signUpForNewsletter } from './support/newsletter';
import { asReceived } from './support/mail';
import { postOneClick } from './support/one-click';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAdmin(t.app)).token;
});
afterAll(async () => {
  await t?.dispose();
});

/** A sign-up as a subscriber makes it: the form, then the emailed link (decision 0220). */
const signUp = async (email: string) => {
  expect((await signUpForNewsletter(t, email)).statusCode).toBe(200);
  return confirmNewsletter(t, await confirmationToken(t, email));
};

/** Sends a campaign to the audience now and answers its recipients' addresses. */
async function sendTo(audience: 'all' | 'newsletter'): Promise<string[]> {
  const headers = bearer(adminToken);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/campaigns',
    headers,
    payload: { name: `To ${audience}`, subject: `News for ${audience}`, preheader: '', body: 'Hello from **Verdant**.', audience },
  });
  expect(created.statusCode).toBe(201);
  const id: string = created.json().data.campaign.id;
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/campaigns/${id}/send`, headers })).statusCode).toBe(200);
  for (let round = 0; round < 4; round++) {
    t.app.jobs.kick(CAMPAIGN_SENDER_JOB);
    await t.app.jobs.idle();
    t.app.jobs.kick(EMAIL_DELIVERY_JOB);
    await t.app.jobs.idle();
  }
  const rows = await t.database.db.select({ email: campaignSends.email }).from(campaignSends).where(eq(campaignSends.campaignId, id));
  return rows.map((row) => row.email);
}

/** The token of the newest campaign email to the address, from its List-Unsubscribe header. */
async function unsubscribeUrlOf(address: string): Promise<URL> {
  const sent = await t.database.db.select().from(emails).where(and(eq(emails.to, address), eq(emails.kind, 'campaign')));
  const header = asReceived(t.config.dataDir, sent.at(-1)!).headers!['List-Unsubscribe']!;
  return new URL(/^<(.+)>$/.exec(header)![1]!);
}

const suppressed = async (address: string) =>
  (await t.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, address))).length === 1;

describe('GET on the List-Unsubscribe URL', () => {
  it('answers 303 to the confirm page with the same token, and unsubscribes nobody', async () => {
    const reader = await registerCustomer(t.app, { email: 'opens.in.browser@example.com' });
    expect(await sendTo('all')).toContain(reader.user.email);
    const url = await unsubscribeUrlOf(reader.user.email);
    const token = url.searchParams.get('token')!;

    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(opened.body).toBe('');
    // A link scanner's GET changes nothing: still on every audience.
    expect(await suppressed(reader.user.email)).toBe(false);
    // An unknown token is the page's to explain (it asks the server on the click); the GET only forwards it.
    const odd = await t.app.inject({ method: 'GET', url: '/api/v1/general/unsubscribe?token=a%26b%3Dc' });
    expect(odd.statusCode).toBe(303);
    expect(odd.headers.location).toBe('/unsubscribe?token=a%26b%3Dc');
  });

  it('refuses a missing, empty or overlong token with a clear 400', async () => {
    const refusals = {
      '': 'The unsubscribe link is missing its token',
      '?token=': 'The unsubscribe link is missing its token',
      [`?token=${'x'.repeat(201)}`]: 'The unsubscribe token must be at most 200 characters',
    };
    for (const [query, message] of Object.entries(refusals)) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/v1/general/unsubscribe${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().success).toBe(false);
      expect(answer.json().message).toContain(message);
      expect(answer.headers.location).toBeUndefined();
      expectNoInternals(answer.body);
    }
  });
});

describe('signing up again after unsubscribing', () => {
  it('puts a re-subscriber back in the audiences and keeps everyone else who left suppressed', async () => {
    const back = await registerCustomer(t.app, { email: 'comes.back@example.com' });
    const gone = await registerCustomer(t.app, { email: 'stays.gone@example.com' });
    // A newsletter reader with no account, who also comes back.
    expect((await signUp(back.user.email)).statusCode).toBe(200);
    expect((await signUp(gone.user.email)).statusCode).toBe(200);
    expect((await signUp('reader.returns@example.com')).statusCode).toBe(200);
    const first = await sendTo('newsletter');
    expect(first).toEqual(expect.arrayContaining([back.user.email, gone.user.email, 'reader.returns@example.com']));

    // All three use the one-click unsubscribe.
    for (const address of [back.user.email, gone.user.email, 'reader.returns@example.com']) {
      const answer = await postOneClick(t.app, (await unsubscribeUrlOf(address)).href);
      expect(answer.statusCode).toBe(200);
      expect(await suppressed(address)).toBe(true);
    }
    const whileAway = [...(await sendTo('newsletter')), ...(await sendTo('all'))];
    for (const address of [back.user.email, gone.user.email, 'reader.returns@example.com']) expect(whileAway).not.toContain(address);

    // Two of them sign up again (one in capitals, as people type) and follow the link: the same welcome code, and off the list.
    const before = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, back.user.email));
    const again = await signUp(back.user.email.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json().data.discountCode).toBeDefined();
    expect((await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, back.user.email)))[0]!.discountId).toBe(before[0]!.discountId);
    expect((await signUp('reader.returns@example.com')).statusCode).toBe(200);
    expect(await suppressed(back.user.email)).toBe(false);
    expect(await suppressed('reader.returns@example.com')).toBe(false);
    expect(await suppressed(gone.user.email)).toBe(true);

    const newsletter = await sendTo('newsletter');
    expect(newsletter).toContain(back.user.email);
    expect(newsletter).toContain('reader.returns@example.com');
    expect(newsletter).not.toContain(gone.user.email);
    const everyone = await sendTo('all');
    expect(everyone).toContain(back.user.email);
    expect(everyone).not.toContain(gone.user.email);
    const [subscription] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, gone.user.email));
    expect(subscription!.unsubscribedAt).not.toBeNull();
  });

  it('lifts the unsubscribe of a customer who left through an "all" campaign and then signs up for the first time', async () => {
    const customer = await registerCustomer(t.app, { email: 'first.signup@example.com' });
    expect(await sendTo('all')).toContain(customer.user.email);
    const url = await unsubscribeUrlOf(customer.user.email);
    // A POST with no body at all (the token is in the query) counts too.
    const left = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(left.statusCode).toBe(200);
    expect(await sendTo('newsletter')).not.toContain(customer.user.email);

    const signedUp = await signUp(customer.user.email);
    expect(signedUp.statusCode).toBe(200);
    expect(await suppressed(customer.user.email)).toBe(false);
    expect(await sendTo('newsletter')).toContain(customer.user.email);
  });
});
