/**
 * What every email template answers: its kind, subject and both bodies, ready to queue with an
 * address (`queueEmail(tx, { to, ...template })`). One shape, so a sender never spells a subject
 * or a body of its own and every email's words have one home: this folder.
 */
import { type EmailContent, type EmailOrder, type EmailTotal, renderEmail } from '../layout';

export interface TemplatedEmail {
  /** What it is about ('password-reset', 'order-shipped', ...): the outbox's `kind`. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** The email in the shared layout (layout.ts), under its kind and subject. */
export function templated(kind: string, subject: string, content: EmailContent): TemplatedEmail {
  return { kind, subject, ...renderEmail(content) };
}

/** Where the account emails point and whom they tell the customer to write to. */
export interface ShopPlaces {
  publicUrl: string;
  supportEmail: string;
}

/** The customer an account email is about: their address and how they are greeted. */
export interface AccountHolder {
  email: string;
  firstName: string;
}

/** How an order email asks for the order's summary block: the order's module builds it, the template titles it. */
export interface OrderSummaryOptions {
  /** Rows after the order's own totals (a refund). */
  extraTotals?: EmailTotal[];
  /** The address block's title; null leaves the address out. */
  addressTitle?: string | null;
}

/** The facts every order email starts from. */
export interface OrderNews {
  number: number;
  /** Who the parcel is for, as the shipping address names them. */
  firstName: string;
  /** The order's page in the shop. */
  orderUrl: string;
  /** The order's lines, totals and address (orders/order-email.ts emailOrderOf). */
  summary(options: OrderSummaryOptions): EmailOrder;
}
