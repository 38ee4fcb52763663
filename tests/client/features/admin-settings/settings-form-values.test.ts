import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../../src/contracts/admin-settings';
import { fieldOfServer, toFormValues, toUpdate, validateSettings } from '../../../../src/features/admin-settings/settings-form-values';

const settings: ShopSettings = {
  storeName: 'Verdant',
  contactEmail: 'hello@verdant.test',
  supportPhone: null,
  currencyRates: { GBP: 0.79, USD: 1, EUR: 0.92, NGN: 1650 },
  taxRatePercent: 8.5,
  shippingFee: 2000,
  freeShippingThreshold: 100_000,
  lowStockThreshold: 5,
  reservationMinutes: 30,
};

describe('the settings form', () => {
  it('shows pounds and percentages, and sends pence and numbers back unchanged', () => {
    const values = toFormValues(settings);
    expect(values).toMatchObject({ taxRatePercent: '8.5', shippingFee: '20', freeShippingThreshold: '1000', rateNGN: '1650', supportPhone: '' });
    expect(toUpdate(values)).toEqual(settings);
    expect(validateSettings(values)).toEqual({});
  });

  it('refuses with the contract’s words, one message per box', () => {
    const values = toFormValues(settings);
    expect(validateSettings({ ...values, taxRatePercent: '8.555' })).toEqual({ taxRatePercent: 'Tax rate may have at most two decimals' });
    expect(validateSettings({ ...values, freeShippingThreshold: 'lots' })).toEqual({ freeShippingThreshold: 'Type an amount in pounds, e.g. 1000 or 12.50' });
    expect(validateSettings({ ...values, rateEUR: '0' })).toEqual({ rateEUR: 'The EUR rate must be a number above 0' });
    expect(validateSettings({ ...values, storeName: ' ' })).toEqual({ storeName: 'Store name is required' });
  });

  it('puts the server’s field errors beside their boxes', () => {
    expect(fieldOfServer('currencyRates.NGN')).toBe('rateNGN');
    expect(fieldOfServer('taxRatePercent')).toBe('taxRatePercent');
    expect(fieldOfServer('somethingElse')).toBeNull();
  });
});
