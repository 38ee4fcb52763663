/**
 * The back office's customers (docs/product/back-office.md#admin-calls: GET/PUT /admin/customers...): the list query and
 * answer (section 3's customer list result), one customer's profile, and the edit payload.
 * Money is integer pence; instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { storedAddress } from './address';
import { nameField, phoneField } from './account';
import { emailField } from './auth';
import { adminListAnswer, adminPageQuery } from './admin-lists';
import { orderSummary } from './orders';

export const CUSTOMER_STATUSES = ['active', 'archived'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_SORT_FIELDS = ['createdAt', 'name', 'email', 'lastLoginAt', 'orderCount', 'totalSpent'] as const;

/** GET /admin/customers: search looks in first name, last name, "first last" and email. */
export const adminCustomerListQuery = adminPageQuery.extend({
  status: z.enum(CUSTOMER_STATUSES, { message: 'status must be active or archived' }).optional(),
  sortBy: z.enum(CUSTOMER_SORT_FIELDS, { message: `sortBy must be one of ${CUSTOMER_SORT_FIELDS.join(', ')}` }).default('createdAt'),
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuery>;

export const adminCustomerSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Orders placed, whatever became of them. */
  orderCount: z.number().int(),
  /** Pence, paid orders only (refunded ones are not spent). */
  totalSpent: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummary>;

/**
 * The common list answer, and beside it the fields the product rules name for this one list
 * (docs/product/back-office.md#list-filters: totalCustomers, currentPage, totalPages), which
 * repeat the pagination block's total, page and totalPages (decision 0208).
 */
export const adminCustomerList = adminListAnswer('customers', adminCustomerSummary).extend({
  totalCustomers: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof adminCustomerList>;

export const adminCustomerAddress = storedAddress.extend({
  id: z.string(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});

export const CUSTOMER_RECENT_ORDERS = 10;

export const adminCustomerDetail = adminCustomerSummary.extend({
  profileImage: z.string().nullable(),
  addresses: z.array(adminCustomerAddress),
  /** The latest orders (CUSTOMER_RECENT_ORDERS); the orders list filters by customer for more. */
  recentOrders: z.array(orderSummary),
  totals: z.object({
    orderCount: z.number().int(),
    paidOrders: z.number().int(),
    totalSpent: z.number().int(),
    /** Pence; 0 before the first paid order. */
    averageOrderValue: z.number().int(),
    lastOrderAt: z.string().nullable(),
  }),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;
export const oneAdminCustomer = z.object({ customer: adminCustomerDetail });

/**
 * PUT /admin/customers/{id}: any of these; absent fields stay as they are, phone null or '' clears
 * it. An admin's change of email applies at once (docs/decisions/0080); anything else in the body
 * (status, password, role) is not part of the contract and is ignored.
 */
export const adminCustomerUpdateBody = z
  .object({
    firstName: nameField('First name').optional(),
    lastName: nameField('Last name').optional(),
    email: emailField.optional(),
    phone: phoneField.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to update: send at least one field' });
export type AdminCustomerUpdateBody = z.input<typeof adminCustomerUpdateBody>;
