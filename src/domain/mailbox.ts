/**
 * The mailbox an address delivers to, as one key: `Ada.Lovelace+shop@GoogleMail.com` and
 * `adalovelace@gmail.com` reach the same inbox. Used where a rule is "once per person" and a person
 * is known by their email (a first-order code, docs/decisions/0221-first-order-by-mailbox.md): the
 * key is lower case, drops a `+tag` (every common provider delivers `name+anything` to `name`), and
 * for Gmail drops the dots Gmail ignores and folds googlemail.com into gmail.com.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
