/**
 * Helpers for the account e2e spec: fresh identities, the seeded demo logins, and following emailed
 * links from the mail drop (support/mail-drop.ts).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailedLink } from './mail-drop';
import { waitForPageReady } from './test';

/** server/config.ts DEMO_CUSTOMER / DEMO_ADMIN: seeded into every development database. */
export const DEMO_CUSTOMER = { email: 'ada@verdant.test', password: 'greenleaf-demo-2026', firstName: 'Ada' };
export const DEMO_ADMIN = { email: 'admin@verdant.test', password: 'verdant-admin-2026' };

/** A new address per run, so the spec never meets an account from an earlier run. */
export function uniqueEmail(label = 'shopper'): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@verdant.test`;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/admin/login', { data: DEMO_ADMIN });
  expect(response.ok(), `admin login: ${response.status()}`).toBe(true);
  return (await response.json()).data.token as string;
}

/** Signs in as the demo admin through the sign-in screen and waits to land on `next`. */
export async function signInAsAdmin(page: Page, next: string): Promise<void> {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await waitForPageReady(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${next}`);
}

/** The path and query of the newest password-reset link emailed to `to` ("/reset-password?token=…"). */
export function resetLinkFromMail(to: string): Promise<string> {
  return mailedLink(to, 'password-reset', /https?:\/\/[^\s"'<>]+(\/reset-password\?token=[A-Za-z0-9_%-]+)/);
}

/** Writes a session straight into storage, as an earlier visit would have left it. */
export async function storeSession(page: Page, token: string, user = { firstName: 'Ada', lastName: 'Greene', email: DEMO_CUSTOMER.email }) {
  await page.evaluate(
    ([value, who]) => {
      localStorage.setItem('customer-token', value);
      localStorage.setItem('auth', JSON.stringify({ state: { user: who, token: value, isAuthenticated: true }, version: 0 }));
    },
    [token, user] as const,
  );
}

/** An unsigned token shaped like ours whose exp passed a minute ago: the client must reject it. */
export function expiredJwt(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'x', aud: 'shop:customer', exp: Math.floor(Date.now() / 1000) - 60 })}.sig`;
}
