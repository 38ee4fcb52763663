import { describe, expect, it } from 'vitest';
import type { AdminDiscount } from '../../../../src/contracts/admin-discounts';
import { EMPTY_DISCOUNT, toFormValues, toRecord, validateDiscount } from '../../../../src/features/admin-marketing/discount-form-values';

const stored: AdminDiscount = {
  id: 'd1',
  code: 'SPRING15',
  description: 'Spring sale',
  type: 'fixed_amount',
  value: 1250,
  minSubtotal: 5000,
  startsAt: null,
  endsAt: '2030-01-01T12:00:00.000Z',
  usageLimit: 100,
  usageLimitPerCustomer: 1,
  usageCount: 3,
  firstOrderOnly: true,
  restrictedToEmail: null,
  kind: 'shop',
  active: true,
  state: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the discount form', () => {
  it('shows pounds and local times, and sends pence and instants back unchanged', () => {
    const values = toFormValues(stored);
    expect(values).toMatchObject({ value: '12.50', minSubtotal: '50', usageLimit: '100', usageLimitPerCustomer: '1' });
    expect(toRecord(values)).toEqual({
      code: 'SPRING15',
      description: 'Spring sale',
      type: 'fixed_amount',
      value: 1250,
      minSubtotal: 5000,
      startsAt: null,
      endsAt: '2030-01-01T12:00:00.000Z',
      usageLimit: 100,
      usageLimitPerCustomer: 1,
      firstOrderOnly: true,
      active: true,
    });
  });

  it('refuses with the contract’s words before calling the server', () => {
    expect(validateDiscount({ ...EMPTY_DISCOUNT, value: '15' })).toMatchObject({ code: 'Code is required' });
    expect(validateDiscount({ ...EMPTY_DISCOUNT, code: 'BIG', value: '150' })).toEqual({ value: 'A percentage discount is between 1 and 100' });
    expect(validateDiscount({ ...EMPTY_DISCOUNT, code: 'FIX', type: 'fixed_amount', value: 'five' })).toEqual({ value: 'Type an amount in pounds, e.g. 5 or 12.50' });
    expect(validateDiscount({ ...EMPTY_DISCOUNT, code: 'LATE', value: '10', startsAt: '2030-02-01T00:00', endsAt: '2030-01-01T00:00' })).toEqual({
      endsAt: 'The end must be after the start',
    });
    expect(validateDiscount({ ...EMPTY_DISCOUNT, code: 'SHIP', type: 'free_shipping' })).toEqual({});
    expect(toRecord({ ...EMPTY_DISCOUNT, code: 'SHIP', type: 'free_shipping', value: '99' }).value).toBe(0);
  });
});
