/**
 * A price in the shopper's display currency (docs/product/bag-and-currency.md#display-currencies): GBP pence in, the formatted string
 * out, through the one formatMoney. Until the saved currency is known the text is reserved but
 * invisible, so nothing shifts and no wrong currency flashes. A server-rendered page is in that
 * state too: the server cannot know the device's currency (decision 0104).
 */
import { useCurrencyRates } from '../api/shop-config/use-shop-figures';
import { formatMoney } from '../domain/money';
import { useDisplayCurrency } from '../lib/stores/currency-store';

interface PriceProps {
  /** GBP pence (an integer). */
  pence: number;
  className?: string;
  /** Running text: "£1,000" rather than "£1,000.00" (pence still show: "£12.50"). */
  whole?: boolean;
}

const inText = (formatted: string, whole: boolean) => (whole ? formatted.replace(/\.00$/, '') : formatted);

export function Price({ pence, className = '', whole = false }: PriceProps) {
  const currency = useDisplayCurrency();
  const rates = useCurrencyRates();
  if (!currency) {
    return (
      // price-pending: index.html shows it (in pounds) to a visitor without JavaScript (decision 0104).
      <span className={`price-pending invisible ${className}`} aria-hidden="true">
        {inText(formatMoney(pence), whole)}
      </span>
    );
  }
  return (
    <span className={className} data-currency={currency}>
      {inText(formatMoney(pence, currency, rates), whole)}
    </span>
  );
}
