/**
 * What an email is made of, before it is written as HTML and as text (layout.ts): the pieces
 * every customer email can carry. Amounts arrive already written ("£68.00"): the layout lays out,
 * it does not know money.
 */

/** One line of an order: its picture (an absolute URL, or none), name, size, quantity and price. */
export interface EmailLine {
  name: string;
  /** The size bought ("50 ml"), as the order kept it; '' for a product without a size's name. */
  size: string;
  quantity: number;
  /** The line's total, written out. */
  amount: string;
  imageUrl: string | null;
}

/** A row under the lines (Subtotal, Shipping, ...); `strong` is the total that was paid or refunded. */
export interface EmailTotal {
  label: string;
  amount: string;
  strong?: boolean;
}

/** An address with a title ("Shipping to"), one part to a line. */
export interface EmailAddressBlock {
  title: string;
  lines: string[];
}

/** An order as an email shows it: what is in it, what it cost, where it goes. */
export interface EmailOrder {
  title: string;
  lines: EmailLine[];
  totals: EmailTotal[];
  address?: EmailAddressBlock;
}

/** A line set apart from the paragraphs, with an optional link ("Track your parcel"). */
export interface EmailCallout {
  text: string;
  link?: { label: string; url: string };
}

export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** One line set apart after the paragraphs (a parcel's tracking), with a link of its own. */
  callout?: EmailCallout;
  /** An order's lines, totals and address, shown after the paragraphs. */
  order?: EmailOrder;
  /** A campaign's body: HTML that has been through the sanitiser, and the text shown instead of it. */
  body?: { sanitisedHtml: string; text: string };
  /** Hidden text mail apps show after the subject in the inbox. */
  preheader?: string;
  action?: { label: string; url: string };
  /** Said after the action (what to do if the email was not expected, ...). */
  closing?: string[];
  unsubscribeUrl?: string;
  footer?: string;
}
