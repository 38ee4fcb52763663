/**
 * Caps on what one network's unpaid orders hold (docs/decisions/0254-holds-per-client-address.md),
 * on the embedded database and on PostgreSQL: accounts cost nothing, so 40 of them from one
 * address, each holding all it may, must not take the demo catalogue off sale; an office of 20
 * behind one address still places and pays within a minute. Then each rule on its own: the last
 * units of at most two sizes, a share of a size the network already holds, revisions under the
 * same caps, checkouts from one network racing, an IPv6 /64 counted as one network, and the
 * address forgotten once the order is paid or gives its stock back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, productVariants } from '../../server/db/schema';
import { CATALOGUE } from '../../server/db/seed/catalogue';
import { seedProducts } from '../../server/db/seed/seed-products';
import { clientNetworkOf } from '../../server/lib/client-address';
import { MAX_UNPAID_SUBTOTAL, MAX_UNPAID_UNITS, MAX_UNITS_PER_PRODUCT } from '../../server/modules/checkout/order-limits';
import { bearer, registerCustomer, type TestCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall, payWithCard } from './support/checkout';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
const db = () => t.database.db;

type Line = { productId: string; variantId: string; quantity: number };
const placeFrom = (network: string, customer: TestCustomer, lines: Line[]) =>
  checkoutCall(t.app, customer.token, '/general/checkout/create-order', bagOf(lines), {}, network);
const payFrom = (customer: TestCustomer, orderId: string) => payWithCard(t.app, customer.token, orderId);
const customers = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => registerCustomer(t.app, { firstName: `Shopper${i}` })));

/** A product of one size with this stock; answers the line-maker for it. */
async function sizeWith(stock: number, price = 1500) {
  const product = await insertProduct(db(), { stock, price });
  const [size] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
  return { product, size: size!, line: (quantity: number): Line => ({ productId: product.id, variantId: size!.id, quantity }) };
}
const stockOf = async (variantId: string) => (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

let uploads: string;
beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'network-holds-'));
  await seedProducts(db(), { uploadsDir: uploads, imageWidths: [320], now: new Date(), log: () => {} });
}, 180_000);
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

/** The demo catalogue's products on sale with some size in stock. */
async function inStockDemoProducts(): Promise<number> {
  const rows = await db()
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.slug, CATALOGUE.map((product) => product.slug)));
  return rows.filter((row) => row.stock > 0).length;
}

describe('one network with many free accounts', () => {
  it('40 fresh accounts from one address, each holding all it may, take at most 2 demo products off sale', async () => {
    const attacker = '203.0.113.66';
    const before = await inStockDemoProducts();
    const accounts = await customers(40);
    let placed = 0;
    let refused = 0;
    // Greedy and adaptive: each account adds the scarcest sizes to its order one at a time (checking
    // out again revises the order, decision 0255), each as much as one order may take, else one fewer
    // than would empty it, else one; a size refused at every quantity is not tried again. Each
    // account fills up to the per-customer allowance.
    const given = new Set<string>();
    const sizes = (
      await db()
        .select({ productId: productVariants.productId, variantId: productVariants.id, stock: productVariants.stock, price: productVariants.price })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(products.slug, CATALOGUE.map((product) => product.slug)))
    ).sort((a, b) => a.stock - b.stock);
    for (const account of accounts) {
      const order: Line[] = [];
      let units = 0;
      let pence = 0;
      for (const size of sizes) {
        if (given.has(size.variantId) || units >= MAX_UNPAID_UNITS) continue;
        const stock = await stockOf(size.variantId);
        const perProduct = order.filter((line) => line.productId === size.productId).reduce((sum, line) => sum + line.quantity, 0);
        const most = Math.min(MAX_UNITS_PER_PRODUCT - perProduct, MAX_UNPAID_UNITS - units, Math.floor((MAX_UNPAID_SUBTOTAL - pence) / size.price));
        const tries = [...new Set([Math.min(most, stock), Math.min(most, stock - 1), Math.min(most, 1)])].filter((quantity) => quantity > 0);
        let taken = false;
        for (const quantity of tries) {
          const res = await placeFrom(attacker, account, [...order, { productId: size.productId, variantId: size.variantId, quantity }]);
          if (res.statusCode === 201 || res.statusCode === 200) {
            if (res.statusCode === 201) placed++;
            order.push({ productId: size.productId, variantId: size.variantId, quantity });
            units += quantity;
            pence += quantity * size.price;
            taken = true;
            break;
          }
          expect(res.statusCode, res.body).toBe(409);
          refused++;
        }
        if (!taken && tries.length > 0) given.add(size.variantId);
      }
    }
    const held = await db()
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`, pence: sql<number>`coalesce(sum(${orderLines.lineTotal}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sql`${orders.status} = 'pending' and ${orders.stockReleasedAt} is null`);
    const heldUnits = held[0]!.units;
    const heldPence = held[0]!.pence;
    const after = await inStockDemoProducts();
    console.log(
      `40 accounts from one address: ${placed} orders placed, ${refused} refused, ${heldUnits} units (£${(heldPence / 100).toFixed(2)}) held; demo products in stock ${before} -> ${after}`,
    );
    expect(placed).toBeGreaterThan(0);
    expect(before - after).toBeLessThanOrEqual(2);
    // Another network's shopper still finds the shop on sale, and its last units too.
    const [shopper] = await customers(1);
    const rare = (await db().select().from(productVariants).where(eq(productVariants.stock, 1)))[0];
    if (rare) expect((await placeFrom('198.51.100.7', shopper!, [{ productId: rare.productId, variantId: rare.id, quantity: 1 }])).statusCode).toBe(201);
  }, 300_000);

  it('20 customers behind one office address each place and pay an order within a minute, all wanting the same bestseller', async () => {
    const office = '192.0.2.20';
    // The demo's bestseller has 64: a third of it is 22, more than the office holds at once.
    const bestseller = await sizeWith(64);
    const others = await Promise.all(Array.from({ length: 5 }, () => sizeWith(30, 2200)));
    const staff = await customers(20);
    const started = performance.now();
    const results = await Promise.all(
      staff.map(async (colleague, i) => {
        const res = await placeFrom(office, colleague, [bestseller.line(1), others[i % others.length]!.line(1 + (i % 2))]);
        expect(res.statusCode, res.body).toBe(201);
        const { orderId } = res.json().data as { orderId: string };
        const paid = await payFrom(colleague, orderId);
        return { orderId, paid };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`20 customers behind one address placed and paid 20 orders in ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(60);
    const rows = await db().select({ paymentStatus: orders.paymentStatus }).from(orders).where(inArray(orders.id, results.map((r) => r.orderId)));
    expect(rows.filter((row) => row.paymentStatus === 'paid')).toHaveLength(20);
    expect(await stockOf(bestseller.size.id)).toBe(44);
  }, 120_000);
});

describe('the last units', () => {
  it('one network may hold the last of two sizes unpaid; the third is refused naming it, another network buys it, and paying frees a place', async () => {
    const network = '198.51.100.30';
    const [a, b, c] = await Promise.all([sizeWith(2), sizeWith(1), sizeWith(3)]);
    const [first, second, third, elsewhere, fourth] = await customers(5);
    const heldA = await placeFrom(network, first!, [a!.line(2)]);
    expect(heldA.statusCode).toBe(201);
    const heldB = await placeFrom(network, second!, [b!.line(1)]);
    expect(heldB.statusCode).toBe(201);
    const refused = await placeFrom(network, third!, [c!.line(3)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This order would hold the last of ${c!.product.name}. Orders waiting for payment from your network may hold the last of at most 2 items together, so other shoppers can still buy. Please pay for an order you have placed first, or try again later.`,
    );
    expect(await stockOf(c!.size.id)).toBe(3);
    // Short of the last unit is not the last units; another network may take the last.
    expect((await placeFrom(network, third!, [c!.line(2)])).statusCode).toBe(201);
    expect((await placeFrom('198.51.100.31', elsewhere!, [c!.line(1)])).statusCode).toBe(201);
    // Paid orders hold nothing; a size at 0 that the network's unpaid orders hold counts, whoever took its last unit.
    await payFrom(second!, heldB.json().data.orderId);
    const d = await sizeWith(2);
    expect((await placeFrom(network, fourth!, [d.line(2)])).statusCode).toBe(409);
    await payFrom(first!, heldA.json().data.orderId);
    expect((await placeFrom(network, fourth!, [d.line(2)])).statusCode).toBe(201);
  });

  it('one order may not hold the last of three sizes at once', async () => {
    const sizes = await Promise.all([sizeWith(1), sizeWith(1), sizeWith(1)]);
    const [shopper] = await customers(1);
    const res = await placeFrom('198.51.100.40', shopper!, sizes.map((size) => size.line(1)));
    expect(res.statusCode).toBe(409);
    for (const size of sizes) expect(res.json().message).toContain(size.product.name);
    for (const size of sizes) expect(await stockOf(size.size.id)).toBe(1);
    expect((await placeFrom('198.51.100.40', shopper!, sizes.slice(0, 2).map((size) => size.line(1)))).statusCode).toBe(201);
  });

  it('ten accounts of one network racing for the last units of five sizes hold at most two of them', async () => {
    const sizes = await Promise.all(Array.from({ length: 5 }, () => sizeWith(2)));
    const racers = await customers(10);
    const answers = await Promise.all(racers.map((racer, i) => placeFrom('198.51.100.50', racer, [sizes[i % 5]!.line(2)])));
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    const emptied = (await Promise.all(sizes.map((size) => stockOf(size.size.id)))).filter((stock) => stock === 0);
    expect(emptied).toHaveLength(2);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
  });
});

describe('a share of a size the network holds', () => {
  it('the first order is bound only by the per-customer limits; the network holds no more than a third after it', async () => {
    const network = '198.51.100.60';
    const serum = await sizeWith(30);
    const [first, second, third, elsewhere] = await customers(4);
    expect((await placeFrom(network, first!, [serum.line(10)])).statusCode).toBe(201);
    // A third of 30 is 10: the network holds 10 already.
    const refused = await placeFrom(network, second!, [serum.line(1)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Orders waiting for payment from your network already hold 10 of ${serum.product.name}, and they may hold 10 together until they are paid. Please pay for an order you have placed first, or try again later.`,
    );
    expect(await stockOf(serum.size.id)).toBe(20);
    expect((await placeFrom('198.51.100.61', elsewhere!, [serum.line(5)])).statusCode).toBe(201);
    // The floor: with 3 or fewer, a network holds up to 3 of a size it already holds.
    const balm = await sizeWith(6);
    expect((await placeFrom(network, third!, [balm.line(2)])).statusCode).toBe(201);
    const [fourth, fifth] = await customers(2);
    expect((await placeFrom(network, fourth!, [balm.line(1)])).statusCode).toBe(201);
    expect((await placeFrom(network, fifth!, [balm.line(1)])).statusCode).toBe(409);
  });

  it('a revision is held to the same caps, and a refused one leaves the order as it was', async () => {
    const network = '198.51.100.70';
    const [a, b, c] = await Promise.all([sizeWith(1), sizeWith(1), sizeWith(1)]);
    const [ada, bea] = await customers(2);
    expect((await placeFrom(network, ada!, [a!.line(1)])).statusCode).toBe(201);
    const own = await placeFrom(network, bea!, [b!.line(1)]);
    expect(own.statusCode).toBe(201);
    // Bea comes back and adds the last of a third size: her order is revised, not placed, and refused.
    const revised = await placeFrom(network, bea!, [b!.line(1), c!.line(1)]);
    expect(revised.statusCode).toBe(409);
    expect(revised.json().message).toMatch(new RegExp(`would hold the last of .*${c!.product.name}`));
    expect(await stockOf(c!.size.id)).toBe(1);
    expect(await stockOf(b!.size.id)).toBe(0);
    // Swapping the size she holds the last of for another's last is within the caps.
    const swapped = await placeFrom(network, bea!, [c!.line(1)]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.orderId).toBe(own.json().data.orderId);
    expect(await stockOf(b!.size.id)).toBe(1);
    expect(await stockOf(c!.size.id)).toBe(0);
  });
});

describe('the network and its address', () => {
  it('two addresses of one IPv6 /64 are one network; another /64 is another', async () => {
    const [a, b, c] = await Promise.all([sizeWith(1), sizeWith(1), sizeWith(1)]);
    const [one, two, three] = await customers(3);
    expect((await placeFrom('2001:db8:5:7::1', one!, [a!.line(1)])).statusCode).toBe(201);
    expect((await placeFrom('2001:db8:5:7:a1b2:c3d4:e5f6:1', two!, [b!.line(1)])).statusCode).toBe(201);
    expect((await placeFrom('2001:0db8:0005:0007:ffff::9', three!, [c!.line(1)])).statusCode).toBe(409);
    expect((await placeFrom('2001:db8:5:8::1', three!, [c!.line(1)])).statusCode).toBe(201);
  });

  it('an order keeps its network only while it holds stock: payment and cancelling forget it', async () => {
    const serum = await sizeWith(20);
    const [ada, bea] = await customers(2);
    const paid = (await placeFrom('198.51.100.80', ada!, [serum.line(1)])).json().data.orderId as string;
    const cancelled = (await placeFrom('198.51.100.80', bea!, [serum.line(1)])).json().data.orderId as string;
    const addressOf = async (id: string) => (await db().select({ address: orders.clientAddress }).from(orders).where(eq(orders.id, id)))[0]!.address;
    expect(await addressOf(paid)).toBe('198.51.100.80');
    await payFrom(ada!, paid);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/user/orders/${cancelled}/cancel`, headers: bearer(bea!.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await addressOf(paid)).toBeNull();
    expect(await addressOf(cancelled)).toBeNull();
  });

  it('the key of an address: IPv4 as it is, IPv4 in IPv6 as IPv4, IPv6 by its /64 written in full', () => {
    expect(clientNetworkOf('192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientNetworkOf('2001:DB8:0:0:ffff:1:2:3')).toBe('2001:0db8:0000:0000::/64');
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientNetworkOf('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientNetworkOf('64:ff9b::192.0.2.1')).toBe('0064:ff9b:0000:0000::/64');
  });
});

