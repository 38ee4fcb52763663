/**
 * The discount form in what an admin types (a percentage, pounds, dates from date-time boxes in
 * local time) and the API's record (whole numbers, pence, ISO instants): the conversions, and the
 * checks, which are the contract's own (discountCreateBody, with discountRecordProblem inside).
 */
import { type AdminDiscount, type DiscountCreateBody, discountCreateBody } from '../../contracts/admin-discounts';
import { parsePounds } from '../../domain/money';
import type { DiscountType } from '../../domain/pricing';
import type { FieldErrors } from '../../components/form/use-form';
import { validateWith } from '../../components/form/validate-with';

export interface DiscountFormValues extends Record<string, string | boolean> {
  code: string;
  description: string;
  type: DiscountType;
  /** A percentage, or pounds for a fixed amount; ignored for free shipping. */
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  usageLimitPerCustomer: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  description: '',
  type: 'percentage',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  usageLimitPerCustomer: '',
  firstOrderOnly: false,
  active: true,
};

const pounds = (pence: number) => (pence / 100).toFixed(2).replace(/\.00$/, '');

/** An ISO instant as a datetime-local box shows it (the admin's own time zone). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : null);

export function toFormValues(discount: AdminDiscount): DiscountFormValues {
  return {
    code: discount.code,
    description: discount.description,
    type: discount.type,
    value: discount.type === 'fixed_amount' ? pounds(discount.value) : discount.type === 'percentage' ? String(discount.value) : '',
    minSubtotal: discount.minSubtotal ? pounds(discount.minSubtotal) : '',
    startsAt: toLocalInput(discount.startsAt),
    endsAt: toLocalInput(discount.endsAt),
    usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
    usageLimitPerCustomer: discount.usageLimitPerCustomer === null ? '' : String(discount.usageLimitPerCustomer),
    firstOrderOnly: discount.firstOrderOnly,
    active: discount.active,
  };
}

const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function valueOf(values: DiscountFormValues): number {
  if (values.type === 'free_shipping') return 0;
  if (values.type === 'fixed_amount') return parsePounds(values.value) ?? Number.NaN;
  return values.value.trim() === '' ? Number.NaN : Number(values.value);
}

export function toRecord(values: DiscountFormValues): DiscountCreateBody {
  return {
    code: values.code,
    description: values.description,
    type: values.type,
    value: valueOf(values),
    minSubtotal: values.minSubtotal.trim() === '' ? 0 : (parsePounds(values.minSubtotal) ?? Number.NaN),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    usageLimit: wholeOrNull(values.usageLimit),
    usageLimitPerCustomer: wholeOrNull(values.usageLimitPerCustomer),
    firstOrderOnly: values.firstOrderOnly,
    active: values.active,
  };
}

const checkWithContract = validateWith<DiscountFormValues>(discountCreateBody, {
  toInput: toRecord,
  required: { code: 'Code is required' },
});

/** Boxes that do not hold a number at all say how to type one, rather than the contract's "must be a number". */
function typingProblems(values: DiscountFormValues): FieldErrors<DiscountFormValues> {
  return {
    ...(values.type === 'fixed_amount' && parsePounds(values.value) === null ? { value: 'Type an amount in pounds, e.g. 5 or 12.50' } : {}),
    ...(values.type === 'percentage' && !/^\d{1,3}$/.test(values.value.trim()) ? { value: 'Type a whole percentage, e.g. 15' } : {}),
    ...(values.minSubtotal.trim() && parsePounds(values.minSubtotal) === null ? { minSubtotal: 'Type an amount in pounds, e.g. 50' } : {}),
  };
}

export const validateDiscount = (values: DiscountFormValues): FieldErrors<DiscountFormValues> => ({
  ...checkWithContract(values),
  ...typingProblems(values),
});
