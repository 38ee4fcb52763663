/**
 * Email campaigns through the API and the sender job: records and their status rules, refusals
 * (CR/LF in headers, a past schedule), audiences, one email per recipient with a working RFC 8058
 * unsubscribe, resuming a half-sent campaign without a second copy, and sanitised previews.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, campaigns, campaignSends, customers, emails, emailUnsubscribes, newsletterSubscribers, orders } from '../../server/db/schema';
import { CAMPAIGN_SENDER_JOB } from '../../server/modules/campaigns';
import { EMAIL_DELIVERY_JOB } from '../../server/modules/email';
import { bearer, createAdmin, insertOrder, registerCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { postOneClick } from './support/one-click';
import { asReceived } from './support/mail';

let t: TestApp;
let adminToken: string;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.app);
  adminToken = admin.token;
  adminEmail = admin.email;
});
afterAll(async () => {
  await t?.dispose();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring rituals',
  subject: 'New: the rosehip serum',
  preheader: 'Ten percent off this week',
  body: '# Hello\n\nOur **rosehip** serum is back. [Shop now](https://verdant.test/shop)',
  audience: 'all',
  ...overrides,
});

async function createDraft(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await call('POST', '/admin/campaigns', draft(overrides));
  expect(created.statusCode).toBe(201);
  return created.json().data.campaign.id;
}

/** Runs the sender and the email delivery until neither has work left. */
async function runJobs(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    t.app.jobs.kick(CAMPAIGN_SENDER_JOB);
    await t.app.jobs.idle();
    t.app.jobs.kick(EMAIL_DELIVERY_JOB);
    await t.app.jobs.idle();
  }
}

/** Campaign emails to `address` as its inbox got them (the stored rows lose their links' tokens once sent). */
const campaignEmailsTo = async (address: string) =>
  (await t.database.db.select().from(emails).where(and(eq(emails.to, address), eq(emails.kind, 'campaign')))).map((email) => asReceived(t.config.dataDir, email));

describe('campaign records', () => {
  it('creates a draft, edits it, lists it with filters and paging, and deletes it', async () => {
    const id = await createDraft({ name: 'Autumn edit' });
    const one = (await call('GET', `/admin/campaigns/${id}`)).json().data.campaign;
    expect(one).toMatchObject({ name: 'Autumn edit', status: 'draft', preheader: 'Ten percent off this week', audience: 'all', scheduledAt: null });
    expect(one.figures).toEqual({ recipients: 0, delivered: 0, failed: 0, waiting: 0, unsubscribed: 0 });

    const edited = await call('PUT', `/admin/campaigns/${id}`, draft({ name: 'Autumn edit 2', audience: 'lapsed', inactiveDays: 90 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.campaign).toMatchObject({ name: 'Autumn edit 2', audience: 'lapsed', inactiveDays: 90 });

    const found = (await call('GET', '/admin/campaigns?search=autumn&status=draft&limit=1')).json().data;
    expect(found.pagination).toEqual({ page: 1, limit: 1, total: 1, totalPages: 1 });
    expect(found.campaigns[0].id).toBe(id);
    expect((await call('GET', '/admin/campaigns?status=sent&search=autumn')).json().data.pagination.total).toBe(0);
    expect((await call('GET', '/admin/campaigns?status=bogus')).statusCode).toBe(400);

    expect((await call('DELETE', `/admin/campaigns/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/admin/campaigns/${id}`)).statusCode).toBe(404);
  });

  it('refuses CR or LF in the subject, preheader and name with a clear 400, and stores nothing', async () => {
    const before = (await call('GET', '/admin/campaigns')).json().data.pagination.total;
    for (const [field, value] of [
      ['subject', 'Hello\r\nBcc: everyone@example.com'],
      ['preheader', 'line one\nline two'],
      ['name', 'a\rb'],
    ] as const) {
      const answer = await call('POST', '/admin/campaigns', draft({ [field]: value }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/single line: line breaks \(CR or LF\) are not allowed/);
      expectNoInternals(answer.body);
    }
    const lapsedWithoutDays = await call('POST', '/admin/campaigns', draft({ audience: 'lapsed' }));
    expect(lapsedWithoutDays.statusCode).toBe(400);
    expect(lapsedWithoutDays.json().message).toMatch(/inactiveDays is required/);
    expect((await call('GET', '/admin/campaigns')).json().data.pagination.total).toBe(before);
  });

  it('schedules only in the future, goes back to draft, and refuses what its status forbids', async () => {
    const id = await createDraft();
    const past = await call('POST', `/admin/campaigns/${id}/schedule`, { scheduledAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a time in the future');
    expect((await call('POST', `/admin/campaigns/${id}/schedule`, { scheduledAt: 'tomorrow' })).statusCode).toBe(400);

    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/admin/campaigns/${id}/schedule`, { scheduledAt: at });
    expect(scheduled.json().data.campaign).toMatchObject({ status: 'scheduled', scheduledAt: at });
    // Not due: the sender leaves it alone.
    await runJobs();
    expect((await call('GET', `/admin/campaigns/${id}`)).json().data.campaign.status).toBe('scheduled');
    // Editing a scheduled campaign keeps its time (decision 0132).
    const edited = await call('PUT', `/admin/campaigns/${id}`, draft({ subject: 'New: the rosehip serum, restocked' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.campaign).toMatchObject({ status: 'scheduled', scheduledAt: at, subject: 'New: the rosehip serum, restocked' });

    const back = await call('PUT', `/admin/campaigns/${id}/draft`);
    expect(back.json().data.campaign).toMatchObject({ status: 'draft', scheduledAt: null });
    const again = await call('PUT', `/admin/campaigns/${id}/draft`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This campaign is already a draft');
    expect((await call('POST', '/admin/campaigns/00000000-0000-4000-8000-000000000000/send')).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('records Send now in the audit trail as a send: draft to sending, with its recipients, then sent', async () => {
    await registerCustomer(t.app, { email: 'send-now.audit@example.com' });
    const id = await createDraft({ name: 'Send-now audit' });
    const scheduled = await call('POST', `/admin/campaigns/${id}/schedule`, { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(scheduled.statusCode).toBe(200);
    const sentNow = await call('POST', `/admin/campaigns/${id}/send`);
    expect(sentNow.statusCode).toBe(200);
    const answered = sentNow.json().data.campaign;
    expect(answered).toMatchObject({ status: 'sending', scheduledAt: null });
    expect(answered.recipientCount).toBeGreaterThan(0);

    const [entry] = await t.app.db.select().from(auditEntries).where(and(eq(auditEntries.recordId, id), eq(auditEntries.action, 'campaign.send')));
    expect(entry?.changes).toMatchObject({
      status: { before: 'scheduled', after: 'sending' },
      recipientCount: { before: 0, after: answered.recipientCount },
      scheduledAt: { after: null },
    });
    // Sending again is refused and records nothing more.
    const again = await call('POST', `/admin/campaigns/${id}/send`);
    expect(again.statusCode).toBe(409);
    // The sender, kicked by the commit, may already have finished it.
    expect(again.json().message).toMatch(/^This campaign is (sending|sent) and cannot be sent again$/);
    expect(await t.app.db.select().from(auditEntries).where(and(eq(auditEntries.recordId, id), eq(auditEntries.action, 'campaign.send')))).toHaveLength(1);

    await runJobs();
    const done = (await call('GET', `/admin/campaigns/${id}`)).json().data.campaign;
    expect(done.status).toBe('sent');
    expect(await t.app.db.select().from(campaignSends).where(eq(campaignSends.campaignId, id))).toHaveLength(answered.recipientCount);
  });

  it('sends one email per recipient of the audience, with a working one-click unsubscribe', async () => {
    const ada = await registerCustomer(t.app, { email: 'ada.campaign@example.com' });
    const bo = await registerCustomer(t.app, { email: 'bo.campaign@example.com' });
    const gone = await registerCustomer(t.app, { email: 'gone.campaign@example.com' });
    await t.database.db.update(customers).set({ status: 'archived' }).where(eq(customers.id, gone.user.id));
    await t.database.db.insert(newsletterSubscribers).values({ email: 'reader@example.com', confirmedAt: new Date() });
    // Signed up but never followed the confirmation link: mailed nothing (decision 0220).
    await t.database.db.insert(newsletterSubscribers).values({ email: 'unconfirmed@example.com' });
    await t.database.db.insert(emailUnsubscribes).values({ email: 'bo.campaign@example.com' });

    const id = await createDraft({ audience: 'all' });
    const newsletterId = await createDraft({ audience: 'newsletter', name: 'Letter' });
    const sent = await call('POST', `/admin/campaigns/${id}/send`);
    expect(sent.statusCode).toBe(200);
    expect((await call('POST', `/admin/campaigns/${newsletterId}/send`)).statusCode).toBe(200);
    await runJobs();

    const campaign = (await call('GET', `/admin/campaigns/${id}`)).json().data.campaign;
    expect(campaign.status).toBe('sent');
    expect(campaign.sentAt).not.toBeNull();
    const recipients = await t.database.db.select().from(campaignSends).where(eq(campaignSends.campaignId, id));
    const addresses = recipients.map((r) => r.email);
    expect(addresses).toContain(ada.user.email);
    expect(addresses).not.toContain(bo.user.email); // unsubscribed earlier
    expect(addresses).not.toContain(gone.user.email); // archived
    expect(addresses).not.toContain('reader@example.com'); // newsletter only, not a customer
    expect(campaign.recipientCount).toBe(recipients.length);
    expect(campaign.figures).toMatchObject({ recipients: recipients.length, delivered: recipients.length, failed: 0, waiting: 0 });
    expect((await call('GET', `/admin/campaigns/${newsletterId}`)).json().data.campaign.recipientCount).toBe(1);
    const letterTo = (await t.database.db.select().from(campaignSends).where(eq(campaignSends.campaignId, newsletterId))).map((r) => r.email);
    expect(letterTo).toEqual(['reader@example.com']);

    const [email, ...more] = await campaignEmailsTo(ada.user.email);
    expect(more.filter((e) => e.subject === email!.subject && e.id !== email!.id && e.text === email!.text)).toHaveLength(0);
    expect(email!.subject).toBe('New: the rosehip serum');
    expect(email!.html).toContain('<strong>rosehip</strong>');
    const oneClick = /^<(.+)>$/.exec(email!.headers!['List-Unsubscribe']!)![1]!;
    expect(email!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClick).toMatch(/\/api\/v1\/general\/unsubscribe\?token=/);
    const pageLink = /Unsubscribe: (\S+)/.exec(email!.text)![1]!;
    expect(pageLink).toMatch(/\/unsubscribe\?token=/);
    // The shop's copy of the HTML keeps the link without its token (decision 0217).
    expect(email!.html).toContain(`href="${pageLink.replace(/token=[^&]+/, 'token=removed')}"`);

    // A sent campaign cannot be sent, edited or deleted again.
    expect((await call('POST', `/admin/campaigns/${id}/send`)).statusCode).toBe(409);
    expect((await call('PUT', `/admin/campaigns/${id}`, draft())).statusCode).toBe(409);
    expect((await call('DELETE', `/admin/campaigns/${id}`)).statusCode).toBe(409);

    // RFC 8058: the mail app POSTs the header's URL with a form body.
    const unsubscribed = await postOneClick(t.app, oneClick);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().data).toEqual({ email: ada.user.email });
    // The page's JSON call with the same token answers the same.
    const token = new URL(pageLink).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/general/unsubscribe', payload: { token } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/general/unsubscribe', payload: { token: 'forged' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/general/unsubscribe', payload: {} })).statusCode).toBe(400);
    expect((await call('GET', `/admin/campaigns/${id}`)).json().data.campaign.figures.unsubscribed).toBe(1);

    // The next campaign leaves the unsubscribed customer out.
    const next = await createDraft({ name: 'Next' });
    await call('POST', `/admin/campaigns/${next}/send`);
    await runJobs();
    const nextRecipients = await t.database.db.select().from(campaignSends).where(eq(campaignSends.campaignId, next));
    expect(nextRecipients.map((r) => r.email)).not.toContain(ada.user.email);

    const stats = (await call('GET', '/admin/campaigns/stats')).json().data;
    expect(stats.sent).toBeGreaterThanOrEqual(3);
    expect(stats.recipients).toBe(stats.deliveries + stats.failures);
    expect(stats.unsubscribes).toBeGreaterThanOrEqual(2);
  });

  it('sends the lapsed audience only to customers with no paid order in the last N days', async () => {
    const recent = await registerCustomer(t.app, { email: 'recent.buyer@example.com' });
    const old = await registerCustomer(t.app, { email: 'old.buyer@example.com' });
    const longAgo = new Date(Date.now() - 200 * 86_400_000);
    const line = [{ productId: null, quantity: 1, unitPrice: 1500 }];
    await insertOrder(t.database.db, { customerId: recent.user.id, lines: line });
    await insertOrder(t.database.db, { customerId: old.user.id, status: 'delivered', lines: line, createdAt: longAgo });
    await t.database.db.update(orders).set({ paidAt: longAgo }).where(eq(orders.customerId, old.user.id));
    const id = await createDraft({ audience: 'lapsed', inactiveDays: 90, name: 'We miss you' });
    await call('POST', `/admin/campaigns/${id}/send`);
    await runJobs();
    const addresses = (await t.database.db.select().from(campaignSends).where(eq(campaignSends.campaignId, id))).map((r) => r.email);
    expect(addresses).toContain(old.user.email);
    expect(addresses).not.toContain(recent.user.email);
  });

  it('resumes a half-sent campaign without sending anyone a second copy', async () => {
    const names = ['r1', 'r2', 'r3', 'r4'];
    for (const name of names) await registerCustomer(t.app, { email: `${name}.resume@example.com` });
    const id = await createDraft({ name: 'Resume' });
    // The state a crash leaves: recipients written and two of them queued, then the process died.
    await t.database.db.update(campaigns).set({ status: 'sending' }).where(eq(campaigns.id, id));
    await t.database.db.execute(sql`insert into campaign_sends (campaign_id, email, customer_id)
      select ${id}::uuid, email, id from customers where email like '%.resume@example.com'`);
    for (const name of ['r1', 'r2']) {
      const [row] = await t.database.db.insert(emails).values({ to: `${name}.resume@example.com`, subject: 'New: the rosehip serum', text: 'before the crash', kind: 'campaign' }).returning();
      await t.database.db.update(campaignSends).set({ status: 'queued', emailId: row!.id }).where(and(eq(campaignSends.campaignId, id), eq(campaignSends.email, `${name}.resume@example.com`)));
    }
    await runJobs();
    for (const name of names) expect(await campaignEmailsTo(`${name}.resume@example.com`)).toHaveLength(1);
    expect((await call('GET', `/admin/campaigns/${id}`)).json().data.campaign.status).toBe('sent');
  });
});

describe('preview and test send', () => {
  it('renders markdown to sanitised HTML: no script, no event handler, no javascript: link', async () => {
    const body = '**Hi** <script>alert(1)</script> <img src="https://x.test/a.png" onerror="alert(2)"> [go](javascript:alert(3)) <a href="https://verdant.test">ok</a>';
    const answer = await call('POST', '/admin/campaigns/preview', { body });
    expect(answer.statusCode).toBe(200);
    const html: string = answer.json().data.html;
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).toContain('href="https://verdant.test"');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('emails a test to the signed-in admin only, with no unsubscribe link', async () => {
    const answer = await call('POST', '/admin/campaigns/test-send', { subject: 'Trying it', preheader: '', body: 'Hello *there*' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.email).toBe(adminEmail.toLowerCase());
    const [row] = await t.database.db.select().from(emails).where(eq(emails.kind, 'campaign-test'));
    expect(row).toMatchObject({ to: adminEmail.toLowerCase(), subject: '[Test] Trying it' });
    expect(row!.html).toContain('<em>there</em>');
    expect(row!.text).not.toContain('Unsubscribe');
    expect((await call('POST', '/admin/campaigns/test-send', { subject: 'a\nb', body: 'x' })).statusCode).toBe(400);
  });

  it('writes the text part from the cleaned content: no raw markdown, no raw HTML the author typed', async () => {
    const body = [
      '## Spring & rosehip',
      '',
      'Our **serum** is <b onclick="steal()">back</b> <script>alert(1)</script><style>p{}</style>',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '2. second',
      '',
      '[Shop the serum](https://verdant.test/shop) <a href="javascript:alert(3)">bad</a> <img src="https://x.test/a.png" alt="A jar" onerror="x()">',
      '',
      '> Kind to skin',
    ].join('\n');
    expect((await call('POST', '/admin/campaigns/test-send', { subject: 'Text part', preheader: '', body })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(emails).where(eq(emails.subject, '[Test] Text part'));
    const text = row!.text;
    expect(text).toContain('Spring & rosehip\n\nOur serum is back\n\n- one\n- two\n\n1. first\n2. second\n\nShop the serum (https://verdant.test/shop) bad [A jar]\n\n> Kind to skin');
    expect(text).not.toMatch(/<|>\s*$|\*\*|##|\]\(|script|alert|onclick|onerror|javascript|p\{\}/m);
  });
});
