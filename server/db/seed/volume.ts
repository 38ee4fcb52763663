/**
 * The volume seed (never run by default): a shop at scale for the admin list benchmark and for
 * trying the back office on a big catalogue. 10,000 products, 50,000 customers and 100,000 orders
 * (with 1 to 3 lines each) by default, written by the database itself (`generate_series`) in
 * batches, so it takes seconds rather than the hours row-by-row inserts would.
 *
 * Rows are marked so they never mix with real ones: customer emails end in @volume.test, product
 * slugs start with volume-. Every customer shares one password hash (the password is printed).
 * Refunded orders carry their refund's moment and row like the shop's own refunds, on the order's
 * day, so the sales report's refunds and the orders list filtered to refunded agree over any range.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export interface VolumeCounts {
  products: number;
  customers: number;
  orders: number;
}

export const VOLUME_DEFAULTS: VolumeCounts = { products: 10_000, customers: 50_000, orders: 100_000 };
export const VOLUME_EMAIL_DOMAIN = 'volume.test';
const BATCH = 10_000;

const FIRST_NAMES = ['Ada', 'Amara', 'Bea', 'Chidi', 'Dara', 'Elif', 'Femi', 'Grace', 'Hana', 'Ike', 'Jun', 'Kemi', 'Lena', 'Mara', 'Nia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sade', 'Tom', 'Uma', 'Vera', 'Wren', 'Xia', 'Yara', 'Zoe', 'Ayo', 'Bryn', 'Cleo'];
const LAST_NAMES = ['Smith', 'Okafor', 'Jones', 'Patel', 'Nguyen', 'Brown', 'Adeyemi', 'Garcia', 'Khan', 'Wilson', 'Evans', 'Taylor', 'Chen', 'Mensah', 'Murphy', 'Rossi', 'Silva', 'Walker', 'Hughes', 'Eze', 'Price', 'Ward', 'Bell', 'Reed', 'Hart'];
const PRODUCT_WORDS = ['Rose', 'Oat', 'Calendula', 'Nettle', 'Lavender', 'Shea', 'Argan', 'Hemp', 'Jasmine', 'Neroli', 'Aloe', 'Cocoa', 'Moringa', 'Baobab', 'Chamomile', 'Seabuckthorn', 'Rosehip', 'Vetiver', 'Cedar', 'Mint'];
const PRODUCT_KINDS = ['Cleanser', 'Serum', 'Balm', 'Oil', 'Toner', 'Mist', 'Butter', 'Scrub', 'Mask', 'Shampoo', 'Conditioner', 'Soap', 'Comb', 'Cloth'];
const CATEGORIES = ['face', 'hair', 'body', 'accessories'];
const ORDER_STATES = [
  ['delivered', 'paid'], ['delivered', 'paid'], ['delivered', 'paid'], ['shipped', 'paid'], ['fulfilled', 'paid'],
  ['unfulfilled', 'paid'], ['cancelled', 'refunded'], ['cancelled', 'pending'], ['pending', 'pending'], ['delivered', 'paid'],
];
const ADDRESS = { firstName: 'Volume', lastName: 'Shopper', email: `shopper@${VOLUME_EMAIL_DOMAIN}`, phone: '+44 7700 900123', address1: '1 Garden Row', address2: null, city: 'Bath', state: null, postalCode: 'BA1 1AA', country: 'GB' };

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`);
/** One entry of a SQL text array by a 0-based number. */
const pick = (values: readonly string[], n: ReturnType<typeof sql>) => sql`(${textArray(values)})[1 + ((${n}) % ${values.length})]`;

async function inBatches(total: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += BATCH) await insert(from, Math.min(total, from + BATCH - 1));
}

export async function seedVolume(db: Db, passwordHash: string, counts: VolumeCounts = VOLUME_DEFAULTS, log: (line: string) => void = () => {}) {
  const i = sql`i`;
  await inBatches(counts.products, (from, to) =>
    db.execute(sql`
      insert into products (slug, name, description, ingredients, size, category, price, stock, low_stock_threshold, status, featured, created_at)
      select 'volume-' || i,
             ${pick(PRODUCT_WORDS, i)} || ' ' || ${pick(PRODUCT_WORDS, sql`${i} / 7`)} || ' ' || ${pick(PRODUCT_KINDS, sql`${i} / 3`)} || ' No. ' || i,
             'A gentle ' || ${pick(PRODUCT_KINDS, sql`${i} / 3`)} || ' with ' || ${pick(PRODUCT_WORDS, sql`${i} / 11`)} || ' for everyday care.',
             'Aqua, ' || ${pick(PRODUCT_WORDS, i)} || ' extract', '50 ml',
             ${pick(CATEGORIES, i)}, 500 + (i * 37) % 9500, (i * 13) % 60, 5,
             case when i % 50 = 0 then 'archived' when i % 23 = 0 then 'draft' else 'active' end,
             false, now() - ((i % 900) || ' hours')::interval
      from generate_series(${from}::int, ${to}::int) as i`),
  );
  log(`  ${counts.products} products`);
  await inBatches(counts.customers, (from, to) =>
    db.execute(sql`
      insert into customers (first_name, last_name, email, password_hash, status, created_at, last_login_at)
      select ${pick(FIRST_NAMES, i)}, ${pick(LAST_NAMES, sql`${i} / ${FIRST_NAMES.length}`)},
             'customer' || i || '@' || ${VOLUME_EMAIL_DOMAIN}, ${passwordHash},
             case when i % 40 = 0 then 'archived' else 'active' end,
             now() - ((i % 1000) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
             case when i % 3 = 0 then null else now() - ((i % 90) || ' days')::interval end
      from generate_series(${from}::int, ${to}::int) as i`),
  );
  log(`  ${counts.customers} customers`);
  const state = (column: 0 | 1) => sql.raw(`(array[${ORDER_STATES.map((s) => `'${s[column]}'`).join(', ')}]::text[])[1 + (i % ${ORDER_STATES.length})]`);
  await inBatches(counts.orders, async (from, to) => {
    await db.execute(sql`
      with buyers as (
        select id, email, row_number() over (order by email) - 1 as n from customers where email like ${`%@${VOLUME_EMAIL_DOMAIN}`}
      ), numbered as (
        select i, b.id as customer_id, b.email, now() - ((i % 365) || ' days')::interval - ((i % 1440) || ' minutes')::interval as at,
               2000 + (i * 53) % 20000 as subtotal
        from generate_series(${from}::int, ${to}::int) as i
        join buyers b on b.n = (i * 7919) % (select count(*) from buyers)
      )
      insert into orders (customer_id, email, status, payment_status, subtotal, shipping, tax, total, shipping_address, billing_address, stock_released_at, created_at, paid_at, refunded_at, updated_at)
      select customer_id, email, ${state(0)}, ${state(1)}, subtotal, 2000, round(subtotal * 0.085)::int, subtotal + 2000 + round(subtotal * 0.085)::int,
             ${JSON.stringify(ADDRESS)}::jsonb, ${JSON.stringify(ADDRESS)}::jsonb, case when ${state(0)} = 'cancelled' then at end,
             at, case when ${state(1)} <> 'pending' then at end,
             -- A refund has its moment, as the back office's refund records it: the reports count
             -- refunds by it. A few hours after the order, on the same UTC day, never in the future.
             case when ${state(1)} = 'refunded' then least(now(), at + interval '3 hours', date_trunc('day', at, 'UTC') + interval '1 day' - interval '1 millisecond') end,
             at
      from numbered`);
    await db.execute(sql`
      with stock as (select id, name, price, (variants->0->>'id')::uuid as variant_id, variants->0->>'name' as variant_name, variants->0->>'sku' as sku,
                            row_number() over (order by slug) - 1 as n from products where slug like 'volume-%'),
           fresh as (select id, number, stock_released_at from orders where not exists (select 1 from order_lines l where l.order_id = orders.id))
      insert into order_lines (order_id, product_id, variant_id, name, variant_name, sku, unit_price, quantity, line_total, restocked_quantity)
      select f.id, s.id, s.variant_id, s.name, s.variant_name, s.sku, s.price, 1 + (f.number + line) % 2, s.price * (1 + (f.number + line) % 2),
             case when f.stock_released_at is not null then 1 + (f.number + line) % 2 else 0 end
      from fresh f
      cross join generate_series(0, 2) as line
      join stock s on s.n = (f.number * 31 + line * 997) % (select count(*) from stock)
      where line <= f.number % 3`);
    // Each refunded order's refund, whole, at its moment (decision 0232): the reports count refunds from these.
    await db.execute(sql`
      insert into refunds (order_id, amount, status, created_at, settled_at)
      select o.id, o.total, 'succeeded', o.refunded_at, o.refunded_at from orders o
      where o.payment_status = 'refunded' and o.refunded_at is not null and o.email like ${`%@${VOLUME_EMAIL_DOMAIN}`}
        and not exists (select 1 from refunds r where r.order_id = o.id)`);
    log(`  ${to} orders`);
  });
  // PostgreSQL's advice after a bulk load: fresh statistics for the planner, and the visibility map
  // that lets counts and pages come from the indexes alone. Autovacuum keeps both up afterwards (on
  // the embedded engine, the shop's own upkeep job: server/db/embedded-maintenance.ts).
  await db.execute(sql`vacuum analyze`);
  log('  vacuum analyze');
}
