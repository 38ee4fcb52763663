import { describe, expect, it } from 'vitest';
import { discountAmount, priceOrder, shippingFor, taxFor } from '../../../src/domain/pricing';

describe('pricing rules (docs/product/constants-and-texts.md#money-and-pricing-figures)', () => {
  it('charges £20 shipping below £1000 and none from £1000', () => {
    expect(shippingFor(99_999)).toBe(2000);
    expect(shippingFor(100_000)).toBe(0);
  });

  it('taxes 8.5% of the subtotal, rounded once', () => {
    expect(taxFor(10_000)).toBe(850);
    expect(taxFor(1999)).toBe(170); // 169.915
    expect(taxFor(1)).toBe(0); // 0.085
  });

  it('totals subtotal + tax + shipping - discount', () => {
    const pricing = priceOrder([
      { unitPrice: 2400, quantity: 2 },
      { unitPrice: 1850, quantity: 1 },
    ]);
    expect(pricing).toEqual({ subtotal: 6650, shipping: 2000, tax: 565, discount: 0, total: 9215 });
  });

  it('applies each discount type', () => {
    const lines = [{ unitPrice: 5000, quantity: 1 }];
    expect(priceOrder(lines, { type: 'percentage', value: 20 }).discount).toBe(1000);
    expect(priceOrder(lines, { type: 'fixed_amount', value: 750 }).discount).toBe(750);
    expect(priceOrder(lines, { type: 'free_shipping', value: 0 })).toMatchObject({ discount: 2000, total: 5425 });
  });

  it('never takes a discount past the subtotal', () => {
    expect(discountAmount({ type: 'fixed_amount', value: 99_999 }, 500, 2000)).toBe(500);
    expect(discountAmount({ type: 'percentage', value: 250 }, 500, 2000)).toBe(500);
    expect(discountAmount({ type: 'fixed_amount', value: -50 }, 500, 2000)).toBe(0);
  });
});
