import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../../../src/domain/mailbox';

describe('mailboxKey (docs/decisions/0221-first-order-by-mailbox.md)', () => {
  it('gives every spelling of one inbox the same key', () => {
    for (const email of ['Ada.Lovelace+shop@GoogleMail.com', 'adalovelace@gmail.com', ' ADA.lovelace+2@gmail.com ', 'a.d.a.lovelace@googlemail.com'])
      expect(mailboxKey(email), email).toBe('adalovelace@gmail.com');
    expect(mailboxKey('Ada+news@Example.com')).toBe('ada@example.com');
  });

  it('keeps what other providers treat as part of the address', () => {
    expect(mailboxKey('ada.lovelace@example.com')).toBe('ada.lovelace@example.com');
    expect(mailboxKey('ada.lovelace@example.com')).not.toBe(mailboxKey('adalovelace@example.com'));
    // A leading plus is the whole local part, not a tag.
    expect(mailboxKey('+ada@example.com')).toBe('+ada@example.com');
  });
});
