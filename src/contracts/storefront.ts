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

export const newsletterAnswer = z.object({
  email: z.string(),
  /** A single-use code for 20% off the first order, tied to this email. */
  discountCode: z.string(),
  percentOff: z.number().int(),
  alreadySubscribed: z.boolean(),
});
export type NewsletterAnswer = z.infer<typeof newsletterAnswer>;
