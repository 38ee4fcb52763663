/** The newsletter's three emails: the confirmation link, the reminder to someone already subscribed, and the welcome with its code. */
import { templated, type TemplatedEmail } from './templated';

export function newsletterConfirmEmail(percentOff: number, confirmLink: string): TemplatedEmail {
  return templated('newsletter-confirm', 'Confirm your Verdant newsletter subscription', {
    heading: 'One click to confirm',
    paragraphs: [
      `Confirm that you want the Verdant newsletter, and we'll give you ${percentOff}% off your first order.`,
      "If you didn't sign up, ignore this email: nothing is sent to this address unless the link is followed.",
    ],
    action: { label: 'Confirm my subscription', url: confirmLink },
  });
}

export function newsletterReminderEmail(percentOff: number, code: string): TemplatedEmail {
  return templated('newsletter-reminder', "You're already on the Verdant newsletter", {
    heading: "You're already subscribed",
    paragraphs: [
      'Someone (we hope you) asked to sign this address up for the Verdant newsletter again. You are already on it.',
      `Your code for ${percentOff}% off your first order is ${code}.`,
    ],
  });
}

export function newsletterWelcomeEmail(percentOff: number, code: string): TemplatedEmail {
  return templated('newsletter-welcome', `Welcome to Verdant: ${percentOff}% off your first order`, {
    heading: 'Welcome to the Verdant newsletter',
    paragraphs: [
      `Thank you for confirming. Here is ${percentOff}% off your first order: use the code ${code} at checkout.`,
      'The code is yours alone and works once, on your first order.',
    ],
  });
}
