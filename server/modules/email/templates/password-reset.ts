/** The single-use password reset link, for a customer or an admin (the link says which page it opens). */
import { templated, type TemplatedEmail } from './templated';

export function passwordResetEmail(link: string): TemplatedEmail {
  return templated('password-reset', 'Reset your Verdant password', {
    heading: 'Reset your password',
    preheader: 'A link to choose a new password: it works once, for one hour.',
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your Verdant account.',
      'The link below works once and for one hour.',
    ],
    action: { label: 'Choose a new password', url: link },
    closing: ['If you did not ask, ignore this email: your password stays as it is.'],
  });
}
