/**
 * The customers report's buyer figures, rolled up from the range's rows of buyer_sales_days (one
 * per day, buyer and shipping country with a paid order; docs/decisions/0146). Distinct buyers do
 * not add up across days, so each figure needs every buyer of the range once: here that is a Set
 * and a Map over two arrays of integers the database sends as one value, which on the embedded
 * database is several times faster than grouping 70,000 rows by buyer in SQL three ways.
 */
import { type SQL, sql } from 'drizzle-orm';

/**
 * A country's rows of the range, two numbers to a row so the database builds and sends half as
 * much: `keys` = buyer id * DAY_SLOTS + day of the range (0 = `from`; a range has at most 1,096
 * days), `amounts` = revenue * ORDER_SLOTS + orders. Both stay below 2^53, so JSON carries them
 * exactly, while a buyer id is below 2^42 and a row's revenue below 2^31 pence (an integer column).
 */
export interface CountrySales {
  country: string;
  keys: number[];
  amounts: number[];
}

export const DAY_SLOTS = 2048;
export const ORDER_SLOTS = 2_097_152;

/** The SQL of the two packed values, over buyer_sales_days' columns. */
export function packedRows(columns: { buyerId: SQL; dayOfRange: SQL; revenue: SQL; orders: SQL }): { keys: SQL; amounts: SQL } {
  return {
    keys: sql`${columns.buyerId}::bigint * ${sql.raw(String(DAY_SLOTS))} + (${columns.dayOfRange})`,
    amounts: sql`${columns.revenue}::bigint * ${sql.raw(String(ORDER_SLOTS))} + (${columns.orders})`,
  };
}

export interface BuyerTotals {
  orders: number;
  revenue: number;
}

export interface BuyerRollup {
  /** Distinct buyers per bucket, by the bucket's index. */
  bucketBuyers: number[];
  buyers: number;
  /** Every buyer who could be among the top `shown` by revenue, then orders (ties at the edge included). */
  topCandidates: Array<BuyerTotals & { buyerId: number }>;
  countries: Array<{ country: string; orders: number; buyers: number; revenue: number }>;
}

const better = (a: BuyerTotals, b: BuyerTotals) => b.revenue - a.revenue || b.orders - a.orders;

/** The `shown` best buyers and every buyer tied with the last of them (the email decides ties, in SQL). */
function topWithTies(perBuyer: Map<number, BuyerTotals>, shown: number): BuyerRollup['topCandidates'] {
  const best: BuyerTotals[] = [];
  for (const totals of perBuyer.values()) {
    if (best.length === shown && better(totals, best[shown - 1]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && better(totals, best[at - 1]!) < 0) at -= 1;
    best.splice(at, 0, totals);
    if (best.length > shown) best.pop();
  }
  const edge = best[best.length - 1];
  if (!edge) return [];
  return [...perBuyer].filter(([, totals]) => better(totals, edge) <= 0).map(([buyerId, totals]) => ({ buyerId, ...totals }));
}

/** The countries, most revenue first, then by code (as SQL's `order by revenue desc, country` in the C collation). */
const byRevenueThenCountry = (a: { revenue: number; country: string }, b: { revenue: number; country: string }) =>
  b.revenue - a.revenue || (a.country < b.country ? -1 : a.country > b.country ? 1 : 0);

export function rollUpBuyers(sold: readonly CountrySales[], bucketOfDay: readonly number[], bucketCount: number, shown: number): BuyerRollup {
  const inBucket = Array.from({ length: bucketCount }, () => new Set<number>());
  const perBuyer = new Map<number, BuyerTotals>();
  const countries: BuyerRollup['countries'] = [];
  for (const rows of sold) {
    const countryBuyers = new Set<number>();
    let orders = 0;
    let revenue = 0;
    for (let row = 0; row < rows.keys.length; row++) {
      const buyer = Math.floor(rows.keys[row]! / DAY_SLOTS);
      const day = rows.keys[row]! - buyer * DAY_SLOTS;
      const rowRevenue = Math.floor(rows.amounts[row]! / ORDER_SLOTS);
      const rowOrders = rows.amounts[row]! - rowRevenue * ORDER_SLOTS;
      inBucket[bucketOfDay[day]!]!.add(buyer);
      countryBuyers.add(buyer);
      const totals = perBuyer.get(buyer);
      if (totals) {
        totals.orders += rowOrders;
        totals.revenue += rowRevenue;
      } else {
        perBuyer.set(buyer, { orders: rowOrders, revenue: rowRevenue });
      }
      orders += rowOrders;
      revenue += rowRevenue;
    }
    countries.push({ country: rows.country, orders, buyers: countryBuyers.size, revenue });
  }
  return {
    bucketBuyers: inBucket.map((buyers) => buyers.size),
    buyers: perBuyer.size,
    topCandidates: topWithTies(perBuyer, shown),
    countries: countries.sort(byRevenueThenCountry),
  };
}
