/**
 * The shop's support address, declared once for the pages that print it (contact, privacy,
 * returns, terms) and the server's defaults (the store settings' support email, the sender of
 * emails), so a reader never meets two addresses for one shop. `.test` is the reserved demo
 * domain; a real shop sets its own address in the store settings.
 */
export const SUPPORT_EMAIL = 'hello@verdant.test';
