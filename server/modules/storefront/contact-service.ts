import type { z } from 'zod';
import type { contactBody } from '../../../src/contracts/storefront';
import type { Store } from '../../db/unit-of-work';
import { contactMessages } from '../../db/schema';
import { renderEmail } from '../email';
import { queueEmail } from '../email';
import { recordNotification } from '../notifications';
import { readStoreSettings } from './shop-settings';

/** Stores a contact message, emails it to the shop and tells the team (a notification), in one transaction. */
export async function submitContactMessage(store: Store, message: z.output<typeof contactBody>): Promise<void> {
  await store.write(async (tx) => {
    await tx.insert(contactMessages).values(message);
    const store = await readStoreSettings(tx);
    const subject = message.subject ? `Contact form: ${message.subject}` : `Contact form message from ${message.name}`;
    const emailId = await queueEmail(tx, {
      to: store.supportEmail,
      subject,
      kind: 'contact',
      ...renderEmail({
        heading: subject,
        paragraphs: [`From: ${message.name} <${message.email}>`, ...message.message.split(/\n{2,}/)],
        footer: 'Sent from the contact form. Reply to the sender at the address above.',
      }),
    });
    // The team reads the message where the shop keeps it: its email in the outbox.
    await recordNotification(tx, {
      type: 'contact_message',
      title: `Message from ${message.name}`,
      body: `${message.subject ? `${message.subject}: ` : ''}${message.message.slice(0, 200)}`,
      link: `/admin/outbox/${emailId}`,
    });
  });
}
