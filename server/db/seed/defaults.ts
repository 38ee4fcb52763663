/**
 * Default settings and the two launch discount codes. Inserted only when missing: an admin's later
 * change is never overwritten by a re-run.
 */
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, TAX_RATE_BASIS_POINTS } from '#domain/pricing';
import type { Db } from '../client';
import { discounts, settings } from '../schema';

export const DEFAULT_SETTINGS: Record<string, unknown> = {
  store: {
    name: 'Verdant',
    tagline: 'Skincare that nourishes your skin and stays true to nature 100%.',
    currency: 'GBP',
    country: 'GB',
  },
  // The spec's figures (docs/product/constants-and-texts.md#money-and-pricing-figures), which src/domain/pricing.ts applies. An admin changes them with
  // PUT /admin/settings; checkout reads the saved values (server/modules/settings, decision 0121).
  checkout: {
    taxRateBasisPoints: TAX_RATE_BASIS_POINTS,
    shippingFee: SHIPPING_FEE,
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
  },
  inventory: { lowStockThreshold: 5 },
};

export async function seedSettings(db: Db): Promise<void> {
  const rows = Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value }));
  await db.insert(settings).values(rows).onConflictDoNothing();
}

export const WELCOME_CODE = 'WELCOME10';

export async function seedDiscounts(db: Db): Promise<void> {
  await db
    .insert(discounts)
    .values([
      {
        code: WELCOME_CODE,
        description: '10% off your first order',
        type: 'percentage',
        value: 10,
        usageLimitPerCustomer: 1,
        firstOrderOnly: true,
      },
      {
        code: 'FREESHIP',
        description: 'Free shipping on orders over £50',
        type: 'free_shipping',
        value: 0,
        minSubtotal: 5000,
      },
    ])
    .onConflictDoNothing({ target: discounts.code });
}

