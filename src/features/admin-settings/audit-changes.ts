/**
 * How the audit trail reads an entry's changes (decision 0224): "Shipping fee: £4.95 → £5.95".
 * The server stores values as they are in the database (money as pence, times as ISO strings);
 * this turns field names into words and values into what the rest of the back office shows.
 */
import { formatDayTime, formatPaid } from '../../lib/format';

/** Fields that hold an amount of money in pence, in any record the trail names. */
const MONEY_FIELDS = new Set([
  'price',
  'shippingFee',
  'freeShippingThreshold',
  'minSubtotal',
  'refundAmount',
  'refundedAmount',
  'subtotal',
  'shipping',
  'tax',
  'total',
  'amount',
  'amountOff',
]);
/** Fields that hold a percentage. */
const PERCENT_FIELDS = new Set(['percentOff', 'taxRatePercent']);
/** Stored codes shown in words. */
const CODE_WORDS: Record<string, string> = { fixed_amount: 'Fixed amount', percentage: 'Percentage', free_shipping: 'Free shipping' };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LONGEST = 80;

/** "shippingFee" → "Shipping fee". */
export function fieldInWords(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function valueInWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatPaid(value);
  if (typeof value === 'number' && PERCENT_FIELDS.has(field)) return `${value}%`;
  if (field === 'type' && typeof value === 'string' && value in CODE_WORDS) return CODE_WORDS[value]!;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDayTime(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

export function changeLines(changes: Record<string, { before?: unknown; after?: unknown }>): ChangeLine[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    label: fieldInWords(field),
    before: valueInWords(field, change.before),
    after: valueInWords(field, change.after),
  }));
}
