/**
 * The campaign walk-through: an admin writes a campaign in the editor (live preview), schedules it
 * a minute ahead on its page, and the sender sends it once when the minute comes (the server polls
 * every 2 s in this run, playwright.config.ts; the scheduling rule is the real one). The campaign
 * shows sent with its recipients counted; the email is in the outbox once per customer with its
 * unsubscribe link; opening it through the List-Unsubscribe URL (as a mail app without one-click
 * does) lands on the page that asks, and confirming unsubscribes the customer. A draft is edited
 * from its page, and the new subject shows there.
 */
import { expect, test } from './support/test';
import { adminToken, DEMO_CUSTOMER, signInAsAdmin } from './support/accounts';
import { mailedLink } from './support/mail-drop';

/** "2026-11-23T14:05" for a datetime-local input: `ms` from now, rounded up to the next whole minute. */
function localMinute(ms: number): string {
  const date = new Date(Date.now() + ms);
  if (date.getSeconds() > 0 || date.getMilliseconds() > 0) date.setMinutes(date.getMinutes() + 1, 0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

test('a campaign scheduled a minute ahead is sent once, counted, and its unsubscribe link works', async ({ page, request }) => {
  test.setTimeout(240_000);
  const subject = `Rosehip is back ${Date.now().toString(36)}`;

  await signInAsAdmin(page, '/admin/dashboard');
  await page.goto('/admin/marketing/email-campaigns/create');
  await page.getByLabel('Campaign name').fill('Spring serum');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Preheader').fill('This week only');
  await page.getByLabel('Body').fill('Hello from **Verdant**. <script>alert(1)</script>');
  // The live preview is the server's sanitised HTML: bold kept, the script gone.
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.locator('strong')).toHaveText('Verdant');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/email-campaigns\/[0-9a-f-]{36}$/);
  const campaignId = /([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const badge = page.locator('header [data-colour]');
  await expect(badge).toHaveText(/draft/);

  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Schedule this campaign' });
  await dialog.getByLabel('Send at (your local time)').fill(localMinute(60_000));
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(badge).toHaveText(/scheduled/);
  await expect(badge).toHaveAttribute('data-colour', 'yellow');

  // The page refreshes itself while the campaign is scheduled or sending.
  await expect(badge).toHaveText(/sent/, { timeout: 180_000 });
  await expect(badge).toHaveAttribute('data-colour', 'green');
  const recipients = page.getByRole('region', { name: 'Figures' }).locator('dd').first();
  await expect(recipients).not.toHaveText('0');
  const recipientCount = Number((await recipients.innerText()).replace(/,/g, ''));

  // In the outbox: exactly one copy to the demo customer, and one per recipient overall.
  const token = await adminToken(request);
  const outbox = await request.get('/api/v1/admin/emails', { params: { kind: 'campaign', limit: 100 }, headers: { Authorization: `Bearer ${token}` } });
  const emails = ((await outbox.json()).data.emails as { to: string; subject: string; text: string }[]).filter((e) => e.subject === subject);
  expect(emails).toHaveLength(recipientCount);
  const toAda = emails.filter((e) => e.to === DEMO_CUSTOMER.email);
  expect(toAda).toHaveLength(1);
  // The outbox's copy carries no working link; Ada's own copy, in the mail drop, does.
  expect(toAda[0]!.text).toContain('/unsubscribe?token=removed');
  const link = await mailedLink(DEMO_CUSTOMER.email, 'campaign', /Unsubscribe: https?:\/\/[^\s/]+(\/unsubscribe\?token=[A-Za-z0-9_%-]+)/, subject);

  // A mail app without one-click opens the List-Unsubscribe URL (the API, same token) in a browser:
  // it lands on the page, which asks first. The customer confirms and is unsubscribed.
  await page.goto(`/api/v1/general${link!}`);
  await expect(page).toHaveURL(new RegExp(`${link!.replace('?', '\\?')}$`));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`${DEMO_CUSTOMER.email} will receive no more marketing emails from Verdant`);

  const campaign = await request.get(`/api/v1/admin/campaigns/${campaignId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await campaign.json()).data.campaign.figures).toMatchObject({ recipients: recipientCount, unsubscribed: 1 });
});

test('a draft is edited from its page: the editor holds its content, and the new subject shows on the page', async ({ page, request }) => {
  const token = await adminToken(request);
  const created = await request.post('/api/v1/admin/campaigns', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Winter balm', subject: 'Balm for cold hands', preheader: '', body: 'Our **winter balm** is here.', audience: 'newsletter' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.campaign.id as string;

  await signInAsAdmin(page, '/admin/dashboard');
  await page.goto(`/admin/marketing/email-campaigns/${id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/marketing/email-campaigns/${id}/edit$`));
  await expect(page.getByLabel('Subject')).toHaveValue('Balm for cold hands');
  await expect(page.getByLabel('Audience')).toHaveValue('newsletter');
  await expect(page.frameLocator('iframe[title="Email preview"]').locator('strong')).toHaveText('winter balm');

  await page.getByLabel('Subject').fill('Balm for cold hands, back in stock');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/marketing/email-campaigns/${id}$`));
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Balm for cold hands, back in stock');
  await expect(page.locator('header [data-colour]')).toHaveText(/draft/);
});
