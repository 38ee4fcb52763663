/**
 * The numbers the policy and content pages quote, taken from the rules the shop runs on
 * (src/domain), so the words can never disagree with checkout.
 */
import { CURRENCIES, formatMoney, type CurrencyCode } from '../../domain/money';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, TAX_RATE_BASIS_POINTS } from '../../domain/pricing';
import { SUPPORT_EMAIL_SLOT } from '../../components/SupportEmail';

/** "£1,000" rather than "£1,000.00" in running text. */
const pounds = (pence: number) => formatMoney(pence).replace(/\.00$/, '');

/** The spec's 30-day return policy (checkout footer, section 2). */
export const RETURN_DAYS = 30;
/**
 * The newsletter's offer (spec section 1). The contract has it as NEWSLETTER_DISCOUNT_PERCENT, but
 * that module builds zod schemas, which these pages should not download; a test keeps the two equal.
 */
export const NEWSLETTER_PERCENT = 20;

export const FACTS = {
  returnDays: RETURN_DAYS,
  freeShippingFrom: pounds(FREE_SHIPPING_THRESHOLD),
  shippingFee: pounds(SHIPPING_FEE),
  taxPercent: `${TAX_RATE_BASIS_POINTS / 100}%`,
  newsletterPercent: `${NEWSLETTER_PERCENT}%`,
  /** Where the configured support address goes (src/components/SupportEmail renders it). */
  email: SUPPORT_EMAIL_SLOT,
  /** The contact form's promise (the server's answer says the same). */
  replyWithin: 'two working days',
} as const;

/** "1 GBP ≈ 1.27 USD": the fixed reference rates behind the approximate prices. */
export function referenceRates(): string[] {
  const base = CURRENCIES.GBP.rate;
  return (['USD', 'EUR', 'NGN'] as CurrencyCode[]).map((code) => {
    const perPound = CURRENCIES[code].rate / base;
    const shown = perPound >= 100 ? perPound.toFixed(0) : perPound.toFixed(2);
    return `£1 is shown as about ${CURRENCIES[code].symbol}${Number(shown).toLocaleString('en-US')} (${CURRENCIES[code].name})`;
  });
}
