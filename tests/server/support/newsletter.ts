/**
 * The newsletter's double opt-in, as a subscriber goes through it: sign up, then follow the link the
 * confirmation email carries (read from the emails table, where a test's queued email waits).
 */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emails } from '../../../server/db/schema';
import type { TestApp } from './app';
import { asReceived } from './mail';

let address = 0;
/** The sign-up form is limited to 5 a minute per address; each call comes from its own. */
const nextAddress = () => `10.0.77.${(address = (address % 250) + 1)}`;

export function signUpForNewsletter(t: TestApp, email: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/general/newsletter', payload: { email }, remoteAddress: nextAddress() });
}

/** The token of the newest confirmation link emailed to `email`. */
export async function confirmationToken(t: TestApp, email: string): Promise<string> {
  const [sent] = await t.database.db
    .select({ id: emails.id, text: emails.text })
    .from(emails)
    .where(and(eq(emails.to, email.toLowerCase()), eq(emails.kind, 'newsletter-confirm')))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(sent ? asReceived(t.config.dataDir, sent).text : '')?.[1];
  expect(token, `a confirmation email to ${email}`).toBeDefined();
  return token!;
}

export function confirmNewsletter(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/general/newsletter/confirm', payload: { token }, remoteAddress: nextAddress() });
}

/** Signs `email` up and confirms it; answers its welcome code. */
export async function subscribeConfirmed(t: TestApp, email: string): Promise<string> {
  expect((await signUpForNewsletter(t, email)).statusCode).toBe(200);
  const confirmed = await confirmNewsletter(t, await confirmationToken(t, email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().data.discountCode as string;
}
