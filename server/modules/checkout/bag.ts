/**
 * Pricing a bag the way the server sees it: every product looked up, every price from the
 * database, the rules of src/domain/pricing.ts applied once. Lines of one product are merged, so
 * stock is checked (and later taken) against the whole quantity. Whatever prices or totals the
 * client holds are never read.
 *
 * Refusals name the product or the code: an unknown or archived product (404), out of stock or
 * more than is left (409), a code that cannot be used (422, discount-rules.ts), a bag larger or
 * smaller than any order may be (422, order-limits.ts).
 */
import { sql } from 'drizzle-orm';
import type { CheckoutLine } from '#contracts/checkout';
import type { AppliedDiscount } from '#contracts/checkout';
import { type Pricing, type PricingRules, priceOrder } from '#domain/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { products, type DiscountRow, type ProductRow } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { assertDiscountUsable, type Buyer, findDiscount, ruleOf } from '../discounts';
import { assertBagWithinLimits } from './order-limits';


export interface PricedLine {
  product: ProductRow;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface PricedBag {
  /** One line per product, in product id order (the order stock is taken and released in). */
  lines: PricedLine[];
  pricing: Pricing;
  discount: DiscountRow | null;
  appliedDiscount: AppliedDiscount | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function mergeLines(items: readonly CheckoutLine[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  return quantities;
}

/** The refusal of a product with no stock left at all, naming it (sold-out.ts remembers it). */
export class OutOfStock extends HttpError {
  constructor(
    readonly productId: string,
    readonly productName: string,
  ) {
    super(409, `${productName} is out of stock`);
  }
}

/** Throws unless `quantity` of this product can be sold now. */
export function assertInStock(product: ProductRow, quantity: number): void {
  if (product.stock <= 0) throw new OutOfStock(product.id, product.name);
  if (quantity > product.stock) throw conflict(`Only ${product.stock} of ${product.name} left in stock`);
}

/** The bag's product ids, one per product (refused with 404 when one cannot be an id at all). */
export function productIdsOf(items: readonly CheckoutLine[]): string[] {
  const ids = [...mergeLines(items).keys()];
  const unknown = ids.find((id) => !UUID.test(id));
  if (unknown) throw notFound(`Product ${unknown} was not found`);
  return ids;
}

/** The bag's products by id, built once (db/prepared.ts): every validate call reads them. */
const bagProductsRead = preparedFor((db) =>
  db
    .select()
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('checkout_bag_products'),
);

/** Prices a bag from the database's rows: reads the products, then prices them (priceBagOf). */
export async function priceBag(
  db: Db,
  bag: { items: readonly CheckoutLine[]; discountCode: string | null },
  buyer: Buyer | null,
  /** The shop's current figures (settings module). */
  rules: PricingRules,
): Promise<PricedBag> {
  const rows = await bagProductsRead(db).execute({ ids: productIdsOf(bag.items) });
  return priceBagOf(db, bag, rows, buyer, rules);
}

/**
 * Prices a bag whose product rows the caller read (create-order reads them in one statement with
 * the buyer's unpaid orders). `db` is for the discount code's rules only.
 */
export async function priceBagOf(
  db: DbOrTx,
  bag: { items: readonly CheckoutLine[]; discountCode: string | null },
  rows: readonly ProductRow[],
  buyer: Buyer | null,
  rules: PricingRules,
): Promise<PricedBag> {
  const quantities = mergeLines(bag.items);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const lines: PricedLine[] = [];
  for (const id of [...quantities.keys()].sort()) {
    const product = byId.get(id);
    if (!product) throw notFound(`Product ${id} was not found`);
    if (product.status !== 'active') throw notFound(`${product.name} is no longer available`);
    const quantity = quantities.get(id)!;
    assertInStock(product, quantity);
    lines.push({ product, quantity, unitPrice: product.price, lineTotal: product.price * quantity });
  }

  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = bag.discountCode ? await findDiscount(db, bag.discountCode) : null;
  if (discount) await assertDiscountUsable(db, discount, subtotal, buyer);
  const pricing = priceOrder(lines, discount ? ruleOf(discount) : null, rules);
  assertBagWithinLimits(lines, pricing);
  const appliedDiscount = discount ? { code: discount.code, type: ruleOf(discount).type, value: discount.value } : null;
  return { lines, pricing, discount, appliedDiscount };
}
