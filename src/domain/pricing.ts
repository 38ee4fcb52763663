/**
 * The shop's pricing rules (docs/product/constants-and-texts.md#money-and-pricing-figures), shared by the server, which is the authority, and the
 * client, which previews with the same functions. All amounts are GBP pence.
 *
 * The figures (tax rate, shipping fee, free-shipping threshold) are shop settings an admin can
 * change (docs/decisions/0121): the server reads them from the database for every bag, the client
 * from GET /general/config. The constants below are the spec's defaults, used until a setting is
 * saved and while the client has not heard from the server yet.
 */
export const TAX_RATE_BASIS_POINTS = 850; // 8.5%
export const SHIPPING_FEE = 2000; // £20
export const FREE_SHIPPING_THRESHOLD = 100_000; // £1000
/**
 * The smallest total a card payment can take: Stripe refuses a GBP charge under £0.30, so a smaller
 * order could be placed (holding its stock) but never paid (decision 0213).
 */
export const MIN_ORDER_TOTAL = 30;

export interface PricingRules {
  /** Hundredths of a percent: 850 is 8.5%. */
  taxRateBasisPoints: number;
  shippingFee: number;
  freeShippingThreshold: number;
}

export const DEFAULT_PRICING_RULES: PricingRules = {
  taxRateBasisPoints: TAX_RATE_BASIS_POINTS,
  shippingFee: SHIPPING_FEE,
  freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
};

/** "8.5%": the tax rate as the shop quotes it. */
export const taxRateLabel = (rules: PricingRules) => `${rules.taxRateBasisPoints / 100}%`;

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'free_shipping'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface AppliedDiscountRule {
  type: DiscountType;
  /** percentage: whole percent; fixed_amount: pence; free_shipping: ignored. */
  value: number;
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export interface Pricing {
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
}

/** Rounds half away from zero: the one rounding rule for money. */
export function roundPence(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function lineTotal(line: PricedLine): number {
  return line.unitPrice * line.quantity;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function shippingFor(subtotal: number, rules: PricingRules = DEFAULT_PRICING_RULES): number {
  return subtotal >= rules.freeShippingThreshold ? 0 : rules.shippingFee;
}

export function taxFor(subtotal: number, rules: PricingRules = DEFAULT_PRICING_RULES): number {
  return roundPence((subtotal * rules.taxRateBasisPoints) / 10_000);
}

/**
 * What a discount takes off. Percentage and fixed amounts come off the subtotal (never below
 * zero); free shipping takes off the shipping fee.
 */
export function discountAmount(rule: AppliedDiscountRule, subtotal: number, shipping: number): number {
  switch (rule.type) {
    case 'percentage':
      return Math.min(subtotal, roundPence((subtotal * Math.min(Math.max(rule.value, 0), 100)) / 100));
    case 'fixed_amount':
      return Math.min(subtotal, Math.max(rule.value, 0));
    case 'free_shipping':
      return shipping;
  }
}

/**
 * Total = subtotal + tax + shipping - discount (docs/product/constants-and-texts.md#money-and-pricing-figures). Tax is charged on the subtotal
 * before the discount, as the spec states it; shipping is decided on the subtotal too.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  discount?: AppliedDiscountRule | null,
  rules: PricingRules = DEFAULT_PRICING_RULES,
): Pricing {
  const subtotal = subtotalOf(lines);
  const shipping = shippingFor(subtotal, rules);
  const tax = taxFor(subtotal, rules);
  const off = discount ? discountAmount(discount, subtotal, shipping) : 0;
  return { subtotal, shipping, tax, discount: off, total: subtotal + tax + shipping - off };
}
