/**
 * The contact form's effect: the message is kept, and emailed to the shop's support address in
 * the same transaction (the outbox sends it after commit), so a message is never lost or doubled.
 */
import type { z } from 'zod';
import type { contactBody } from '../../../src/contracts/storefront';
import type { Store } from '../../db/unit-of-work';
import { contactMessages } from '../../db/schema';
import { renderEmail } from '../email';
import { queueEmail } from '../email';

/** Stores a contact message and emails it to the shop's support address (SUPPORT_EMAIL). */
export async function submitContactMessage(store: Store, message: z.output<typeof contactBody>, supportEmail: string): Promise<void> {
  await store.write(async (tx) => {
    await tx.insert(contactMessages).values(message);
    const subject = message.subject ? `Contact form: ${message.subject}` : `Contact form message from ${message.name}`;
    await queueEmail(tx, {
      to: supportEmail,
      subject,
      kind: 'contact',
      ...renderEmail({
        heading: subject,
        paragraphs: [`From: ${message.name} <${message.email}>`, ...message.message.split(/\n{2,}/)],
        footer: 'Sent from the contact form. Reply to the sender at the address above.',
      }),
    });
  });
}
