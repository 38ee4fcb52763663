/**
 * The bag's totals, previewed with the same pricing rules the server applies at checkout
 * (src/domain/pricing) and the shop's current figures: subtotal, shipping (free from £1,000 by
 * default), tax (8.5% by default) and the total, all shown in the display currency, the
 * free-shipping line too. Payment is in pounds, so other currencies carry one note saying so,
 * with the amount the card will be charged.
 */
import type { ReactNode } from 'react';
import { Price } from '../../../components/Price';
import { TotalRow } from '../../../components/TotalRow';
import { formatMoney } from '../../../domain/money';
import { usePricingRules } from '../../../api/shop-config/use-shop-figures';
import { priceOrder, taxRateLabel } from '../../../domain/pricing';
import { useDisplayCurrency } from '../../../lib/stores/currency-store';
import type { CartItem } from '../../../lib/stores/cart-store';

/** One line above the total: its name, and the amount under a test id. */
function BagRow({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function CartTotals({ items }: { items: CartItem[] }) {
  const currency = useDisplayCurrency();
  const rules = usePricingRules();
  const pricing = priceOrder(items.map((item) => ({ unitPrice: item.price, quantity: item.quantity })), null, rules);
  const toFree = rules.freeShippingThreshold - pricing.subtotal;
  const progress = rules.freeShippingThreshold > 0 ? Math.min(100, Math.round((pricing.subtotal / rules.freeShippingThreshold) * 100)) : 100;

  return (
    <div>
      <div className="mb-4 rounded-2xl bg-sage-50 px-4 py-3">
        <p className="text-[12.5px] text-ink-soft" data-testid="shipping-note">
          {toFree > 0 ? (
            <>
              You're <Price pence={toFree} className="font-semibold text-ink" /> away from free shipping (on orders of{' '}
              <Price pence={rules.freeShippingThreshold} /> or more).
            </>
          ) : (
            <>Your order ships free.</>
          )}
        </p>
        <div className="mt-2 h-1 overflow-hidden rounded-full bg-sage-100" aria-hidden="true">
          <div className="h-full rounded-full bg-sage-600 transition-[width] duration-500" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <dl className="flex flex-col gap-2 text-[13.5px]">
        <BagRow label="Subtotal" testId="bag-subtotal">
          <Price pence={pricing.subtotal} className="font-medium text-ink" />
        </BagRow>
        <BagRow label="Shipping" testId="bag-shipping">
          {pricing.shipping === 0 ? <span className="font-medium text-sage-700">Free</span> : <Price pence={pricing.shipping} className="text-ink" />}
        </BagRow>
        <BagRow label={`Tax (${taxRateLabel(rules)})`} testId="bag-tax">
          <Price pence={pricing.tax} className="text-ink" />
        </BagRow>
        <TotalRow pence={pricing.total} testId="bag-total" spacing="pt-3" size="text-2xl" />
      </dl>
      {currency && currency !== 'GBP' ? (
        <p className="mt-2 text-right text-[11.5px] text-ink-muted" data-testid="gbp-note">
          You'll pay {formatMoney(pricing.total)} in pounds. Exchange rates are approximate.
        </p>
      ) : null}
    </div>
  );
}
