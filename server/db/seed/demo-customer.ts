/**
 * The demo customer: two addresses (the GB one is the default for shipping and billing) and four
 * past orders in different states, each priced with the shop's own `priceOrder` and paid through
 * the local payment provider. Everything is inserted in one transaction, so a crash half-way leaves
 * nothing and the next run does it whole.
 *
 * Stock is not taken for these orders: the catalogue's figures are the shelf after them.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { StoredAddress } from '#contracts/address';
import { type AppliedDiscountRule, priceOrder } from '#domain/pricing';
import { hashPassword } from '../../lib/passwords';
import type { Db, Tx } from '../client';
import { addresses, customers, discountRedemptions, discounts, orderLines, orders, payments, products, refunds } from '../schema';
import { daysBefore } from './dates';
import { WELCOME_CODE } from './defaults';

export interface SeedPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

interface DemoOrder {
  daysAgo: number;
  status: 'delivered' | 'shipped' | 'unfulfilled' | 'cancelled';
  paymentStatus: 'paid' | 'refunded';
  lines: { slug: string; quantity: number }[];
  discountCode?: string;
}

/** How far a non-cancelled order has travelled, to fill in the matching timestamps. */
const ORDER_PROGRESS: readonly DemoOrder['status'][] = ['unfulfilled', 'shipped', 'delivered'];

/** Oldest first, so order numbers rise with their dates. Every line is an in-stock product. */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    daysAgo: 46,
    status: 'delivered',
    paymentStatus: 'paid',
    discountCode: WELCOME_CODE,
    lines: [
      { slug: 'rosehip-sea-buckthorn-facial-oil', quantity: 1 },
      { slug: 'camellia-cleansing-balm', quantity: 1 },
      { slug: 'organic-muslin-cloths', quantity: 1 },
    ],
  },
  {
    daysAgo: 21,
    status: 'cancelled',
    paymentStatus: 'refunded',
    lines: [
      { slug: 'jade-facial-roller', quantity: 1 },
      { slug: 'rose-quartz-gua-sha', quantity: 1 },
    ],
  },
  {
    daysAgo: 6,
    status: 'shipped',
    paymentStatus: 'paid',
    lines: [
      { slug: 'rosemary-mint-scalp-shampoo', quantity: 1 },
      { slug: 'oat-argan-conditioner', quantity: 1 },
      { slug: 'bamboo-paddle-hairbrush', quantity: 1 },
    ],
  },
  {
    daysAgo: 1,
    status: 'unfulfilled',
    paymentStatus: 'paid',
    lines: [
      { slug: 'shea-cocoa-body-butter', quantity: 2 },
      { slug: 'lavender-geranium-hand-cream', quantity: 1 },
      { slug: 'face-ritual-gift-set', quantity: 1 },
    ],
  },
];

function demoAddresses(person: SeedPerson): StoredAddress[] {
  const base = { firstName: person.firstName, lastName: person.lastName, email: person.email.trim().toLowerCase() };
  // Ofcom reserves 07700 900xxx for fiction, so these numbers ring nobody.
  return [
    {
      ...base,
      phone: '+44 7700 900123',
      address1: '14 Marchmont Crescent',
      address2: 'Flat 2F1',
      city: 'Edinburgh',
      state: null,
      postalCode: 'EH9 1HN',
      country: 'GB',
    },
    {
      ...base,
      phone: '+44 7700 900456',
      address1: '27 Clerkenwell Road',
      address2: 'Third floor, reception',
      city: 'London',
      state: null,
      postalCode: 'EC1M 5RN',
      country: 'GB',
    },
  ];
}

export async function seedDemoCustomer(db: Db, person: SeedPerson, now: Date, log: (msg: string) => void): Promise<void> {
  const email = person.email.trim().toLowerCase();
  const [found] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  if (found) return;
  const passwordHash = await hashPassword(person.password);
  const slugs = [...new Set(DEMO_ORDERS.flatMap((o) => o.lines.map((l) => l.slug)))];
  const catalogue = await db.select().from(products).where(inArray(products.slug, slugs));
  const bySlug = new Map(catalogue.map((p) => [p.slug, p]));
  const [welcome] = await db.select().from(discounts).where(eq(discounts.code, WELCOME_CODE));

  // One transaction: the customer exists with all their history or not at all, so a crash
  // half-way is redone whole on the next run.
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        firstName: person.firstName,
        lastName: person.lastName,
        email,
        passwordHash,
        phone: '+44 7700 900123',
        createdAt: daysBefore(now, 60),
      })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    if (!customer) return;
    const [home, work] = demoAddresses(person) as [StoredAddress, StoredAddress];
    const saved = await tx
      .insert(addresses)
      .values([
        { ...home, customerId: customer.id, createdAt: daysBefore(now, 60) },
        { ...work, customerId: customer.id, createdAt: daysBefore(now, 30) },
      ])
      .returning({ id: addresses.id });
    await tx
      .update(customers)
      .set({ defaultShippingAddressId: saved[0]!.id, defaultBillingAddressId: saved[0]!.id })
      .where(eq(customers.id, customer.id));

    for (const demo of DEMO_ORDERS) {
      await insertDemoOrder(tx, { customerId: customer.id, email, address: home, demo, bySlug, welcome, now });
    }
  });
  log(`Seeded demo customer ${email} with ${DEMO_ORDERS.length} orders`);
}

interface DemoOrderInput {
  customerId: string;
  email: string;
  address: StoredAddress;
  demo: DemoOrder;
  bySlug: Map<string, typeof products.$inferSelect>;
  welcome: typeof discounts.$inferSelect | undefined;
  now: Date;
}

async function insertDemoOrder(tx: Tx, input: DemoOrderInput): Promise<void> {
  const { demo, bySlug, welcome } = input;
  const lines = demo.lines.map(({ slug, quantity }) => {
    const product = bySlug.get(slug);
    if (!product) throw new Error(`Demo order refers to unknown product ${slug}`);
    return { product, quantity, unitPrice: product.price };
  });
  const discount = demo.discountCode && welcome?.code === demo.discountCode ? welcome : undefined;
  const rule: AppliedDiscountRule | null = discount ? { type: discount.type as AppliedDiscountRule['type'], value: discount.value } : null;
  const pricing = priceOrder(lines, rule);

  const placed = daysBefore(input.now, demo.daysAgo, 10);
  const later = (hours: number) => new Date(placed.getTime() + hours * 3_600_000);
  const paid = later(0.05);
  const isCancelled = demo.status === 'cancelled';
  const reached = (status: DemoOrder['status']) =>
    ORDER_PROGRESS.indexOf(demo.status) >= ORDER_PROGRESS.indexOf(status) && !isCancelled;

  const [order] = await tx
    .insert(orders)
    .values({
      customerId: input.customerId,
      email: input.email,
      status: demo.status,
      paymentStatus: demo.paymentStatus,
      ...pricing,
      currency: 'GBP',
      discountId: discount?.id ?? null,
      discountCode: discount?.code ?? null,
      shippingAddress: input.address,
      billingAddress: input.address,
      paidAt: paid,
      fulfilledAt: reached('shipped') ? later(20) : null,
      shippedAt: reached('shipped') ? later(26) : null,
      deliveredAt: reached('delivered') ? later(74) : null,
      cancelledAt: isCancelled ? later(3) : null,
      refundedAt: demo.paymentStatus === 'refunded' ? later(3.2) : null,
      // Cancelled before packing: its stock went back on the shelf (and is in the catalogue figure).
      stockReleasedAt: isCancelled ? later(3) : null,
      createdAt: placed,
      updatedAt: later(isCancelled ? 3.2 : demo.status === 'delivered' ? 74 : 26),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('Demo order insert returned no row');

  await tx.insert(orderLines).values(
    lines.map(({ product, quantity, unitPrice }) => ({
      orderId: order.id,
      productId: product.id,
      // The product's first size, as the demo's past orders bought it (decision 0249).
      variantId: product.variants[0]?.id ?? null,
      name: product.name,
      variantName: product.variants[0]?.name ?? product.size,
      sku: product.variants[0]?.sku ?? '',
      image: product.images[0]?.src ?? null,
      unitPrice,
      quantity,
      lineTotal: unitPrice * quantity,
      restockedQuantity: isCancelled ? quantity : 0,
    })),
  );

  const intentId = `pi_local_${randomBytes(12).toString('hex')}`;
  await tx.insert(payments).values({
    orderId: order.id,
    provider: 'local',
    providerPaymentId: intentId,
    clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
    amount: pricing.total,
    currency: 'GBP',
    status: demo.paymentStatus === 'refunded' ? 'refunded' : 'succeeded',
    refundedAmount: demo.paymentStatus === 'refunded' ? pricing.total : 0,
    createdAt: placed,
    updatedAt: paid,
  });
  // Its refund as the shop records one (decision 0232): the whole total, when it was refunded.
  if (demo.paymentStatus === 'refunded')
    await tx.insert(refunds).values({ orderId: order.id, amount: pricing.total, status: 'succeeded', createdAt: later(3.2), settledAt: later(3.2) });

  if (discount) {
    await tx.insert(discountRedemptions).values({
      discountId: discount.id,
      orderId: order.id,
      customerId: input.customerId,
      amount: pricing.discount,
      createdAt: placed,
    });
    await tx
      .update(discounts)
      .set({ usageCount: sql`${discounts.usageCount} + 1` })
      .where(eq(discounts.id, discount.id));
  }
}
