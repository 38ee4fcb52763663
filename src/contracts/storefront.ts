/** Contact form and newsletter sign-up (storefront). */
import { z } from 'zod';
import { emailField } from './auth';

export const contactBody = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: emailField,
  subject: z.string().trim().max(150, 'Subject must be at most 150 characters').optional().default(''),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactBody = z.input<typeof contactBody>;

export const newsletterBody = z.object({ email: emailField });

/** The newsletter's offer (spec: 20% off the first order). */
export const NEWSLETTER_DISCOUNT_PERCENT = 20;

/**
 * A sign-up's answer: the same whether or not the address was known (decision 0220); what happens
 * next arrives by email, so only the mailbox's owner learns it.
 */
export const newsletterAnswer = z.object({ email: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswer>;

export const NEWSLETTER_SIGNUP_MESSAGE = "Thank you! Check your inbox: we've sent you a link to confirm your subscription and get your code.";

export const newsletterConfirmBody = z.object({ token: z.string({ message: 'The confirmation link is missing its token' }).trim().min(1, 'The confirmation link is missing its token').max(200) });

/** A confirmed subscription, answered to the holder of the emailed link. */
export const newsletterConfirmation = z.object({
  email: z.string(),
  /** A single-use code for 20% off the first order, tied to this email. */
  discountCode: z.string(),
  percentOff: z.number().int(),
});
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmation>;
