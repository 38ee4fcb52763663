/**
 * A shipped parcel's tracking (docs/decisions/0231-order-tracking.md): the carriers the shop knows,
 * what a tracking number may hold, and the one place the carriers' public tracking pages are
 * written down. The customer's order page, the admin's order page and the shipped email all read
 * their "Shipped with Royal Mail: AB123456789GB" line and its link from here, so the three cannot
 * disagree; the server checks a number with the same rule the ship dialog shows.
 */

/** Stored codes, in the order the ship dialog offers them; "other" is a carrier the shop has no page for. */
export const CARRIERS = ['royal-mail', 'dpd', 'evri', 'dhl', 'ups', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carriers' names as the ship dialog lists them. */
export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  'royal-mail': 'Royal Mail',
  dpd: 'DPD',
  evri: 'Evri',
  dhl: 'DHL',
  ups: 'UPS',
  other: 'Other',
};

/** Each known carrier's public tracking page for one number (already encoded for a URL). */
const TRACKING_PAGES: Readonly<Partial<Record<Carrier, (encodedNumber: string) => string>>> = {
  'royal-mail': (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  dpd: (n) => `https://track.dpd.co.uk/parcels/${n}`,
  evri: (n) => `https://www.evri.com/track/parcel/${n}/details`,
  dhl: (n) => `https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  ups: (n) => `https://www.ups.com/track?loc=en_GB&tracknum=${n}`,
};

export const TRACKING_NUMBER_MAX = 40;
/** Letters, digits, spaces and dashes: every carrier's numbers fit, and nothing else reaches a link. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]+$/;
export const TRACKING_NUMBER_RULE = `A tracking number is 1 to ${TRACKING_NUMBER_MAX} letters, digits, spaces or dashes`;

/** The number as typed, trimmed; null when it breaks the rule. */
export function cleanTrackingNumber(typed: string): string | null {
  const number = typed.trim();
  return number.length >= 1 && number.length <= TRACKING_NUMBER_MAX && TRACKING_NUMBER_PATTERN.test(number) ? number : null;
}

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/** The carrier's public page for this number, or null for a carrier the shop has no page for. */
export function trackingUrl(carrier: Carrier, number: string): string | null {
  const page = TRACKING_PAGES[carrier];
  return page ? page(encodeURIComponent(number)) : null;
}

/** "Shipped with Royal Mail: AB123456789GB". */
export function trackingLine(carrier: Carrier, number: string): string {
  return `Shipped with ${carrier === 'other' ? 'another carrier' : CARRIER_NAMES[carrier]}: ${number}`;
}
