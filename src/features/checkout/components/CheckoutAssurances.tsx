/**
 * The footer notes under checkout (docs/product/checkout.md#order-summary-and-footer-notes): returns, encryption, free shipping. The
 * threshold is an amount the shopper reads, so it follows the display currency (ShopText).
 */
import { LockIcon, ReturnIcon, TruckIcon } from '../../../components/icons/icons';
import { moneySlot, ShopText } from '../../../components/ShopText';
import { usePricingRules } from '../../../api/shop-config/use-shop-figures';

export function CheckoutAssurances() {
  const rules = usePricingRules();
  const notes = [
    { Icon: ReturnIcon, text: '30-day return policy' },
    { Icon: LockIcon, text: 'Secure checkout with 256-bit SSL encryption' },
    { Icon: TruckIcon, text: `Free shipping on orders of ${moneySlot(rules.freeShippingThreshold)} or more` },
  ];
  return (
    <ul className="mt-5 flex flex-col gap-2.5 px-1" aria-label="Our promises" data-testid="checkout-notes">
      {notes.map(({ Icon, text }) => (
        <li key={text} className="flex items-center gap-2.5 text-[12.5px] text-ink-muted">
          <Icon size={17} className="shrink-0 text-sage-600" />
          <span>
            <ShopText text={text} />
          </span>
        </li>
      ))}
    </ul>
  );
}
