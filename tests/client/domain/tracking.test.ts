/** Tracking numbers and the carriers' pages (src/domain/tracking.ts, decision 0231). */
import { describe, expect, it } from 'vitest';
import { CARRIERS, cleanTrackingNumber, trackingLine, trackingUrl } from '../../../src/domain/tracking';

describe('tracking', () => {
  it('trims a number and refuses one that is empty, too long or holds anything but letters, digits, spaces and dashes', () => {
    expect(cleanTrackingNumber('  AB 123-456 GB ')).toBe('AB 123-456 GB');
    expect(cleanTrackingNumber('A'.repeat(40))).toBe('A'.repeat(40));
    for (const bad of ['', '   ', 'A'.repeat(41), 'AB#1', 'AB/1', 'AB?x=1', 'ab\u00e91', '<b>']) expect(cleanTrackingNumber(bad), bad).toBeNull();
  });

  it('links every known carrier, encoding the number, and "other" not at all', () => {
    for (const carrier of CARRIERS.filter((c) => c !== 'other')) {
      const url = trackingUrl(carrier, 'AB 12');
      expect(url, carrier).toMatch(/^https:\/\//);
      expect(url, carrier).toContain('AB%2012');
    }
    expect(trackingUrl('other', 'AB 12')).toBeNull();
  });

  it('reads as one line', () => {
    expect(trackingLine('evri', 'H01')).toBe('Shipped with Evri: H01');
    expect(trackingLine('other', 'X-1')).toBe('Shipped with another carrier: X-1');
  });
});
