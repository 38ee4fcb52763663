/**
 * The one Drizzle schema of the shop, shared by PGlite (embedded default) and PostgreSQL.
 *
 * Money columns are integer pence in GBP. Enumerations are text columns with CHECK constraints
 * rather than Postgres enums, so adding a value is a plain migration and never a type rewrite.
 * Every invariant that must hold across several API processes (stock never below zero, one
 * payment per order, one redemption per single-use code, webhook dedup) is a constraint here.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredAddress } from '#contracts/address';
import type { ProductImage } from '#contracts/product';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#contracts/orders';
import { DISCOUNT_TYPES } from '#domain/pricing';
import { CARRIERS, type Carrier, TRACKING_NUMBER_MAX } from '#domain/tracking';
import { STAFF_ROLES, type StaffRole } from '#domain/staff-roles';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_STATUSES } from '#contracts/campaigns';
import { DISCOUNT_KINDS } from '#contracts/admin-discounts';
import { ORDER_PUSH_EVENTS, type OrderPushMessage } from '#contracts/push-message';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const PRODUCT_CATEGORIES = ['face', 'hair', 'body', 'accessories'] as const;
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export const CUSTOMER_STATUSES = ['active', 'archived'] as const;
// Declared once in the shared contracts; the CHECK constraints below are built from them.
export { ORDER_STATUSES, PAYMENT_STATUSES } from '#contracts/orders';
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export { DISCOUNT_TYPES } from '#domain/pricing';
/** archived: deleted by an admin after orders used it, kept for their history (decision 0120). */
export const DISCOUNT_STATUSES = ['active', 'disabled', 'archived'] as const;
// Declared once in the shared contracts; the CHECK constraints below are built from them.
export { CAMPAIGN_AUDIENCES, CAMPAIGN_STATUSES } from '#contracts/campaigns';
export const CAMPAIGN_RECIPIENT_STATUSES = ['pending', 'queued'] as const;
export const ACCOUNT_KINDS = ['customer', 'admin'] as const;
/**
 * A provider call an order is waiting on (docs/decisions/0050): recorded and committed before the
 * call, settled or undone after it, finished by the recovery job if the process died in between.
 */
export const ORDER_OPERATIONS = ['cancel_and_refund', 'refund', 'admin_refund', 'admin_refund_keep_stock', 'admin_partial_refund', 'expire'] as const;
/** A refund row's life: recorded before the provider call, then succeeded or failed (docs/decisions/0232). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
/** A push message's life: queued (and retried) until the push service took it, or gave up on (docs/decisions/0257). */
export const PUSH_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-case; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    profileImageId: uuid('profile_image_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    defaultShippingAddressId: uuid('default_shipping_address_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    defaultBillingAddressId: uuid('default_billing_address_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('active'),
    /** Bumped on logout, password change and reset: tokens carry it and older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    // Ties broken by id: the admin list pages by (created_at, id) straight off this index.
    index('customers_created_at_idx').on(t.createdAt, t.id),
    // The admin search (name or email, anywhere in the text): trigrams answer ILIKE '%...%'.
    index('customers_search_idx').using('gin', sql`(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops`),
    index('customers_status_idx').on(t.status),
    index('customers_last_name_idx').on(t.lastName),
    check('customers_status_check', inList('status', CUSTOMER_STATUSES)),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** What this colleague may do (docs/decisions/0250-staff-roles.md); no default: whoever adds an admin says which. */
    role: text('role').$type<StaffRole>().notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email), check('admins_role_check', inList('role', STAFF_ROLES))],
);

/**
 * An admin's invitation of a colleague (docs/decisions/0225-staff-invitations.md): the link goes
 * by email and the database keeps only its SHA-256. Single use (accepted_at, set by one conditional
 * UPDATE), withdrawn by revoked_at, dead after expires_at. It dies with the admin who sent it
 * (cascade): removing an admin also takes back the doors they opened.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased, like admins.email. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The role the invitee joins with. */
    role: text('role').$type<StaffRole>().notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('admin_invitations_role_check', inList('role', STAFF_ROLES)),
    uniqueIndex('admin_invitations_token_hash_key').on(t.tokenHash),
    index('admin_invitations_email_idx').on(t.email),
    index('admin_invitations_invited_by_idx').on(t.invitedBy),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Combined phone: calling code plus number, e.g. "+44 7700 900123". */
    phone: text('phone').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.createdAt)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Only these are ever stored: never a card number or CVC. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment-method id: one provider card belongs to one customer (unique below). */
    providerRef: text('provider_ref').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_methods_customer_idx').on(t.customerId),
    uniqueIndex('payment_methods_provider_ref_key').on(t.provider, t.providerRef),
    check('payment_methods_last4_check', sql`last4 ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_month_check', sql`exp_month between 1 and 12`),
  ],
);

/** Uploaded or generated images. Files live in DATA_DIR/uploads as `<id>-<width>.webp`. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widths a WebP rendition exists for, ascending. */
  widths: jsonb('widths').$type<number[]>().notNull(),
  alt: text('alt').notNull().default(''),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ingredients: text('ingredients').notNull().default(''),
    size: text('size').notNull().default(''),
    category: text('category').notNull(),
    /** GBP pence. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Ordered list of images; the first is the cover. Denormalised from media for cheap reads. */
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /**
     * The active sizes in their order, and with `size`, `price` (the cheapest) and `stock` (their
     * sum) a summary of product_variants written by its trigger only (migration 0021, decision 0249):
     * every reader of a product row reads its sizes with it.
     */
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    status: text('status').notNull().default('active'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.category, t.status),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_search_idx').using('gin', sql`(name || ' ' || slug || ' ' || description) gin_trgm_ops`),
    index('products_price_idx').on(t.price),
    index('products_name_idx').on(t.name),
    index('products_featured_idx').on(t.featured),
    check('products_category_check', inList('category', PRODUCT_CATEGORIES)),
    check('products_status_check', inList('status', PRODUCT_STATUSES)),
    check('products_price_check', sql`price >= 0`),
    // The last line of defence against overselling: no code path can take stock below zero.
    check('products_stock_check', sql`stock >= 0`),
  ],
);

export const VARIANT_STATUSES = ['active', 'archived'] as const;

/**
 * What is sold: a size (or shade) of a product with its own price, stock and SKU (decision 0249).
 * A product has at least one; an archived one was sold and removed, and stays for its order lines.
 * Its writes keep the product row's summary (price, stock, size, variants) by trigger, locking
 * the products after the variants, in id order, as every writer does.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    /** GBP pence. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** A picture of this size's own, shown when it is chosen; null shows the product's. */
    image: jsonb('image').$type<ProductImage | null>(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_status_check', inList('status', VARIANT_STATUSES)),
    check('product_variants_price_check', sql`price >= 0`),
    // The last line of defence against overselling: no code path can take a size's stock below zero.
    check('product_variants_stock_check', sql`stock >= 0`),
  ],
);

/** Views per product per day, for the "popular" set (recent sales and views). */
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_views_day_idx').on(t.day)],
);

export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always upper-case; unique. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    /** percentage: whole percent (1-100); fixed_amount: pence; free_shipping: 0. */
    value: integer('value').notNull().default(0),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Total redemptions allowed; null is unlimited. 1 makes a single-use code. */
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    /** Uses allowed to one customer; null is unlimited. */
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Set for a code issued to one email (the newsletter's first-order code). */
    restrictedToEmail: text('restricted_to_email'),
    /** shop: made by an admin; welcome: the newsletter's code for one subscriber, listed apart (decision 0260). */
    kind: text('kind').notNull().default('shop'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_key').on(t.code),
    index('discounts_status_idx').on(t.status),
    index('discounts_created_at_idx').on(t.createdAt),
    check('discounts_type_check', inList('type', DISCOUNT_TYPES)),
    check('discounts_status_check', inList('status', DISCOUNT_STATUSES)),
    check('discounts_kind_check', inList('kind', DISCOUNT_KINDS)),
    // The Discounts list reads one kind, newest first (its default order).
    index('discounts_kind_created_idx').on(t.kind, t.createdAt, t.id),
    check('discounts_value_check', sql`value >= 0`),
    check('discounts_usage_check', sql`usage_limit is null or usage_count <= usage_limit`),
    check('discounts_per_customer_check', sql`usage_limit_per_customer is null or usage_limit_per_customer >= 1`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number shown to customers and admins. */
    number: serial('number').notNull(),
    /** Null once the customer deleted their account: the order stays, anonymised, for the books. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    tax: integer('tax').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('GBP'),
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    /** Client-sent key: a repeated create-order with the same key returns the same order. */
    idempotencyKey: text('idempotency_key'),
    /** Set when the order's stock went back on the shelf (cancel, expiry): makes release idempotent. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** An unpaid order holds its stock and code until then; the sweeper gives them back after. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /**
     * The network the order was placed from (server/lib/client-address.ts), kept only while the
     * order is unpaid and holds stock: the caps on what one network's unpaid orders hold count it
     * (docs/decisions/0254-holds-per-client-address.md). Payment and release clear it.
     */
    clientAddress: text('client_address'),
    /** A provider call in flight for this order (ORDER_OPERATIONS); other changes wait for it. */
    pendingOperation: text('pending_operation'),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The parcel's carrier and tracking number, both or neither (decision 0231). */
    trackingCarrier: text('tracking_carrier').$type<Carrier>(),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_email_search_idx').using('gin', sql`email gin_trgm_ops`),
    // The dashboard's revenue figures and daily series read paid orders by the moment they were paid.
    index('orders_paid_at_idx').on(t.paidAt).where(sql`payment_status = 'paid'`),
    // The customers report: a buyer's first paid order ever, one probe per buyer.
    index('orders_paid_email_idx').on(t.email, t.paidAt).where(sql`payment_status = 'paid'`),
    // The sales report's refunds in a range.
    index('orders_refunded_at_idx').on(t.refundedAt).where(sql`payment_status = 'refunded'`),
    // The jobs' claims read only the few rows they may take, however many orders were paid before:
    // the reservation sweep the unpaid reservations, the recovery job the marked operations.
    index('orders_open_reservation_idx')
      .on(t.reservedUntil)
      .where(sql`status = 'pending' and payment_status <> 'paid' and stock_released_at is null`),
    // A buyer's unpaid holding orders: every checkout reads them (the allowance, the order to reuse),
    // so their cost does not grow with the buyer's order history.
    index('orders_unpaid_by_customer_idx')
      .on(t.customerId)
      .where(sql`status = 'pending' and payment_status <> 'paid' and stock_released_at is null`),
    // What one network's unpaid orders hold, read by every checkout from that network (decision 0254).
    index('orders_unpaid_by_address_idx')
      .on(t.clientAddress)
      .where(sql`client_address is not null and status = 'pending' and payment_status <> 'paid' and stock_released_at is null`),
    index('orders_pending_operation_idx').on(t.pendingSince).where(sql`pending_operation is not null`),
    check('orders_status_check', inList('status', ORDER_STATUSES)),
    check('orders_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    check('orders_pending_operation_check', sql`pending_operation is null or ${inList('pending_operation', ORDER_OPERATIONS)}`),
    check('orders_amounts_check', sql`subtotal >= 0 and shipping >= 0 and tax >= 0 and discount >= 0 and total >= 0`),
    check(
      'orders_tracking_check',
      // "is not null" spelled out: a NULL inside the second branch would make the whole check NULL, which passes.
      sql`(tracking_carrier is null and tracking_number is null) or (tracking_carrier is not null and tracking_number is not null and ${inList('tracking_carrier', CARRIERS)} and char_length(tracking_number) between 1 and ${sql.raw(String(TRACKING_NUMBER_MAX))})`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references((): AnyPgColumn => productVariants.id, { onDelete: 'set null' }),
    /** Copied at order time so the order reads the same after the product changes. */
    name: text('name').notNull(),
    /** The size's name and SKU when it was ordered (decision 0249). */
    variantName: text('variant_name').notNull().default(''),
    sku: text('sku').notNull().default(''),
    image: text('image'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** Units of the line put back on the shelf (by a refund or a cancellation), so none goes back twice. */
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_variant_idx').on(t.variantId),
    check('order_lines_quantity_check', sql`quantity > 0`),
    check('order_lines_restocked_check', sql`restocked_quantity >= 0 and restocked_quantity <= quantity`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('GBP'),
    status: text('status').notNull().default('requires_payment_method'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When a status poll last asked the provider about this intent: polls claim it with a
     * conditional UPDATE, so every process together asks at most once per interval (decision 0215).
     */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    /**
     * How many intents this order had before this one: each was cancelled at the provider when a
     * revised bag changed the order's total, and the next one is created under a key with this
     * number in it (docs/decisions/0255-abandoned-checkouts.md).
     */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One PaymentIntent per order (Saleor #19220): a second request returns the first.
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    check('payments_status_check', inList('status', PAYMENT_INTENT_STATUSES)),
    // The last line of defence of partial refunds: never more back than was paid (decision 0232).
    check('payments_refunded_amount_check', sql`refunded_amount >= 0 and refunded_amount <= amount`),
  ],
);

/** One line of a refund, as recorded: which order line, how many units, whether they went back into stock, the pence. */
export interface RefundLineRecord {
  orderLineId: string;
  name: string;
  quantity: number;
  restock: boolean;
  amount: number;
}

/**
 * Every refund of an order, one row per refund (docs/decisions/0232-partial-refunds.md): recorded
 * `pending` with the order's operation mark before the provider is called, its id the provider's
 * idempotency key, then `succeeded` (with the provider's refund id) or `failed`. The reports count
 * refunds from the succeeded rows, on the UTC day of `settled_at` (triggers in the migration).
 * `request_key` is the admin's Idempotency-Key: a retried request finds its refund instead of
 * making a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** The lines and units refunded; empty for a refund of an amount. */
    lines: jsonb('lines').$type<RefundLineRecord[]>().notNull().default([]),
    note: text('note'),
    /** The admin who asked; null for a customer's cancellation or the shop's own refund. Kept by name too. */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    adminName: text('admin_name'),
    status: text('status').notNull().default('pending'),
    requestKey: text('request_key'),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    // At most one refund of an order in flight: the operation mark's twin, held by the database.
    uniqueIndex('refunds_one_pending_key').on(t.orderId).where(sql`status = 'pending'`),
    uniqueIndex('refunds_request_key').on(t.orderId, t.requestKey).where(sql`status <> 'failed'`),
    check('refunds_status_check', inList('status', REFUND_STATUSES)),
    check('refunds_amount_check', sql`amount > 0`),
    check('refunds_settled_check', sql`status <> 'succeeded' or settled_at is not null`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/** Provider events (webhooks), deduplicated by the provider's event id in the same transaction. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_key').on(t.provider, t.eventId)],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.discountId, t.orderId),
    index('discount_redemptions_customer_idx').on(t.discountId, t.customerId),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** The preheader: the line mail apps show after the subject. */
    previewText: text('preview_text').notNull().default(''),
    /** Markdown; rendered to sanitised HTML when sent or previewed (modules/campaigns/render.ts). */
    body: text('body').notNull(),
    audience: text('audience').notNull().default('all'),
    /** For the 'lapsed' audience: customers with no paid order in this many days. */
    inactiveDays: integer('inactive_days'),
    status: text('status').notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_status_idx').on(t.status, t.scheduledAt),
    index('campaigns_created_at_idx').on(t.createdAt, t.id),
    check('campaigns_status_check', inList('status', CAMPAIGN_STATUSES)),
    check('campaigns_audience_check', inList('audience', CAMPAIGN_AUDIENCES)),
    check('campaigns_inactive_days_check', sql`(audience = 'lapsed') = (inactive_days is not null and inactive_days > 0)`),
  ],
);

/**
 * One row per recipient of a campaign, written when the campaign starts sending. A row goes from
 * pending to queued in the same transaction that puts its email in the outbox, so a recipient is
 * queued exactly once (docs/decisions/0131).
 */
export const campaignSends = pgTable(
  'campaign_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Lower-case; newsletter subscribers need not have an account. */
    email: text('email').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    emailId: uuid('email_id').references((): AnyPgColumn => emails.id, { onDelete: 'set null' }),
    /** SHA-256 of the unsubscribe link's token (lib/link-tokens.ts); set when the email is queued. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    // A recipient gets a campaign once, however many workers pick it up.
    uniqueIndex('campaign_sends_recipient_key').on(t.campaignId, t.email),
    uniqueIndex('campaign_sends_unsubscribe_key').on(t.unsubscribeTokenHash),
    index('campaign_sends_pending_idx').on(t.campaignId, t.status),
    check('campaign_sends_status_check', inList('status', CAMPAIGN_RECIPIENT_STATUSES)),
  ],
);

/** Addresses that asked for no more marketing email: every campaign audience leaves them out. */
export const emailUnsubscribes = pgTable('email_unsubscribes', {
  email: text('email').primaryKey(),
  /** The campaign whose link was used, for its figures. */
  campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Key-value shop settings (store name, contact email, shipping and tax figures shown to admins). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: for every admin. */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt),
    // The sidebar's unread count, asked on every admin page.
    index('notifications_unread_idx').on(t.createdAt).where(sql`read_at is null`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the address followed its confirmation link: only then is it mailed (decision 0220). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the confirmation link's token (lib/link-tokens.ts); the token itself is only in the email. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation (or reminder) email went out: at most one per address per 10 minutes. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
    // The back office's subscribers list: newest first, and searched by any part of the address (decision 0261).
    index('newsletter_subscribers_subscribed_idx').on(t.subscribedAt, t.id),
    index('newsletter_subscribers_search_idx').using('gin', sql`email gin_trgm_ops`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKind: text('account_kind').notNull(),
    accountId: uuid('account_id').notNull(),
    /** SHA-256 of the token sent by email; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_account_idx').on(t.accountKind, t.accountId),
    check('password_reset_tokens_kind_check', inList('account_kind', ACCOUNT_KINDS)),
  ],
);

/**
 * A customer's change of email, held until the new address confirms it (docs/decisions/0030).
 * Two single-use links, each stored only as its SHA-256: `confirm` goes to the new address and
 * applies the change; `undo` goes to the old address and cancels it, or reverses it once applied.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set when a newer request replaced it or its undo link was used: the confirm link is dead. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_hash_key').on(t.confirmTokenHash),
    uniqueIndex('email_changes_undo_hash_key').on(t.undoTokenHash),
    index('email_changes_customer_idx').on(t.customerId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Every email the shop sends. Without SMTP_URL this is the outbox admins read (the dev mailbox). */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the email is about, e.g. 'password-reset', 'order-confirmation', 'campaign'. */
    kind: text('kind').notNull(),
    /** Extra headers (List-Unsubscribe on campaigns); checked free of CR and LF when queued. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('emails_to_idx').on(t.to, t.createdAt),
    index('emails_created_at_idx').on(t.createdAt),
    // The delivery job's claim, which must not walk past every email already sent (decision 0222).
    index('emails_queued_idx').on(t.createdAt).where(sql`status = 'queued'`),
    check('emails_status_check', inList('status', EMAIL_STATUSES)),
  ],
);

/**
 * Row counts the back-office lists answer from (docs/decisions/0117): per table and bucket (a
 * customer's status; an order's status and payment status; a product's status and category), the
 * sum of `delta` is the exact number of rows. Statement triggers (migration 0004) append one row of
 * +n/-n per bucket a statement changed, in the writer's own transaction, so writers never wait on
 * each other for a counter; the compaction job folds the rows back to one per bucket.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableName: text('table_name').notNull(),
    bucket: text('bucket').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('row_counts_table_idx').on(t.tableName, t.bucket)],
);

/**
 * The sales report's figures per UTC day (docs/decisions/0145), kept by the database: triggers on
 * orders (migration 0007) add each paid order on the day it was paid and each refund on the day it
 * was refunded, and take them back when an order leaves that state. Each writer appends its
 * difference as a row of its own (migration 0019, decision 0244: one row per day was a lock every
 * checkout of the day queued on); readers sum a day's rows, and the compaction job folds them back
 * to one. A year's report reads 366 rows and the last minute's appends.
 */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).notNull(),
  orders: integer('orders').notNull().default(0),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  tax: bigint('tax', { mode: 'number' }).notNull().default(0),
  discounts: bigint('discounts', { mode: 'number' }).notNull().default(0),
  shipping: bigint('shipping', { mode: 'number' }).notNull().default(0),
  refunds: integer('refunds').notNull().default(0),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  /** True on a row the compaction job wrote (the day's sum); a writer's appended row is not, until folded. */
  settled: boolean('settled').notNull().default(false),
}, (t) => [index('sales_days_day_idx').on(t.day), index('sales_days_unsettled_idx').on(t.day).where(sql`not settled`)]);

/**
 * Units and line revenue per UTC day and product over paid orders' lines, kept by triggers on
 * orders and order_lines (migration 0007). A deleted product's lines have no product id and are
 * kept per line name (the report shows the first name); a known product's rows have name ''.
 * No foreign key: deleting a product nulls its order lines, and their trigger moves the figures.
 * Appended differences, summed by readers and folded by the compaction job, as sales_days.
 */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    name: text('name').notNull().default(''),
    // integer, not bigint: sum() of integers is a bigint, of bigints a slow numeric (a year is 140,000 rows at volume).
    units: integer('units').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
    /** As sales_days.settled. */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('product_sales_days_day_idx').on(t.day, t.productId, t.name),
    index('product_sales_days_unsettled_idx').on(t.day).where(sql`not settled`),
  ],
);

/**
 * Everyone with a paid order, by order email exactly as stored (decision 0116: buyers are order
 * emails, so a deleted account's orders still count once), with an integer id the customers report
 * groups by, and the moment of their first paid order. A buyer whose last paid order goes (refund,
 * delete, the email anonymised when an account is deleted) goes too, so no email outlives its
 * orders here. Kept by triggers on orders (migration 0008, decision 0146); never written by the
 * application.
 */
export const buyers = pgTable(
  'buyers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('buyers_email_key'),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }).notNull(),
  },
  // The customers report's first-time buyers of a range.
  (t) => [index('buyers_first_paid_idx').on(t.firstPaidAt)],
);

/**
 * Paid orders and their revenue per UTC day of paid_at, buyer and shipping country (decision
 * 0146), kept by the same triggers as buyers: the customers report reads a year as narrow integer
 * rows instead of the orders themselves. A row whose orders fall to 0 is deleted in the same change.
 */
export const buyerSalesDays = pgTable(
  'buyer_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    buyerId: integer('buyer_id').notNull(),
    country: text('country'),
    orders: integer('orders').notNull().default(0),
    // integer, not bigint: sum() of integers is a bigint, of bigints a slow numeric.
    revenue: integer('revenue').notNull().default(0),
  },
  (t) => [unique('buyer_sales_days_key').on(t.day, t.buyerId, t.country).nullsNotDistinct()],
);

/**
 * Each customer's orders placed (whatever became of them) and pence spent (paid orders only), the
 * figures the back-office customer list shows and sorts by (docs/decisions/0205). One row per
 * customer, made with the customer and deleted with them, kept by triggers on orders (migration
 * 0009) in the writer's own transaction, so a sort by a figure walks an index instead of grouping
 * every order. Never written by the application.
 */
export const customerFigures = pgTable(
  'customer_figures',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderCount: integer('order_count').notNull().default(0),
    // bigint: a checkout must never fail because one customer's lifetime spend passed 2^31 pence.
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
  },
  // Ties broken by the customer's id: the list pages by (figure, id) straight off these, either way.
  (t) => [
    index('customer_figures_order_count_idx').on(t.orderCount, t.customerId),
    index('customer_figures_total_spent_idx').on(t.totalSpent, t.customerId),
  ],
);

/**
 * The mailboxes that have had a first order, by the SHA-256 of their key (src/domain/mailbox.ts):
 * what a first-order code asks (decision 0221). An unpaid order with a first-order code claims its
 * mailbox's row when it is placed (`order_id`, held until `held_until`, its reservation's end), so
 * two aliases of one inbox ordering at once get one discount; the claim goes when that order is
 * cancelled or lapses, and becomes the mailbox's record (`first_paid_at`) when an order is paid
 * (docs/decisions/0255-abandoned-checkouts.md). A paid record is never deleted, so it outlives an
 * account's deletion, which anonymises the orders' emails; it holds no address.
 */
export const firstOrders = pgTable(
  'first_orders',
  {
    mailboxHash: text('mailbox_hash').primaryKey(),
    /** Set once an order from the mailbox is paid; null while an unpaid order only claims it. */
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    /** The order that claimed the mailbox (kept after it is paid). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** An unpaid claim lapses with its order's reservation: free again after this. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    index('first_orders_order_idx').on(t.orderId).where(sql`order_id is not null`),
    check('first_orders_claim_check', sql`first_paid_at is not null or held_until is not null`),
  ],
);

/*
 * The rows modules hand each other, each named once beside its table. A module that needs a
 * narrower shape picks it from these (Pick<OrderLineRow, ...>) where it uses it.
 */
export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
/** A size as the product row's summary keeps it (migration 0021's trigger writes it). */
export interface StoredVariant {
  id: string;
  name: string;
  sku: string;
  price: number;
  stock: number;
  image: ProductImage | null;
}
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

/**
 * The audit trail (docs/decisions/0224-audit-trail.md): one row per admin write, inserted in the
 * write's own transaction by server/modules/audit. The admin is a snapshot (id, name, email) with
 * no foreign key, so an admin removed later keeps their entries. `changes` holds only the fields
 * that changed, each `{ before, after }`, with secrets redacted. Append-only: triggers (migration
 * 0013) refuse UPDATE, DELETE and TRUNCATE, and no route writes here except by recording a change.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The server's clock at the insert (clock_timestamp, so entries of one transaction keep their order). */
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    adminId: uuid('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    recordLabel: text('record_label').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    requestId: text('request_id'),
  },
  (t) => [
    // Newest first, whole trail or filtered by admin, record or action: each filter an index's prefix.
    index('audit_entries_at_idx').on(t.at, t.id),
    index('audit_entries_admin_idx').on(t.adminId, t.at, t.id),
    index('audit_entries_record_idx').on(t.recordType, t.recordId, t.at, t.id),
    index('audit_entries_action_idx').on(t.action, t.at, t.id),
  ],
);
export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type AdminInvitationRow = typeof adminInvitations.$inferSelect;

/**
 * A customer's device that asked for notifications about their orders (Web Push,
 * docs/decisions/0257-web-push-for-orders.md): the browser's push endpoint and the keys a message
 * to it is encrypted with (RFC 8291). One row per endpoint: the same device subscribing again
 * updates its row, for whichever customer is signed in on it now.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and auth secret, base64url, as the browser gave them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_customer_idx').on(t.customerId, t.updatedAt)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The push outbox: one row per order event and device, written in the transaction of the event,
 * sent after the commit by the push delivery job (claimed with SKIP LOCKED), retried with back-off
 * until `next_attempt_at`, and gone with its device when the push service says the device is gone.
 * The unique key makes an event's message to a device exist once, however often it is queued.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** Which happening of the event: the event itself, or `refunded:<refund id>` for each refund of an order. */
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').$type<OrderPushMessage>().notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('push_messages_event_key').on(t.subscriptionId, t.orderId, t.eventKey),
    // The delivery job's claim walks only what is waiting, never the messages already sent.
    index('push_messages_due_idx').on(t.nextAttemptAt).where(sql`status = 'queued'`),
    index('push_messages_order_idx').on(t.orderId),
    check('push_messages_status_check', inList('status', PUSH_MESSAGE_STATUSES)),
    check('push_messages_event_check', inList('event', ORDER_PUSH_EVENTS)),
  ],
);
export type PushMessageRow = typeof pushMessages.$inferSelect;

/**
 * Writes a client may send again (docs/decisions/0256-offline-writes.md): a phone that queued a
 * contact message or an address edit offline replays it with the same Idempotency-Key until it
 * hears an answer, so the server keeps each key's first answer and gives it back instead of doing
 * the write twice. The row is inserted in the write's own transaction, so the write and its record
 * commit or roll back together. A signed-in customer's keys are theirs (`customer_id`, deleted with
 * the account); an anonymous form's (contact, newsletter) are scoped by the key alone. `request_hash`
 * (route and body) refuses a key reused for something else. Rows expire after a retention the
 * idempotency module's job enforces.
 */
export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The answer's body as it was sent (JSON text), so a replay is byte for byte the first answer. */
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotent_writes_customer_key').on(t.customerId, t.key).where(sql`customer_id is not null`),
    uniqueIndex('idempotent_writes_public_key').on(t.key).where(sql`customer_id is null`),
    // The expiry job reads the oldest first.
    index('idempotent_writes_created_idx').on(t.createdAt),
  ],
);
export type IdempotentWriteRow = typeof idempotentWrites.$inferSelect;
