/**
 * The contact form: the message is kept, emailed to the shop's contact address (the admin's
 * setting, which starts as the deployment's SUPPORT_EMAIL) and announced to the team as a
 * notification, all in one transaction (the caller's: a replayable write's key commits with it).
 */
import type { z } from 'zod';
import type { contactBody } from '#contracts/storefront';
import type { Store } from '../../db/unit-of-work';
import { contactMessages } from '../../db/schema';
import { renderEmail } from '../email';
import { queueEmail } from '../email';
import { recordNotification } from '../notifications';
import { readSettings } from '../settings';

/** `supportEmail` is the deployment's address, used while no admin has set another. */
export async function submitContactMessage(store: Store, message: z.output<typeof contactBody>, supportEmail: string): Promise<void> {
  await store.write(async (tx) => {
    await tx.insert(contactMessages).values(message);
    const { contactEmail } = await readSettings(tx, { contactEmail: supportEmail });
    const subject = message.subject ? `Contact form: ${message.subject}` : `Contact form message from ${message.name}`;
    const emailId = await queueEmail(tx, {
      to: contactEmail,
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
