/**
 * The numbers the policy and content pages quote, taken from the rules the shop runs on
 * (src/domain) with the figures an admin set (decision 0121: tax, shipping, currency rates), so
 * the words can never disagree with checkout. Amounts are left as slots and shown in the
 * shopper's display currency as the words render (src/components/ShopText.tsx).
 */
import { useCurrencyRates, usePricingRules } from '../../api/shop-config/use-shop-figures';
import { CURRENCIES, type CurrencyCode, type CurrencyRates, groupThousands } from '../../domain/money';
import { type PricingRules, taxRateLabel } from '../../domain/pricing';
import { moneySlot } from '../../components/ShopText';
import { SUPPORT_EMAIL_SLOT } from '../../components/SupportEmail';


/** The spec's 30-day return policy (checkout footer, docs/product/checkout.md#order-summary-and-footer-notes). */
export const RETURN_DAYS = 30;
/**
 * The newsletter's offer (docs/product/storefront.md#newsletter). The contract has it as NEWSLETTER_DISCOUNT_PERCENT, but
 * that module builds zod schemas, which these pages should not download; a test keeps the two equal.
 */
export const NEWSLETTER_PERCENT = 20;

export function shopFacts(rules: PricingRules, rates: CurrencyRates) {
  return {
    returnDays: RETURN_DAYS,
    /** Amounts are slots, shown in the display currency where the text renders (ShopText). */
    freeShippingFrom: moneySlot(rules.freeShippingThreshold),
    shippingFee: moneySlot(rules.shippingFee),
    taxPercent: taxRateLabel(rules),
    newsletterPercent: `${NEWSLETTER_PERCENT}%`,
    /** Where the configured support address goes (src/components/SupportEmail renders it). */
    email: SUPPORT_EMAIL_SLOT,
    /** The contact form's promise (the server's answer says the same). */
    replyWithin: 'two working days',
    /** "£1 is shown as about $1.27 (US Dollar)": the reference rates behind the approximate prices. */
    referenceRates: referenceRates(rates),
  };
}
export type ShopFacts = ReturnType<typeof shopFacts>;

/** The facts with the shop's current figures. */
export function useShopFacts(): ShopFacts {
  return shopFacts(usePricingRules(), useCurrencyRates());
}

function referenceRates(rates: CurrencyRates): string[] {
  return (['USD', 'EUR', 'NGN'] as CurrencyCode[]).map((code) => {
    const perPound = rates[code] / rates.GBP;
    // "1.10" -> "1.1", "2066" -> "2,066" (as toLocaleString('en-US') would, without loading Intl's data).
    const [whole = '', fraction] = String(Number(perPound >= 100 ? perPound.toFixed(0) : perPound.toFixed(2))).split('.');
    return `£1 is shown as about ${CURRENCIES[code].symbol}${groupThousands(whole)}${fraction ? `.${fraction}` : ''} (${CURRENCIES[code].name})`;
  });
}
