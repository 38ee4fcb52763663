/**
 * How the shop writes amounts charged and dates: account screens now, checkout receipts and
 * admin tables next.
 *
 * Order amounts are shown in pounds, the currency every order was charged in (payment is always
 * GBP, docs/architecture.md#money), not in the storefront's display currency: a receipt converted at today's
 * display rate would show an amount nobody paid. See docs/decisions/0027.
 */
import { formatMoney } from '../domain/money';
import type { DiscountType } from '../domain/pricing';

export function formatPaid(pence: number): string {
  return formatMoney(pence, 'GBP');
}

/** "20% off", "£5.00 off", "Free shipping": what a discount code does, in words (checkout and the back office). */
export function describeDiscount<D extends { type: DiscountType; value: number }>(discount: D): string {
  switch (discount.type) {
    case 'percentage':
      return `${discount.value}% off`;
    case 'fixed_amount':
      return `${formatPaid(discount.value)} off`;
    case 'free_shipping':
      return 'Free shipping';
  }
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "20 Nov 2026" */
export function formatDay(iso: string): string {
  const date = valid(iso);
  return date ? DAY.format(date) : '';
}

/** "20 Nov 2026, 22:04" */
export function formatDayTime(iso: string): string {
  const date = valid(iso);
  return date ? DAY_TIME.format(date) : '';
}

/** "September 2026" */
export function formatMonth(iso: string): string {
  const date = valid(iso);
  return date ? MONTH.format(date) : '';
}

/** "1 order", "1,204 orders": a count with its noun. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
