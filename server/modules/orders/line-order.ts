/**
 * The one order an order's lines are shown in, wherever they are shown (the customer's order
 * page, the back office, the confirmation email, the CSV export): by product name, then in the
 * shop's order of that product's sizes (30 ml before 50 ml before 100 ml, which sorting the names
 * as text would not give), then as placed. Sizes keep their position when archived, so an old
 * order reads the same (docs/decisions/0249-sizes-as-variants.md).
 */
import { asc, sql } from 'drizzle-orm';
import { orderLines, productVariants } from '../../db/schema';

const sizePosition = sql`(select ${productVariants.position} from ${productVariants} where ${productVariants.id} = ${orderLines.variantId})`;

export const LINES_IN_SHOP_ORDER = [asc(orderLines.name), asc(sizePosition), asc(orderLines.variantName), asc(orderLines.id)] as const;
