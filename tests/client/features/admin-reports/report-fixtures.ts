/** Reports shaped like the real API's (src/contracts/admin-reports.ts), each checked by its contract, for the reports screen's tests. */
import {
  customersReport as customersReportSchema,
  productsReport as productsReportSchema,
  salesReport as salesReportSchema,
  previousRange,
  type CustomersReport,
  type ProductsReport,
  type ReportGrouping,
  type SalesReport,
} from '../../../../src/contracts/admin-reports';
import { following } from '../../support/contract';

const previousDays = (from: string, to: string) => {
  const { from: before, to: dayBefore } = previousRange({ from, to });
  return { from: before, to: dayBefore };
};
const range = (from: string, to: string, groupBy: ReportGrouping = 'day') => ({ from, to, groupBy });
const zeroSales = { orders: 0, revenue: 0, averageOrderValue: 0, tax: 0, discounts: 0, shipping: 0 };

export function salesReport(from = '2026-11-01', to = '2026-11-03', groupBy: ReportGrouping = 'day'): SalesReport {
  return following(salesReportSchema, {
    range: range(from, to, groupBy),
    buckets: [
      { period: '2026-11-01', orders: 2, revenue: 12_345, averageOrderValue: 6_173, tax: 967, discounts: 500, shipping: 1_000, refunds: 0, refunded: 0 },
      { period: '2026-11-02', ...zeroSales, refunds: 1, refunded: 2_450 },
      { period: '2026-11-03', orders: 1, revenue: 4_500, averageOrderValue: 4_500, tax: 352, discounts: 0, shipping: 0, refunds: 0, refunded: 0 },
    ],
    totals: { orders: 3, revenue: 16_845, averageOrderValue: 5_615, tax: 1_319, discounts: 500, shipping: 1_000 },
    refunds: { count: 1, amount: 2_450 },
    previous: { ...previousDays(from, to), totals: { orders: 4, revenue: 15_000, averageOrderValue: 3_750, tax: 1_319, discounts: 0, shipping: 1_200 } },
  });
}

export function emptySalesReport(): SalesReport {
  return following(salesReportSchema, { range: range('2026-11-01', '2026-11-01'), buckets: [{ period: '2026-11-01', ...zeroSales, refunds: 0, refunded: 0 }], totals: zeroSales, refunds: { count: 0, amount: 0 }, previous: { ...previousDays('2026-11-01', '2026-11-01'), totals: zeroSales } });
}

export function customersReport(): CustomersReport {
  return following(customersReportSchema, {
    range: range('2026-11-01', '2026-11-02'),
    buckets: [
      { period: '2026-11-01', newCustomers: 3, buyers: 2, firstTimeBuyers: 1, returningBuyers: 1 },
      { period: '2026-11-02', newCustomers: 1, buyers: 1, firstTimeBuyers: 1, returningBuyers: 0 },
    ],
    totals: { newCustomers: 4, buyers: 3, firstTimeBuyers: 2, returningBuyers: 1 },
    previous: { ...previousDays('2026-11-01', '2026-11-02'), totals: { newCustomers: 2, buyers: 3, firstTimeBuyers: 0, returningBuyers: 3 } },
    topCustomers: [
      { email: 'ada@verdant.test', name: 'Ada Greene', customerId: 'c-ada', orders: 2, revenue: 23_400 },
      { email: 'guest@example.com', name: 'Gwen Guest', customerId: null, orders: 1, revenue: 4_500 },
    ],
    countries: [
      { country: 'GB', orders: 2, buyers: 1, revenue: 23_400 },
      { country: 'FR', orders: 1, buyers: 1, revenue: 4_500 },
    ],
  });
}

export function productsReport(): ProductsReport {
  return following(productsReportSchema, {
    range: range('2026-11-01', '2026-11-02'),
    products: [
      {
        productId: 'p-rose',
        name: 'Rose & Oat Cleanser',
        category: 'face',
        units: 4,
        revenue: 9_800,
        stock: 12,
        turnover: 0.29,
        sizes: [
          { variantId: 'v-rose-150', name: '150 ml', sku: 'ROSE-OAT-150', units: 3, revenue: 7_350 },
          { variantId: null, name: '50 ml', sku: 'ROSE-OAT-50', units: 1, revenue: 2_450 },
        ],
      },
      { productId: null, name: 'Old Soap', category: null, units: 1, revenue: 600, stock: null, turnover: null, sizes: [] },
    ],
    totalProducts: 7,
    categories: [
      { category: 'face', products: 1, units: 4, revenue: 9_800 },
      { category: 'deleted products', products: 1, units: 1, revenue: 600 },
    ],
    totals: { units: 5, revenue: 10_400 },
    previous: { ...previousDays('2026-11-01', '2026-11-02'), totals: { units: 10, revenue: 10_400, products: 5 } },
  });
}
