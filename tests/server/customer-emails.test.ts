/**
 * The emails a customer keeps, in the shared layout (docs/decisions/0157-customer-email-layout.md):
 * the order confirmation as a real payment queues it has one table row per order line (picture,
 * name and size, quantity, price) and one row per total, the address one part to a line, and a
 * plain-text part with one line per item and the amounts in one column; what a customer or product
 * typed is escaped; shipped, delivered and refunded carry the same order summary, sizes included
 * (docs/decisions/0249-sizes-as-variants.md).
 */
import { and, eq } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/money';
import { emails, orders } from '../../server/db/schema';
import { orderConfirmationEmail } from '../../server/modules/checkout/order-emails';
import { TEXT_WIDTH } from '../../server/modules/email/plain-text';
import { createAdmin, registerCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder } from './support/checkout';
import { addSizes, insertProduct } from './support/fixtures';

const t = useTestApp();

// jsdom (the client tests' DOM) reads the HTML as a browser would; it ships no type declarations.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };

const picture = (src: string) => [{ id: 'img-1', alt: '', width: 640, height: 640, src, srcSet: `${src} 640w` }];

/** Two products, the balm's second size bought twice and the serum's only size once, paid with the local provider: answers the order row. */
async function paidOrder() {
  const customer = await registerCustomer(t.app);
  const balm = await insertProduct(t.database.db, { name: 'Camellia Cleansing Balm', size: '50 ml', price: 2_200, images: picture('/uploads/balm-640.webp') });
  const { variants } = await addSizes(t.database.db, balm.id, [{ name: '100 ml', price: 3_400, stock: 10 }]);
  const serum = await insertProduct(t.database.db, { name: 'Bakuchiol Night Serum', size: '30 ml', price: 4_600 });
  const placed = await placeOrder(t.app, customer.token, [
    { productId: balm.id, variantId: variants.find((size) => size.name === '100 ml')!.id, quantity: 2 },
    { productId: serum.id, quantity: 1 },
  ]);
  expect(await payWithCard(t.app, customer.token, placed.orderId)).toEqual({ status: 'succeeded' });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
  return { customer, order: order! };
}

async function mailOf(kind: string, to: string) {
  await t.app.jobs.idle();
  const [mail] = await t.database.db.select().from(emails).where(and(eq(emails.to, to), eq(emails.kind, kind)));
  expect(mail, `no ${kind} email to ${to}`).toBeTruthy();
  return { text: mail!.text, html: mail!.html!, dom: new JSDOM(mail!.html!).window.document };
}

/** Each cell's text as it reads, a line break read as a space. */
const cellsOf = (row: Element) =>
  [...row.querySelectorAll('td')].map((cell) => {
    cell.querySelectorAll('br').forEach((br) => br.replaceWith(' '));
    return cell.textContent!.replace(/\s+/g, ' ').trim();
  });

describe('the order confirmation', () => {
  it('has one table row per line (picture, name and size, quantity, price) and each total in its own row', async () => {
    const { customer, order } = await paidOrder();
    const { dom, html } = await mailOf('order-confirmation', customer.email);

    const lines = [...dom.querySelectorAll('tr[data-line]')];
    expect(lines.map(cellsOf)).toEqual([
      ['', 'Bakuchiol Night Serum, 30 ml Qty 1', '£46.00'],
      ['', 'Camellia Cleansing Balm, 100 ml Qty 2', '£68.00'],
    ]);
    // The picture is fetched from the shop's public address; a line without one keeps its place.
    expect(lines[1]!.querySelector('img')!.getAttribute('src')).toBe(`${t.config.publicUrl}/uploads/balm-640.webp`);
    expect(lines[0]!.querySelector('img')).toBeNull();

    const totals = [...dom.querySelectorAll('tr[data-total]')].map(cellsOf);
    expect(totals).toEqual([
      ['Subtotal', formatMoney(order.subtotal)],
      ['Shipping', order.shipping === 0 ? 'Free' : formatMoney(order.shipping)],
      ['Tax', formatMoney(order.tax)],
      ['Total paid', formatMoney(order.total)],
    ]);

    const address = dom.querySelector('address')!.innerHTML.split('<br>');
    const to = order.shippingAddress;
    expect(address[0]).toBe(`${to.firstName} ${to.lastName}`);
    expect(address).toContain(to.address1);
    expect(address).toContain(to.postalCode);

    // Mail clients' rules: at most 600 px, no stylesheet, no script.
    expect(html).toContain('max-width:600px');
    expect(dom.querySelectorAll('link, style, script')).toHaveLength(0);
  });

  it('has a plain-text part with one line per item, its size beside its name, and the amounts in one column', async () => {
    const { customer, order } = await paidOrder();
    const { text } = await mailOf('order-confirmation', customer.email);
    const rows = text.split('\n');

    const itemRows = rows.filter((row) => / × /.test(row));
    expect(itemRows).toHaveLength(2);
    expect(itemRows[0]).toMatch(/^ {2}Bakuchiol Night Serum, 30 ml × 1 +£46\.00$/);
    expect(itemRows[1]).toMatch(/^ {2}Camellia Cleansing Balm, 100 ml × 2 +£68\.00$/);

    const totalRows = rows.filter((row) => /^ {2}(Subtotal|Shipping|Tax|Total paid) /.test(row));
    expect(totalRows.map((row) => row.trim().split(/ {2,}/))).toEqual([
      ['Subtotal', formatMoney(order.subtotal)],
      ['Shipping', order.shipping === 0 ? 'Free' : formatMoney(order.shipping)],
      ['Tax', formatMoney(order.tax)],
      ['Total paid', formatMoney(order.total)],
    ]);
    // Every amount ends in the same column, the lines' and the totals'.
    for (const row of [...itemRows, ...totalRows]) expect(row).toHaveLength(TEXT_WIDTH);

    const to = order.shippingAddress;
    const addressAt = rows.indexOf('Shipping to');
    expect(rows.slice(addressAt + 1, addressAt + 3)).toEqual([`  ${to.firstName} ${to.lastName}`, `  ${to.address1}`]);
  });

  it('escapes what customers and products typed: nothing they wrote becomes markup', async () => {
    const { order } = await paidOrder();
    const evil = '<img src=x onerror=alert(1)>';
    const { html, text } = orderConfirmationEmail(
      { ...order, shippingAddress: { ...order.shippingAddress, firstName: '<script>alert(1)</script>', address1: `"><b>${evil}` } },
      [{ name: `Balm ${evil}`, variantName: '<b>30 ml</b>', image: 'javascript:alert(1)', quantity: 1, lineTotal: 100 }],
      t.config.publicUrl,
    );
    const dom = new JSDOM(html).window.document;
    expect(dom.querySelectorAll('script, b')).toHaveLength(0);
    expect([...dom.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([]);
    expect(html).not.toContain(evil);
    expect(dom.querySelector('tr[data-line]')!.textContent).toContain(`Balm ${evil}, <b>30 ml</b>`);
    expect(dom.querySelector('h1')!.textContent).toContain('<script>alert(1)</script>');
    // The text part is text: written as typed.
    expect(text).toContain(`Balm ${evil}, <b>30 ml</b> × 1`);
  });

  it('names a line without a size by its product alone', async () => {
    const { order } = await paidOrder();
    const { html, text } = orderConfirmationEmail(order, [{ name: 'Rose Soap', variantName: '', image: null, quantity: 3, lineTotal: 2_400 }], t.config.publicUrl);
    expect(cellsOf(new JSDOM(html).window.document.querySelector('tr[data-line]')!)).toEqual(['', 'Rose Soap Qty 3', '£24.00']);
    expect(text).toMatch(/^ {2}Rose Soap × 3 +£24\.00$/m);
  });
});

describe('the other emails a customer keeps', () => {
  it('shipped, delivered and refunded show the order’s lines with their sizes; the refund its amount as the last row', async () => {
    const { customer, order } = await paidOrder();
    const admin = await createAdmin(t.app);
    const asAdmin = (url: string, payload?: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/admin/orders/${order.id}${url}`, headers: { authorization: `Bearer ${admin.token}` }, payload });
    expect((await asAdmin('/fulfill')).statusCode).toBe(200);
    for (const status of ['shipped', 'delivered']) expect((await asAdmin('/status', { status })).statusCode).toBe(200);
    expect((await asAdmin('/refund')).statusCode).toBe(200);

    for (const kind of ['order-shipped', 'order-delivered', 'order-refunded']) {
      const { dom, text } = await mailOf(kind, customer.email);
      expect(dom.querySelectorAll('tr[data-line]'), kind).toHaveLength(2);
      expect(text.split('\n').filter((row) => / × /.test(row)), kind).toHaveLength(2);
      expect(text, kind).toContain('Camellia Cleansing Balm, 100 ml × 2');
      expect(cellsOf(dom.querySelectorAll('tr[data-line]')[1]!)[1], kind).toBe('Camellia Cleansing Balm, 100 ml Qty 2');
    }
    const shipped = await mailOf('order-shipped', customer.email);
    expect(shipped.text).toContain('On its way to');
    const refunded = await mailOf('order-refunded', customer.email);
    expect(cellsOf([...refunded.dom.querySelectorAll('tr[data-total]')].at(-1)!)).toEqual(['Refunded to your card', formatMoney(order.total)]);
  });

  it('the password reset is in the same layout, its link as a button and written out', async () => {
    const customer = await registerCustomer(t.app);
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/user/forgot-password', payload: { email: customer.email } });
    expect(asked.statusCode, asked.body).toBe(200);
    const { dom, text } = await mailOf('password-reset', customer.email);
    const links = [...dom.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password\\?token=`));
    expect(links[1]).toBe(links[0]);
    expect(text).toContain(`Choose a new password: ${links[0]}`);
    expect(dom.querySelector('table[role=presentation] table')!.getAttribute('width')).toBe('600');
  });
});
