/**
 * The order summary beside every step (docs/product/checkout.md#order-summary-and-footer-notes): the lines with their sizes, subtotal, shipping, tax, the
 * accepted code and the total, in the shopper's display currency, with the amount the card will
 * be charged written in pounds: payment is always GBP (docs/architecture.md#money), whatever the prices show in.
 */
import type { ReactNode } from 'react';
import { LeafMark } from '../../../components/brand/Logo';
import { Price } from '../../../components/Price';
import { TotalRow } from '../../../components/TotalRow';
import type { AppliedDiscount } from '../../../contracts/checkout';
import { CURRENCIES } from '../../../domain/money';
import { usePricingRules } from '../../../api/shop-config/use-shop-figures';
import { taxRateLabel, type Pricing } from '../../../domain/pricing';
import { formatPaid, itemsLabel } from '../../../lib/format';
import { lineKey, type CartItem } from '../../../lib/stores/cart-store';
import { useDisplayCurrency } from '../../../lib/stores/currency-store';
import { describeDiscount } from '../pricing-preview';

interface OrderSummaryProps {
  lines: readonly CartItem[];
  pricing: Pricing;
  discount: AppliedDiscount | null;
}

function SummaryRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd data-testid={testId} className="text-right text-ink">
        {children}
      </dd>
    </div>
  );
}

export function OrderSummary({ lines, pricing, discount }: OrderSummaryProps) {
  const currency = useDisplayCurrency();
  const rules = usePricingRules();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section aria-labelledby="order-summary-title" className="card p-5 sm:p-7" data-testid="order-summary">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="order-summary-title" className="heading-display text-[26px]">
          Order summary
        </h3>
        <p className="text-xs text-ink-muted">{itemsLabel(count)}</p>
      </div>

      <ul className="mt-5 flex flex-col gap-4" aria-label="Items in this order">
        {lines.map((line) => (
          <li key={lineKey(line)} className="flex items-center gap-3.5" data-testid="summary-line">
            <span className="relative block h-16 w-14 shrink-0 overflow-hidden rounded-xl bg-sand-100">
              {line.image ? (
                <img src={line.image} alt="" width={56} height={64} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
              ) : (
                <span className="absolute inset-0 flex items-center justify-center text-sand-300">
                  <LeafMark size={20} />
                </span>
              )}
              <span className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-sage-800 px-1 text-[10.5px] font-semibold text-cream-50">
                {line.quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink">{line.name}</span>
              <span className="block text-xs text-ink-muted">
                {line.variantName ? <span data-testid="summary-line-size">{line.variantName} · </span> : null}
                Qty {line.quantity} × <Price pence={line.price} />
              </span>
            </span>
            <Price pence={line.amount} className="text-sm font-medium text-ink" />
          </li>
        ))}
      </ul>

      <dl className="mt-6 flex flex-col gap-2.5 border-t border-sand-100 pt-5 text-[13.5px]">
        <SummaryRow label="Subtotal" testId="summary-subtotal">
          <Price pence={pricing.subtotal} />
        </SummaryRow>
        <SummaryRow label="Shipping" testId="summary-shipping">
          {pricing.shipping === 0 ? <span className="font-medium text-sage-700">Free</span> : <Price pence={pricing.shipping} />}
        </SummaryRow>
        <SummaryRow label={`Tax (${taxRateLabel(rules)})`} testId="summary-tax">
          <Price pence={pricing.tax} />
        </SummaryRow>
        {discount && pricing.discount > 0 ? (
          <SummaryRow
            label={
              <>
                Discount <span className="ml-1 rounded-full bg-sage-100 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-sage-800">{discount.code}</span>
                <span className="sr-only"> ({describeDiscount(discount)})</span>
              </>
            }
            testId="summary-discount"
          >
            <span className="text-sage-700">
              −<Price pence={pricing.discount} />
            </span>
          </SummaryRow>
        ) : null}
        <TotalRow pence={pricing.total} testId="summary-total" spacing="pt-4" size="text-[28px]" />
      </dl>

      <p className="mt-3 rounded-2xl bg-sage-50 px-4 py-3 text-[12.5px] leading-relaxed text-ink-soft" data-testid="pay-in-pounds">
        You pay <strong className="font-semibold text-ink">{formatPaid(pricing.total)}</strong> in pounds sterling (GBP).
        {currency && currency !== 'GBP'
          ? ` Prices in ${CURRENCIES[currency].inText} are shown for guidance; exchange rates are approximate.`
          : null}
      </p>
    </section>
  );
}
