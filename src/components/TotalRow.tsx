/**
 * The total under a list of amounts: "Total" in serif and the amount in the display currency, set
 * apart by a rule. The bag and the checkout's order summary close their amounts with it alike; each
 * says how much room the row takes and how large the amount stands.
 */
import { Price } from './Price';

interface TotalRowProps {
  /** GBP pence. */
  pence: number;
  testId: string;
  /** The room above the amount, after the rule (a padding class). */
  spacing: string;
  /** The amount's text size (a font size class). */
  size: string;
}

export function TotalRow({ pence, testId, spacing, size }: TotalRowProps) {
  return (
    <div className={`mt-2 flex items-baseline justify-between gap-4 border-t border-sand-200 ${spacing}`}>
      <dt className="font-serif text-xl text-ink">Total</dt>
      <dd data-testid={testId}>
        <Price pence={pence} className={`font-serif ${size} font-medium text-ink`} />
      </dd>
    </div>
  );
}
