/**
 * Helpers for the account e2e spec: fresh identities, the seeded demo logins, and reading the
 * shop's outbox (GET /api/v1/admin/emails, as the seeded demo admin) to follow emailed links.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/**
 * The path and query of the newest password-reset link emailed to `to` ("/reset-password?token=…").
 * Polls briefly: the email is queued in the same transaction as the reset, but the request that
 * queued it may still be finishing.
 */
export async function resetLinkFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  const token = await adminToken(request);
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/admin/emails', {
          params: { to, kind: 'password-reset', limit: 5 },
          headers: { Authorization: `Bearer ${token}` },
        });
        if (!response.ok()) return null;
        const { emails } = (await response.json()).data as { emails: { text: string; html: string | null }[] };
        const body = emails[0] ? `${emails[0].text}\n${emails[0].html ?? ''}` : '';
        const match = /https?:\/\/[^\s"'<>]+(\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(body);
        link = match?.[1] ?? null;
        return link;
      },
      { message: `a password-reset email to ${to} in the outbox`, timeout: 10_000 },
    )
    .not.toBeNull();
  return link!;
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
