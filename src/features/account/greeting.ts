/**
 * The overview's greeting: an account made in the last day is greeted as new ("Welcome, Ada"), an
 * older one as returning ("Welcome back, Ada"); docs/decisions/0154. The account's age comes with
 * the session (sign-up and sign-in answer `createdAt`), so the right words show on the first
 * render; the dashboard's `memberSince` stands in for a session saved before that was kept.
 */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function isNewAccount(createdAt: string | undefined, now: number = Date.now()): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_MS;
}

export function greetingFor(firstName: string | undefined, createdAt: string | undefined, now: number = Date.now()): string {
  const words = isNewAccount(createdAt, now) ? 'Welcome' : 'Welcome back';
  const name = firstName?.trim();
  return name ? `${words}, ${name}` : words;
}
