/**
 * The customers report's buyer figures, rolled up from the range's rows of buyer_sales_days (one
 * per day, buyer and shipping country with a paid order; docs/decisions/0146). Distinct buyers do
 * not add up across days, so each figure needs every buyer of the range once: here that is a Set
 * and a Map over a few arrays of integers the database sends as one value, which on the embedded
 * database is several times faster than grouping 70,000 rows by buyer in SQL three ways.
 */

/** A country's rows of the range, as parallel arrays: buyer id, day (0 = `from`), orders, revenue. */
export interface CountrySales {
  country: string;
  buyers: number[];
  days: number[];
  orders: number[];
  revenue: number[];
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
    for (let row = 0; row < rows.buyers.length; row++) {
      const buyer = rows.buyers[row]!;
      inBucket[bucketOfDay[rows.days[row]!]!]!.add(buyer);
      countryBuyers.add(buyer);
      const totals = perBuyer.get(buyer);
      if (totals) {
        totals.orders += rows.orders[row]!;
        totals.revenue += rows.revenue[row]!;
      } else {
        perBuyer.set(buyer, { orders: rows.orders[row]!, revenue: rows.revenue[row]! });
      }
      orders += rows.orders[row]!;
      revenue += rows.revenue[row]!;
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
