/**
 * The summary's figures before the server has priced the order: the bag through the same rules
 * the server applies (src/domain/pricing), with the code the server accepted. Once the order
 * exists its own pricing is shown instead: the server is the authority.
 */
import type { AppliedDiscount } from '../../contracts/checkout';
import { DEFAULT_PRICING_RULES, priceOrder, type Pricing, type PricingRules } from '../../domain/pricing';
import { formatPaid } from '../../lib/format';
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

/** "20% off", "£5.00 off", "Free shipping": what an applied code does, in words (amounts in pounds, as charged). */
export function describeDiscount(discount: AppliedDiscount): string {
  switch (discount.type) {
    case 'percentage':
      return `${discount.value}% off`;
    case 'fixed_amount':
      return `${formatPaid(discount.value)} off`;
    case 'free_shipping':
      return 'Free shipping';
  }
}
