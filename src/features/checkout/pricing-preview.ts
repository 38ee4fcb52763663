/**
 * The summary's figures before the server has priced the order: the bag through the same rules
 * the server applies (src/domain/pricing), with the code the server accepted. Once the order
 * exists its own pricing is shown instead: the server is the authority.
 */
import type { AppliedDiscount } from '../../contracts/checkout';
import { DEFAULT_PRICING_RULES, priceOrder, type Pricing, type PricingRules } from '../../domain/pricing';
import type { CartItem } from '../../lib/stores/cart-store';

export function previewPricing(
  items: readonly Pick<CartItem, 'price' | 'quantity'>[],
  discount: AppliedDiscount | null,
  rules: PricingRules = DEFAULT_PRICING_RULES,
): Pricing {
  return priceOrder(
    items.map((item) => ({ unitPrice: item.price, quantity: item.quantity })),
    discount ? { type: discount.type, value: discount.value } : null,
    rules,
  );
}

/** Kept under checkout's name; the words live in lib/format, shared with the back office. */
export { describeDiscount } from '../../lib/format';
