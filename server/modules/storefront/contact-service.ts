import type { z } from 'zod';
import type { contactBody } from '../../../src/contracts/storefront';
import type { Store } from '../../db/unit-of-work';
import { contactMessages } from '../../db/schema';
import { renderEmail } from '../email';
import { queueEmail } from '../email';
import { readStoreSettings } from './shop-settings';

/** Stores a contact message and emails it to the shop, replying to the sender. */
export async function submitContactMessage(store: Store, message: z.output<typeof contactBody>): Promise<void> {
  await store.write(async (tx) => {
    await tx.insert(contactMessages).values(message);
    const store = await readStoreSettings(tx);
    const subject = message.subject ? `Contact form: ${message.subject}` : `Contact form message from ${message.name}`;
    await queueEmail(tx, {
      to: store.supportEmail,
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
