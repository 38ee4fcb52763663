/**
 * Pricing a bag the way the server sees it: every product looked up, every price from the
 * database (the size's, docs/decisions/0249-sizes-as-variants.md), the rules of
 * src/domain/pricing.ts applied once. Lines of one size are merged, so stock is checked (and later
 * taken) against the whole quantity. Whatever prices or totals the client holds are never read.
 *
 * Refusals name the product or the code: an unknown or archived product or size (404), a product
 * of several sizes with none chosen (422), out of stock or more than is left (409), a code that
 * cannot be used (422, discount-rules.ts), a bag larger or smaller than any order may be (422,
 * order-limits.ts).
 */
import { sql } from 'drizzle-orm';
import type { CheckoutLine } from '#contracts/checkout';
import type { AppliedDiscount } from '#contracts/checkout';
import { type Pricing, type PricingRules, priceOrder } from '#domain/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { products, type DiscountRow, type ProductRow, type StoredVariant } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { assertDiscountUsable, type Buyer, findDiscount, ruleOf } from '../discounts';
import { assertBagWithinLimits } from './order-limits';
import { CheckoutRefusal } from './refusal';


export interface PricedLine {
  product: ProductRow;
  /** The size sold (decision 0249). */
  variant: StoredVariant;
  /** How the line is named to the shopper: the product, and its size when it has several. */
  label: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface PricedBag {
  /** One line per size, in variant id order (the order stock is taken and released in). */
  lines: PricedLine[];
  pricing: Pricing;
  discount: DiscountRow | null;
  appliedDiscount: AppliedDiscount | null;
  /** Unpaid orders past their reservation whose uses of the code this order takes: lapsed first (discount-rules.ts). */
  lapsedHolds: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refusal of a size with no stock left at all, naming it (sold-out.ts remembers it). */
export class OutOfStock extends CheckoutRefusal {
  constructor(
    readonly productId: string,
    readonly variantId: string,
    readonly label: string,
    /** The product has one size, so a line that names none means this one. */
    readonly onlySize: boolean,
  ) {
    super(409, `${label} is out of stock`, 'out_of_stock', [variantId]);
  }
}

/** The product's name, with the size's when it has several: "Rosehip Face Oil (50 ml)". */
export const lineLabel = (product: Pick<ProductRow, 'name' | 'variants'>, variant: Pick<StoredVariant, 'name'>): string =>
  product.variants.length > 1 ? `${product.name} (${variant.name})` : product.name;

/** Throws unless `quantity` of this size can be sold now, given `stock` of it. */
/** The refusal of more than is left of a size (409). */
class NotEnoughStock extends CheckoutRefusal {
  constructor(label: string, stock: number, variantId: string) {
    super(409, `Only ${stock} of ${label} left in stock`, 'out_of_stock', [variantId]);
  }
}

/** Whether a refusal says the shelf is short: what the shopper's own unpaid order holds could change it. */
export const isShortOfStock = (error: unknown): boolean => error instanceof OutOfStock || error instanceof NotEnoughStock;

export function assertInStock(line: Pick<PricedLine, 'product' | 'variant' | 'label'>, stock: number, quantity: number): void {
  if (stock <= 0) throw new OutOfStock(line.product.id, line.variant.id, line.label, line.product.variants.length === 1);
  if (quantity > stock) throw new NotEnoughStock(line.label, stock, line.variant.id);
}

/** The refusal of a size whose stock another checkout (or an admin) took between the bag's read and the take. */
export const stockGone = (line: Pick<PricedLine, 'variant' | 'label'>): CheckoutRefusal =>
  new CheckoutRefusal(409, `${line.label} is no longer available`, 'out_of_stock', [line.variant.id]);

/**
 * The size a bag line means: the one it names among the product's sizes on sale, or the only one
 * when it names none. Refusals name the product (decision 0249).
 */
export function variantOf(product: ProductRow, variantId: string | undefined): StoredVariant {
  if (product.variants.length === 0) throw notFound(`${product.name} is no longer available`);
  if (variantId === undefined) {
    if (product.variants.length > 1) throw new HttpError(422, `Choose a size of ${product.name}`);
    return product.variants[0]!;
  }
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) throw notFound(`That size of ${product.name} is no longer available`);
  return variant;
}

/** The bag's product ids, one per product (refused with 404 when one cannot be an id at all). */
export function productIdsOf(items: readonly CheckoutLine[]): string[] {
  const ids = [...new Set(items.map((item) => item.productId))];
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
  held?: ReadonlyMap<string, number>,
): Promise<PricedBag> {
  const rows = await bagProductsRead(db).execute({ ids: productIdsOf(bag.items) });
  return priceBagOf(db, bag, rows, buyer, rules, held);
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
  /**
   * Units per size the order being revised holds already (reusable-order.ts): they are the
   * shopper's, so they count as available beside the shelf's.
   */
  held: ReadonlyMap<string, number> = new Map(),
): Promise<PricedBag> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Lines of one size merge, so its stock is checked (and later taken) against the whole quantity.
  const bySize = new Map<string, PricedLine>();
  for (const item of bag.items) {
    const product = byId.get(item.productId);
    if (!product) throw notFound(`Product ${item.productId} was not found`);
    if (product.status !== 'active') throw notFound(`${product.name} is no longer available`);
    const variant = variantOf(product, item.variantId);
    const line = bySize.get(variant.id) ?? { product, variant, label: lineLabel(product, variant), quantity: 0, unitPrice: variant.price, lineTotal: 0 };
    line.quantity += item.quantity;
    line.lineTotal = line.unitPrice * line.quantity;
    bySize.set(variant.id, line);
  }
  const lines = [...bySize.values()].sort((a, b) => (a.variant.id < b.variant.id ? -1 : a.variant.id > b.variant.id ? 1 : 0));
  for (const line of lines) assertInStock(line, line.variant.stock + (held.get(line.variant.id) ?? 0), line.quantity);

  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = bag.discountCode ? await findDiscount(db, bag.discountCode) : null;
  const lapsedHolds = discount ? await assertDiscountUsable(db, discount, subtotal, buyer) : [];
  const pricing = priceOrder(lines, discount ? ruleOf(discount) : null, rules);
  assertBagWithinLimits(lines, pricing);
  const appliedDiscount = discount ? { code: discount.code, type: ruleOf(discount).type, value: discount.value } : null;
  return { lines, pricing, discount, appliedDiscount, lapsedHolds };
}
