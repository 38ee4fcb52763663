/**
 * The plain-text part of an email, laid out for a monospaced reader: an order's lines one to a
 * line with their prices in one right-hand column, the totals right-aligned under them, and an
 * address one part to a line, as on an envelope (docs/decisions/0157-customer-email-layout.md).
 */
import type { EmailAddressBlock, EmailLine, EmailTotal } from './layout-types';

/** The width a plain-text reader is assumed to show without wrapping. */
export const TEXT_WIDTH = 64;
const INDENT = '  ';

/** `left` and `right` on one line, `right` ending at `width` (at least two spaces between them). */
function spread(left: string, right: string, width: number): string {
  const gap = Math.max(2, width - left.length - right.length);
  return `${left}${' '.repeat(gap)}${right}`;
}

/**
 * "Camellia Cleansing Balm, 100 ml": what was bought, its size beside its name, so two sizes of one
 * product read as two things (docs/decisions/0249-sizes-as-variants.md). The HTML part shows the same.
 */
export function lineTitle(line: Pick<EmailLine, 'name' | 'size'>): string {
  return line.size ? `${line.name}, ${line.size}` : line.name;
}

/** "Camellia Cleansing Balm, 100 ml × 2 ... £68.00": one line per item, prices in one column. */
export function textLines(lines: readonly EmailLine[]): string[] {
  return lines.map((line) => INDENT + spread(`${lineTitle(line)} × ${line.quantity}`, line.amount, TEXT_WIDTH - INDENT.length));
}

/** "Subtotal ... £114.00": labels on the left, amounts ending in the same column as the lines'. */
export function textTotals(totals: readonly EmailTotal[]): string[] {
  const rule = INDENT + ' '.repeat(TEXT_WIDTH - INDENT.length - 24) + '-'.repeat(24);
  return totals.flatMap((total) => {
    const row = INDENT + spread(total.label, total.amount, TEXT_WIDTH - INDENT.length);
    return total.strong ? [rule, row] : [row];
  });
}

export function textAddress(block: EmailAddressBlock): string[] {
  return [block.title, ...block.lines.map((line) => INDENT + line)];
}
