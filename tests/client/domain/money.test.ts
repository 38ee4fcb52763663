import { describe, expect, it } from 'vitest';
import { CURRENCIES, convertPence, formatMoney, groupThousands, parsePounds } from '../../../src/domain/money';

describe('convertPence', () => {
  it('keeps GBP as it is', () => {
    expect(convertPence(4500, 'GBP')).toBe(4500);
  });

  it('converts through the spec rates against USD', () => {
    // £45.00 = 45 / 0.79 USD = 56.9620... -> 5696 cents
    expect(convertPence(4500, 'USD')).toBe(5696);
    // 45 * 0.92 / 0.79 = 52.4050... -> 5241 cents
    expect(convertPence(4500, 'EUR')).toBe(5241);
    // 45 * 1650 / 0.79 = 93987.34... -> 9398734 kobo
    expect(convertPence(4500, 'NGN')).toBe(9_398_734);
  });

  it('always answers whole minor units, with no float drift', () => {
    for (let pence = 0; pence < 5000; pence += 7) {
      for (const code of ['USD', 'EUR', 'NGN'] as const) {
        expect(Number.isInteger(convertPence(pence, code))).toBe(true);
      }
    }
    // 0.1 + 0.2 style sums: ten lines of 10p convert like one line of £1.
    expect(convertPence(10 * 10, 'EUR')).toBe(convertPence(100, 'EUR'));
  });

  it('rejects fractional pence', () => {
    expect(() => convertPence(10.5, 'USD')).toThrow(/integer/);
  });
});

describe('formatMoney', () => {
  it('formats in en-US with each currency symbol', () => {
    expect(formatMoney(4500)).toBe('£45.00');
    expect(formatMoney(4500, 'USD')).toBe('$56.96');
    expect(formatMoney(4500, 'EUR')).toBe('€52.41');
    expect(formatMoney(4500, 'NGN')).toBe('₦93,987.34');
    expect(formatMoney(123_456_789, 'GBP')).toBe('£1,234,567.89');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(-2000, 'GBP')).toBe('-£20.00');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
    expect(formatMoney(100_000, 'GBP')).toBe('£1,000.00');
  });

  it('gives the digits Intl.NumberFormat en-US would, without creating one', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const pence of [0, 1, 9, 10, 99, 100, 101, 999, 1000, 12_345, 99_999, 100_000, 999_999, 1_000_000, 123_456_789, 9_876_543_210]) {
      expect(formatMoney(pence)).toBe(`£${intl.format(pence / 100)}`);
      expect(formatMoney(-pence)).toBe(pence === 0 ? '£0.00' : `-£${intl.format(pence / 100)}`);
    }
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
  });

  it('has the spec rates and symbols', () => {
    expect(CURRENCIES).toMatchObject({
      GBP: { symbol: '£', rate: 0.79 },
      USD: { symbol: '$', rate: 1 },
      EUR: { symbol: '€', rate: 0.92 },
      NGN: { symbol: '₦', rate: 1650 },
    });
  });
});

describe('parsePounds', () => {
  it('reads typed prices into pence', () => {
    expect(parsePounds('12.5')).toBe(1250);
    expect(parsePounds('12.05')).toBe(1205);
    expect(parsePounds(' 7 ')).toBe(700);
    expect(parsePounds('0.99')).toBe(99);
  });
  it('refuses what is not a price', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1e3', '12,50']) expect(parsePounds(bad)).toBeNull();
  });
});
