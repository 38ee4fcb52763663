/**
 * The discounts module's public surface. It owns the codes: the back office's routes, the rules a
 * code must pass at checkout (discount-rules.ts) and its uses, taken and given back in the order's
 * transaction (discount-uses.ts), and the first-order ledger's claims and records (first-orders.ts).
 */
export { adminDiscountRoutes } from './admin-routes';
export { assertDiscountUsable, type Buyer, buyerOf, DiscountRefusal, findDiscount, ruleOf, UnknownDiscountCode } from './discount-rules';
export { discountUseTake, giveBackDiscountUse, takeDiscountUse } from './discount-uses';
export { claimFirstOrder, firstOrderInsert, releaseFirstOrderClaim } from './first-orders';
