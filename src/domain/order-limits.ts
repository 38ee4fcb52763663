/**
 * How many of one product one order may hold (docs/decisions/0213-what-an-unpaid-order-may-hold.md).
 * One home for the bag and the checkout: the bag stops at it, so a shopper never fills a bag the
 * checkout then refuses (server/modules/checkout/order-limits.ts refuses past it all the same).
 */

/** Of one product in one order: more than a household uses; a trade order goes through us. */
export const MAX_UNITS_PER_PRODUCT = 10;

/** The sentence the bag shows when a line has reached it. */
export const AT_MOST_PER_PRODUCT = `You can order up to ${MAX_UNITS_PER_PRODUCT} of a product at a time.`;
