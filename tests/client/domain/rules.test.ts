import { describe, expect, it } from 'vitest';
import { detectCardBrand } from '../../../src/domain/card-brand';
import { countryFromLocale, currencyForCountry } from '../../../src/domain/currency-detection';
import { badgeColour, stockLevel } from '../../../src/domain/status-badge';
import { badgeCount, initials, truncateWords } from '../../../src/domain/text';

describe('card brand from prefix', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['5061 0000 0000 0000', 'verve'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['36227206271667', 'dinersclub'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['4506 4455 1234 5678', 'interac'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('country to currency', () => {
  it('follows the spec table', () => {
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry('gb')).toBe('GBP');
    expect(currencyForCountry('UK')).toBe('GBP');
    for (const eu of ['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'IE', 'FI', 'GR']) expect(currencyForCountry(eu)).toBe('EUR');
    expect(currencyForCountry('NG')).toBe('NGN');
    expect(currencyForCountry('JP')).toBe('GBP');
    expect(currencyForCountry(undefined)).toBe('GBP');
  });
  it('reads a country from the language, then the time zone', () => {
    expect(countryFromLocale('en-US', 'Europe/London')).toBe('US');
    expect(countryFromLocale('fr', 'Europe/Paris')).toBe('FR');
    expect(countryFromLocale('en', 'Asia/Tokyo')).toBeNull();
  });
});

describe('badges and text', () => {
  it('colours statuses as the spec says', () => {
    expect(badgeColour('unfulfilled')).toBe('yellow');
    expect(badgeColour('Low Stock')).toBe('yellow');
    expect(badgeColour('shipped')).toBe('blue');
    expect(badgeColour('expired')).toBe('red');
    expect(badgeColour('paid')).toBe('green');
    expect(badgeColour('draft')).toBe('grey');
  });
  it('grades stock', () => {
    expect(stockLevel(0)).toBe('out of stock');
    expect(stockLevel(3)).toBe('low stock');
    expect(stockLevel(40)).toBe('in stock');
  });
  it('cuts descriptions by words and caps the badge', () => {
    expect(truncateWords('one two three four five six seven eight nine', 8)).toBe('one two three four five six seven eight…');
    expect(truncateWords('short text', 8)).toBe('short text');
    expect(truncateWords('Smooth over clean skin. Then rinse well.', 4)).toBe('Smooth over clean skin…');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(initials(' ada ', 'greene')).toBe('AG');
  });
});
