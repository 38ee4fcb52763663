/**
 * The back office's discount codes (docs/product/back-office.md#admin-calls: /admin/discounts...): the list query (section
 * 3's list filters) and answer, one code, the create and edit payloads, and the stats. The spec
 * does not show the record; these fields are the ones checkout's rules read (decision 0120).
 * Money is integer pence; instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { wholeNumberField as wholeNumber } from './number-fields';
import { DISCOUNT_TYPES } from '../domain/pricing';
import { adminListAnswer, adminPageQuery } from './admin-lists';

/**
 * What a code's badge says (docs/product/constants-and-texts.md#status-badges: active green, scheduled yellow, expired red; anything
 * else grey): disabled by an admin, waiting for its start, past its end or used up, or usable.
 */
export const DISCOUNT_STATES = ['active', 'scheduled', 'expired', 'disabled'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];
export const DISCOUNT_SORT_FIELDS = ['createdAt', 'code', 'usageCount', 'endsAt'] as const;

/**
 * Who made a code: `shop`, an admin in the Discounts screen; `welcome`, the newsletter, one
 * personal code per confirmed subscriber. The list shows one kind at a time (the shop's codes
 * unless asked), so thousands of welcome codes never bury the shop's own (docs/decisions/0260-owner-screens.md).
 */
export const DISCOUNT_KINDS = ['shop', 'welcome'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const adminDiscountListQuery = adminPageQuery.extend({
  kind: z.enum(DISCOUNT_KINDS, { message: `kind must be one of ${DISCOUNT_KINDS.join(', ')}` }).default('shop'),
  status: z.enum(DISCOUNT_STATES, { message: `status must be one of ${DISCOUNT_STATES.join(', ')}` }).optional(),
  sortBy: z.enum(DISCOUNT_SORT_FIELDS, { message: `sortBy must be one of ${DISCOUNT_SORT_FIELDS.join(', ')}` }).default('createdAt'),
});
export type AdminDiscountListQuery = z.input<typeof adminDiscountListQuery>;

export const adminDiscount = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** percentage: whole percent; fixed_amount: pence; free_shipping: 0. */
  value: z.number().int(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  /** Uses taken: paid orders, and unpaid ones still holding theirs. */
  usageCount: z.number().int(),
  firstOrderOnly: z.boolean(),
  /** Set for a code issued to one email (the newsletter's welcome codes). */
  restrictedToEmail: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  active: z.boolean(),
  state: z.enum(DISCOUNT_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscount>;
export const oneAdminDiscount = z.object({ discount: adminDiscount });

export const adminDiscountList = adminListAnswer('discounts', adminDiscount);
export type AdminDiscountList = z.infer<typeof adminDiscountList>;

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

const codeField = z
  .string({ message: 'Code is required' })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(CODE_PATTERN, 'Code must be 3 to 32 letters, digits, - or _'));

const instant = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time (ISO 8601)` }).nullable();

/** The fields an admin sets. `value` is checked against the type by discountRecordProblem. */
const discountFields = z.object({
  code: codeField,
  description: z.string({ message: 'Description must be text' }).trim().max(200, 'Description must be at most 200 characters'),
  type: z.enum(DISCOUNT_TYPES, { message: `Type must be one of ${DISCOUNT_TYPES.join(', ')}` }),
  value: wholeNumber('Value', 0, 10_000_000),
  minSubtotal: wholeNumber('Minimum subtotal', 0, 100_000_000),
  startsAt: instant('Start'),
  endsAt: instant('End'),
  usageLimit: wholeNumber('Usage limit', 1, 10_000_000).nullable(),
  usageLimitPerCustomer: wholeNumber('Usage limit per customer', 1, 10_000).nullable(),
  firstOrderOnly: z.boolean({ message: 'firstOrderOnly must be true or false' }),
  active: z.boolean({ message: 'active must be true or false' }),
});
export type DiscountRecord = z.output<typeof discountFields>;

/**
 * The rules between fields, in one place for the form, the create call and an edit merged with the
 * stored code: a percentage is 1-100, a fixed amount at least 1p, free shipping has no value, and
 * a code ends after it starts.
 */
export function discountRecordProblem(
  record: Pick<DiscountRecord, 'type' | 'value' | 'startsAt' | 'endsAt'>,
): { field: string; message: string } | null {
  if (record.type === 'percentage' && (record.value < 1 || record.value > 100))
    return { field: 'value', message: 'A percentage discount is between 1 and 100' };
  if (record.type === 'fixed_amount' && record.value < 1) return { field: 'value', message: 'A fixed amount discount is at least 1p' };
  if (record.type === 'free_shipping' && record.value !== 0) return { field: 'value', message: 'A free shipping discount has no value: send 0' };
  if (record.startsAt && record.endsAt && Date.parse(record.endsAt) <= Date.parse(record.startsAt))
    return { field: 'endsAt', message: 'The end must be after the start' };
  return null;
}

/** POST /admin/discounts: code and type are required; the rest have the defaults of a plain, unlimited, active code. */
export const discountCreateBody = discountFields
  .extend({
    description: discountFields.shape.description.default(''),
    value: discountFields.shape.value.default(0),
    minSubtotal: discountFields.shape.minSubtotal.default(0),
    startsAt: discountFields.shape.startsAt.default(null),
    endsAt: discountFields.shape.endsAt.default(null),
    usageLimit: discountFields.shape.usageLimit.default(null),
    usageLimitPerCustomer: discountFields.shape.usageLimitPerCustomer.default(null),
    firstOrderOnly: discountFields.shape.firstOrderOnly.default(false),
    active: discountFields.shape.active.default(true),
  })
  .superRefine((record, ctx) => {
    const problem = discountRecordProblem(record);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type DiscountCreateBody = z.input<typeof discountCreateBody>;

/** PUT /admin/discounts/{id}: any of the fields; absent ones stay. The merged record is checked again. */
export const discountUpdateBody = discountFields
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to update: send at least one field' });
export type DiscountUpdateBody = z.input<typeof discountUpdateBody>;

export const TOP_CODES_SHOWN = 5;

/** GET /admin/discounts/stats: counted over paid orders (a refunded order is no longer revenue). */
export const discountStats = z.object({
  /** The shop's codes usable now (state active); the newsletter's welcome codes are counted apart. */
  activeCodes: z.number().int(),
  /** The newsletter's welcome codes: usable now, and used (each works once). */
  welcomeCodes: z.object({ active: z.number().int(), used: z.number().int() }),
  /** Paid orders that used a code. */
  redemptions: z.number().int(),
  /** Pence taken off those orders. */
  discountGiven: z.number().int(),
  /** Pence those orders were paid. */
  revenue: z.number().int(),
  topCodes: z.array(z.object({ code: z.string(), redemptions: z.number().int(), discountGiven: z.number().int(), revenue: z.number().int() })),
});
export type DiscountStats = z.infer<typeof discountStats>;

export const deletedDiscount = z.object({
  /** erased: no order used it; archived: kept for the orders that did, hidden and unusable. */
  outcome: z.enum(['erased', 'archived']),
});
