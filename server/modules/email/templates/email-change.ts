/**
 * The two emails of a customer's email change (docs/decisions/0030-email-change.md): the
 * confirmation link to the new address, and the notice with an undo link to the old one.
 */
import { templated, type TemplatedEmail } from './templated';

export interface EmailChangeNews {
  firstName: string;
  oldEmail: string;
  newEmail: string;
}

export function emailChangeConfirmEmail(change: EmailChangeNews, confirmLink: string): TemplatedEmail {
  return templated('email-change-confirm', 'Confirm your new Verdant email', {
    heading: 'Confirm your new email',
    paragraphs: [
      `Hello ${change.firstName}, you asked to use this address for your Verdant account instead of ${change.oldEmail}.`,
      'Your email changes only once you confirm it. The link works once, for 24 hours. If you did not ask for this, ignore this email.',
    ],
    action: { label: 'Confirm my new email', url: confirmLink },
  });
}

export function emailChangeNoticeEmail(change: EmailChangeNews, undoLink: string): TemplatedEmail {
  return templated('email-change-notice', 'Your Verdant email is being changed', {
    heading: 'Your email is being changed',
    paragraphs: [
      `Hello ${change.firstName}, someone signed in to your Verdant account asked to change its email to ${change.newEmail}.`,
      'If that was you, there is nothing to do here. If it was not, use the link below within 7 days: it stops the change (or reverses it if it has already been confirmed) and signs every device out. Then choose a new password.',
    ],
    action: { label: 'This was not me: undo the change', url: undoLink },
  });
}
