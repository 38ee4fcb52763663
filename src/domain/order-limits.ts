/**
 * How much one order may hold (docs/decisions/0213-what-an-unpaid-order-may-hold.md): of one
 * product, and items in all. One home for the bag and the checkout: the bag stops at them and says
 * so, so a shopper never fills a bag the checkout then refuses
 * (server/modules/checkout/order-limits.ts refuses past them all the same, in these words).
 */

/** Of one product in one order: more than a household uses; a trade order goes through us. */
export const MAX_UNITS_PER_PRODUCT = 10;

/** Items in one order, all products together (three full baskets). */
export const MAX_ITEMS_PER_ORDER = 30;

/** The sentence the bag shows when a line has reached the most of one product. */
export const AT_MOST_PER_PRODUCT = `You can order up to ${MAX_UNITS_PER_PRODUCT} of a product at a time.`;

/** The sentence the bag shows when it holds the most items one order may, and the checkout's refusal past it. */
export const AT_MOST_ITEMS = `An order can hold at most ${MAX_ITEMS_PER_ORDER} items.`;

/** What the bag says beside a size whose stock stops its line. */
export const onlyLeft = (stock: number): string => `Only ${stock} left`;
