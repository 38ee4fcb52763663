/**
 * Writes made offline (docs/product/offline-writes.md), in Chromium with the real service worker:
 * a contact message, an address edit and new account details made with no connection are kept on the device, the page
 * says so, and they reach the shop exactly once when the connection returns: with the page open,
 * and after the page was closed and opened again while still offline. A kept edit the server
 * refuses on replay (its address was deleted meanwhile) is shown the next time the app opens,
 * naming what was not sent and why, until dismissed. With the shop's tab closed, the service worker
 * sends what was kept when the browser wakes it for Background Sync: the sync event is fired through
 * the DevTools protocol (ServiceWorker.dispatchSyncEvent), as Chromium fires it once it has a
 * connection, while the only page of the shop's origin is /robots.txt, which runs none of the app.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminToken } from './support/accounts';
import { newCustomerWithAddress, type NewCustomer, signIn } from './support/checkout';
import { QUEUED_WRITES_SYNC_TAG } from '../src/lib/offline-writes/queued-write';
import { goOffline } from './support/offline';
import { shoot } from './support/shots';
import { blockLocationServices, LONDON_SHOPPER } from './support/storefront';

test.use(LONDON_SHOPPER);
test.describe.configure({ timeout: 120_000 });

const SAVED = "Saved: we'll send it when you're back online";

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Contact messages the shop emailed its team with this subject (the outbox, read as the demo admin). */
async function contactEmails(request: APIRequestContext, subject: string): Promise<number> {
  const response = await request.get('/api/v1/admin/emails', { params: { kind: 'contact', limit: 100 }, headers: bearer(await adminToken(request)) });
  expect(response.ok()).toBe(true);
  const { emails } = (await response.json()).data as { emails: { subject: string }[] };
  return emails.filter((email) => email.subject === `Contact form: ${subject}`).length;
}

async function addressesOf(request: APIRequestContext, customer: NewCustomer): Promise<{ id: string; city: string }[]> {
  const response = await request.get('/api/v1/user/addresses', { headers: bearer(customer.token) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.addresses as { id: string; city: string }[];
}

async function lastNameOf(request: APIRequestContext, customer: NewCustomer): Promise<string> {
  const response = await request.get('/api/v1/user/account', { headers: bearer(customer.token) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.user.lastName as string;
}

/** The writes still kept on the device. */
const keptWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('verdant-queued-writes');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) return resolve(0);
          const count = db.transaction('writes').objectStore('writes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

/** Whether the shop holds a newsletter sign-up for this address (confirmed or not), read as the demo admin. */
async function signedUpForTheNewsletter(request: APIRequestContext, email: string): Promise<boolean> {
  const response = await request.get('/api/v1/admin/newsletter/subscribers', { params: { search: email }, headers: bearer(await adminToken(request)) });
  expect(response.ok(), await response.text()).toBe(true);
  const { subscribers } = (await response.json()).data as { subscribers: { email: string }[] };
  return subscribers.some((subscriber) => subscriber.email === email);
}

/** The id of the service worker registration that controls the origin's root scope, read through the DevTools protocol. */
async function workerRegistration(page: Page) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  const live = () => registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
  await expect.poll(() => live()?.registrationId).toBeTruthy();
  return { cdp, origin, registrationId: live()!.registrationId };
}

async function writeToTheShop(page: Page, subject: string) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel(/^Subject/).fill(subject);
  await form.getByLabel('Message').fill('Typed on a train between two tunnels; please send me your sample list.');
  await form.getByRole('button', { name: 'Send message' }).click();
}

/** A new customer with one address, signed in on the address book, then offline. */
async function offlineOnTheAddressBook(page: Page, context: BrowserContext, request: APIRequestContext, label: string): Promise<NewCustomer> {
  const customer = await newCustomerWithAddress(request, label);
  await page.goto('/');
  await signIn(page, customer);
  await page.goto('/addressess');
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeVisible();
  await goOffline(context, page);
  return customer;
}

async function editCity(page: Page, city: string) {
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('City').fill(city);
  await page.getByRole('button', { name: 'Save changes' }).click();
}

test('a contact message and an address edit made offline arrive once when the connection returns', async ({ page, context, request }) => {
  const subject = `Samples ${randomUUID().slice(0, 8)}`;
  const city = `Bath ${randomUUID().slice(0, 6)}`;
  const customer = await offlineOnTheAddressBook(page, context, request, 'offline-writes');

  await editCity(page, city);
  await expect(page.getByText(SAVED)).toBeVisible();
  await shoot(page, 'offline-address-saved', { fullPage: false });

  await writeToTheShop(page, subject);
  await expect(page.getByRole('heading', { name: 'Message saved' })).toBeVisible();
  await expect(page.getByText(SAVED)).toBeVisible();
  await shoot(page, 'offline-contact-saved', { fullPage: false });

  expect(await keptWrites(page)).toBe(2);
  expect(await contactEmails(request, subject)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => keptWrites(page), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => contactEmails(request, subject)).toBe(1);
  const [address] = await addressesOf(request, customer);
  expect(address!.city).toBe(city);

  // Another visit sends nothing again: still one message, one address.
  await page.reload();
  await page.waitForTimeout(1000);
  expect(await contactEmails(request, subject)).toBe(1);
  expect(await addressesOf(request, customer)).toHaveLength(1);
});

test('new account details saved on a page opened before the connection dropped arrive when it returns', async ({ page, context, request }) => {
  const customer = await newCustomerWithAddress(request, 'offline-details');
  await page.goto('/');
  await signIn(page, customer);
  await page.goto('/account-details');
  const details = page.getByRole('form', { name: 'Personal details' });
  await expect(details.getByLabel('Last name')).toHaveValue(/\S/);
  await goOffline(context, page);

  await details.getByLabel('Last name').fill('Offline-Fernleaf');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText(SAVED)).toBeVisible();
  await shoot(page, 'offline-details-saved', { fullPage: false });
  expect(await keptWrites(page)).toBe(1);
  expect(await lastNameOf(request, customer)).not.toBe('Offline-Fernleaf');

  await context.setOffline(false);
  await expect.poll(() => keptWrites(page), { timeout: 30_000 }).toBe(0);
  expect(await lastNameOf(request, customer)).toBe('Offline-Fernleaf');
});

test('writes kept offline survive closing the page and arrive once after it opens again, still offline, and the connection returns', async ({
  page,
  context,
  request,
}) => {
  const subject = `Reopened ${randomUUID().slice(0, 8)}`;
  const city = `Wells ${randomUUID().slice(0, 6)}`;
  const customer = await offlineOnTheAddressBook(page, context, request, 'offline-reopen');
  await editCity(page, city);
  await expect(page.getByText(SAVED)).toBeVisible();
  await writeToTheShop(page, subject);
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(reopened.getByTestId('offline-banner')).toBeVisible();
  expect(await keptWrites(reopened)).toBe(2);
  expect(await contactEmails(request, subject)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => keptWrites(reopened), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => contactEmails(request, subject)).toBe(1);
  const [address] = await addressesOf(request, customer);
  expect(address!.city).toBe(city);

  // The address changes again elsewhere; the phone opening the app again must not put its old edit back.
  const elsewhere = await request.put(`/api/v1/user/addresses/${address!.id}`, {
    headers: bearer(customer.token),
    data: { firstName: 'Iris', lastName: 'Fernleaf', email: customer.email, phone: '+44 7700 900321', address1: '8 Willow Walk', city: 'Frome', postalCode: 'BS1 4DJ', country: 'GB' },
  });
  expect(elsewhere.ok()).toBe(true);
  await reopened.reload();
  await reopened.waitForTimeout(1000);
  expect((await addressesOf(request, customer)).map((saved) => saved.city)).toEqual(['Frome']);
  expect(await contactEmails(request, subject)).toBe(1);
});

test('an edit the shop refuses on replay is shown the next time the app opens, until dismissed', async ({ page, context, request }) => {
  const customer = await offlineOnTheAddressBook(page, context, request, 'offline-refused');
  // Meanwhile the address is deleted from another device. It goes before the edit is kept, so the
  // edit is refused whenever it reaches the shop: a loaded run once saw the browser's own wake-up
  // of the worker send it while the page was still emulated offline, before a later delete.
  const [address] = await addressesOf(request, customer);
  expect((await request.delete(`/api/v1/user/addresses/${address!.id}`, { headers: bearer(customer.token) })).ok()).toBe(true);
  await editCity(page, 'Glastonbury');
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto('/');
  const notice = reopened.getByRole('region', { name: 'Not sent' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('Not sent: your change to the address 8 Willow Walk, Glastonbury.');
  await expect(notice).toContainText(/address/i);
  await shoot(reopened, 'offline-refused-notice', { fullPage: false });
  expect(await addressesOf(request, customer)).toHaveLength(0);

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await reopened.reload();
  await reopened.waitForTimeout(1000);
  await expect(reopened.getByRole('region', { name: 'Not sent' })).toBeHidden();
  expect(await keptWrites(reopened)).toBe(0);
});

test('with the tab closed, the service worker sends a kept contact message and newsletter sign-up when the browser wakes it for Background Sync', async ({
  page,
  context,
  request,
}) => {
  const subject = `Synced ${randomUUID().slice(0, 8)}`;
  const email = `synced-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/');
  await goOffline(context, page);

  await writeToTheShop(page, subject);
  await expect(page.getByText(SAVED)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByTestId('newsletter-done')).toContainText(SAVED);
  expect(await keptWrites(page)).toBe(2);

  // The app's tab goes; the connection comes back with no page of the app to send at its start.
  await page.close();
  await context.setOffline(false);
  const bare = await context.newPage();
  await bare.goto('/robots.txt');

  // The browser may wake the worker for the same sync by itself as the connection returns (a
  // loaded machine's CI run saw it do so before the event below): either way no page of the app
  // is open, so whatever is sent, the worker sent, and it must arrive exactly once.
  const { cdp, origin, registrationId } = await workerRegistration(bare);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: QUEUED_WRITES_SYNC_TAG, lastChance: false });

  await expect.poll(() => keptWrites(bare), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => contactEmails(request, subject)).toBe(1);
  expect(await signedUpForTheNewsletter(request, email)).toBe(true);

  // A second wake-up finds nothing to send.
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: QUEUED_WRITES_SYNC_TAG, lastChance: false });
  await bare.waitForTimeout(1000);
  expect(await contactEmails(request, subject)).toBe(1);
});
