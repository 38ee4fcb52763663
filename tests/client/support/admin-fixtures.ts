/** Back-office answers shaped like the real API's (src/contracts/admin-*), each checked by its contract, for the admin screens' tests. */
import { adminOrderDetail, adminOrderSummary as adminOrderSummarySchema, type AdminOrderDetail, type AdminOrderSummary } from '../../../src/contracts/admin-orders';
import { adminProductDetail, type AdminProductDetail } from '../../../src/contracts/admin-products';
import { ADMIN_PAGE_SIZE } from '../../../src/contracts/admin-lists';
import type { Pagination } from '../../../src/contracts/envelope';
import { detail } from './account-fixtures';
import { following } from './contract';

/**
 * A back-office list call's answer (decision 0208): the rows under the list's noun and the
 * pagination block, by default one page holding all of them.
 */
export function listAnswer<Key extends string, Row>(key: Key, rows: Row[], paging: Partial<Pagination> = {}) {
  const total = paging.total ?? rows.length;
  const limit = paging.limit ?? ADMIN_PAGE_SIZE;
  const pagination = { page: 1, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)), ...paging };
  return { [key]: rows, pagination } as { [K in Key]: Row[] } & { pagination: Pagination };
}

/** The customer list's answer: the common shape with the product rules' own paging names beside it. */
export function customerListAnswer<Row>(rows: Row[], paging: Partial<Pagination> = {}) {
  const answer = listAnswer('customers', rows, paging);
  return { ...answer, totalCustomers: answer.pagination.total, currentPage: answer.pagination.page, totalPages: answer.pagination.totalPages };
}

export function adminProduct(overrides: Partial<AdminProductDetail> = {}): AdminProductDetail {
  return following(adminProductDetail, {
    id: 'p-rose',
    slug: 'rose-oat-cleanser',
    name: 'Rose & Oat Cleanser',
    description: 'A gentle cream cleanser.',
    ingredients: 'Oat, rose water',
    size: '150 ml',
    category: 'face',
    price: 2450,
    stock: 12,
    stockLevel: 'in stock',
    image: '/media/rose-640.webp',
    images: [
      { id: 'img-1', alt: 'Rose & Oat Cleanser', width: 640, height: 640, src: '/media/rose-640.webp', srcSet: '/media/rose-320.webp 320w' },
      { id: 'img-2', alt: 'Rose & Oat Cleanser', width: 640, height: 640, src: '/media/rose-b-640.webp', srcSet: '/media/rose-b-320.webp 320w' },
    ],
    featured: false,
    recommended: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    status: 'active',
    lowStockThreshold: 5,
    updatedAt: '2026-11-02T09:00:00.000Z',
    orderCount: 0,
    variants: [{ id: 'v-rose-150', name: '150 ml', sku: 'ROSE-OAT-CLEANSER', price: 2450, stock: 12, stockLevel: 'in stock', image: null }],
    ...overrides,
  });
}

export function adminOrderSummary(number: number, status: AdminOrderSummary['status'], paymentStatus: AdminOrderSummary['paymentStatus']): AdminOrderSummary {
  return following(adminOrderSummarySchema, {
    id: `00000000-0000-4000-8000-00000000010${number}`,
    number,
    status,
    paymentStatus,
    total: 10_000 + number,
    currency: 'GBP',
    itemCount: 2,
    refundedAmount: 0,
    createdAt: '2026-11-20T22:01:50.056Z',
    email: 'ada@verdant.test',
    customer: { id: 'c1', firstName: 'Ada', lastName: 'Greene' },
  });
}

export function adminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  // The customer's order types its states as strings; the admin's contract names them, and the
  // parse below is what makes the cast true.
  const base = detail({ status: 'unfulfilled', paymentStatus: 'paid' });
  return following(adminOrderDetail, {
    ...base,
    lines: base.lines.map((line) => ({ ...line, restockedQuantity: 0 })),
    refunds: [],
    refundable: 23_483,
    status: 'unfulfilled',
    paymentStatus: 'paid',
    customer: { id: 'c1', firstName: 'Ada', lastName: 'Greene', email: 'ada@verdant.test', status: 'active' },
    payment: { provider: 'local', status: 'succeeded', amount: 23_483, refundedAmount: 0, createdAt: '2026-11-20T22:04:50.056Z' },
    busy: false,
    nextStatuses: ['fulfilled'],
    canFulfil: true,
    canRefund: true,
    ...overrides,
  } as AdminOrderDetail);
}
