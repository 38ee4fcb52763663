/**
 * The back office's customers: list (search, status, sort, paging, figures), one customer, edits,
 * archive and restore (sign-in refused and tokens dead at once), and reset links; each route
 * refuses visitors and customers, bad input and unknown ids.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, emails } from '../../server/db/schema';
import { apiPost, callWith, createAdmin, insertOrder, registerCustomer, TEST_ADDRESS, type TestCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly, UNKNOWN_ID } from './support/admin';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { asReceived } from './support/mail';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let zara: TestCustomer;
let yusuf: TestCustomer;
let xenia: TestCustomer;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  zara = await registerCustomer(t.app, { firstName: 'Zara', lastName: 'Quillfeather', email: 'zara.q@example.com' });
  yusuf = await registerCustomer(t.app, { firstName: 'Yusuf', lastName: 'Amberley', email: 'yusuf@example.org' });
  xenia = await registerCustomer(t.app, { firstName: 'Xenia', lastName: 'Brookfield', email: 'xenia_b@example.net' });
  await insertOrder(t.app.db, { customerId: zara.user.id, lines: [{ productId: null, quantity: 2, unitPrice: 1000 }] });
  await insertOrder(t.app.db, { customerId: zara.user.id, paymentStatus: 'pending', status: 'pending', lines: [{ productId: null, quantity: 1, unitPrice: 500 }] });
});

const list = (query = '') => asAdmin(t.app, admin, 'GET', `/admin/customers${query}`);
const emailsOf = (ids: Array<{ email: string }>) => ids.map((c) => c.email);

describe('GET /admin/customers', () => {
  it('pages every customer newest first, in the spec’s list shape, with order figures', async () => {
    const res = await list('?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // The product rules' own names, beside the pagination block every admin list answers.
    expect(data).toMatchObject({ totalCustomers: 3, currentPage: 1, totalPages: 2, pagination: { page: 1, limit: 2, total: 3, totalPages: 2 } });
    expect(emailsOf(data.customers)).toEqual([xenia.email, yusuf.email]);
    const zaraRow = (await list('?search=quill')).json().data.customers[0];
    // Two orders placed, only the paid one spent: 2 x £10 + £20 shipping + 8.5% tax.
    expect(zaraRow).toMatchObject({ email: zara.email, status: 'active', orderCount: 2, totalSpent: 2000 + 2000 + 170 });
  });

  it('searches first name, last name, full name and email, case-insensitively and literally', async () => {
    expect(emailsOf((await list('?search=AMBER')).json().data.customers)).toEqual([yusuf.email]);
    expect(emailsOf((await list('?search=zara%20quill')).json().data.customers)).toEqual([zara.email]);
    expect(emailsOf((await list('?search=example.org')).json().data.customers)).toEqual([yusuf.email]);
    // "%" and "_" are LIKE wildcards; here they must only match themselves.
    expect(emailsOf((await list('?search=ia%25b')).json().data.customers)).toEqual([]);
    expect(emailsOf((await list('?search=zar_')).json().data.customers)).toEqual([]);
    expect(emailsOf((await list('?search=xenia_b')).json().data.customers)).toEqual([xenia.email]);
    expect((await list('?search=nobody-like-this')).json().data).toMatchObject({ customers: [], totalCustomers: 0, totalPages: 1, pagination: { total: 0, totalPages: 1 } });
  });

  it('sorts by name, email or date in either order', async () => {
    expect(emailsOf((await list('?sortBy=name&sortOrder=asc')).json().data.customers)).toEqual([yusuf.email, xenia.email, zara.email]);
    expect(emailsOf((await list('?sortBy=email&sortOrder=desc')).json().data.customers)).toEqual([zara.email, yusuf.email, xenia.email]);
    expect(emailsOf((await list('?sortBy=createdAt&sortOrder=asc')).json().data.customers)).toEqual([zara.email, yusuf.email, xenia.email]);
  });

  it('sorts by orders placed and by money spent, either way, deep pages too', async () => {
    // Yusuf: one paid order of £50 (+ £20 shipping + 8.5% tax); Zara: two orders, one paid (£41.70); Xenia: none.
    await insertOrder(t.app.db, { customerId: yusuf.user.id, lines: [{ productId: null, quantity: 1, unitPrice: 5000 }] });
    const sorted = async (query: string) => emailsOf((await list(query)).json().data.customers);
    expect(await sorted('?sortBy=orderCount&sortOrder=desc')).toEqual([zara.email, yusuf.email, xenia.email]);
    expect(await sorted('?sortBy=orderCount&sortOrder=asc')).toEqual([xenia.email, yusuf.email, zara.email]);
    expect(await sorted('?sortBy=totalSpent&sortOrder=desc')).toEqual([yusuf.email, zara.email, xenia.email]);
    expect(await sorted('?sortBy=totalSpent&sortOrder=asc')).toEqual([xenia.email, zara.email, yusuf.email]);
    // Page 3 of 3 is read from the far end: the same customer as the full list's last.
    expect(await sorted('?sortBy=totalSpent&sortOrder=desc&limit=1&page=3')).toEqual([xenia.email]);
    expect(await sorted('?sortBy=orderCount&sortOrder=desc&limit=1&page=2')).toEqual([yusuf.email]);
    expect(await sorted('?sortBy=totalSpent&sortOrder=desc&search=example.o')).toEqual([yusuf.email]);
    const top = (await list('?sortBy=totalSpent&sortOrder=desc&limit=1')).json().data.customers[0];
    expect(top).toMatchObject({ email: yusuf.email, orderCount: 1, totalSpent: 5000 + 2000 + 425 });
  });

  it('refuses bad filters with a message naming the field', async () => {
    for (const query of ['?sortBy=password', '?sortOrder=sideways', '?status=deleted', '?limit=1000', '?page=0', `?search=${'x'.repeat(101)}`]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toMatch(/sortBy|sortOrder|status|limit|page|search/);
    }
  });
});

describe('GET /admin/customers/{id}', () => {
  it('shows the profile with addresses, latest orders and totals', async () => {
    const saved = await callWith(t.app, zara.token, 'POST', '/user/addresses/add', { ...TEST_ADDRESS, isDefaultShipping: true });
    expect(saved.statusCode, saved.body).toBe(201);
    const res = await asAdmin(t.app, admin, 'GET', `/admin/customers/${zara.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json().data.customer;
    expect(customer).toMatchObject({ id: zara.user.id, firstName: 'Zara', profileImage: null, orderCount: 2 });
    expect(customer.addresses).toHaveLength(1);
    expect(customer.addresses[0]).toMatchObject({ city: 'Bath', isDefaultShipping: true });
    expect(customer.recentOrders.map((o: { status: string }) => o.status).sort()).toEqual(['pending', 'unfulfilled']);
    expect(customer.totals).toMatchObject({ orderCount: 2, paidOrders: 1, totalSpent: 4170, averageOrderValue: 4170 });
    expect(customer.totals.lastOrderAt).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await asAdmin(t.app, admin, 'GET', `/admin/customers/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer not found');
    expect((await asAdmin(t.app, admin, 'GET', '/admin/customers/not-an-id')).statusCode).toBe(400);
  });
});

describe('PUT /admin/customers/{id}', () => {
  it('edits names, email and phone, ignoring fields that are not part of the contract', async () => {
    const res = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${yusuf.user.id}`, {
      firstName: ' Yusef ',
      email: 'Yusef@Example.org',
      phone: '+44 7700 900777',
      status: 'archived',
      passwordHash: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toMatchObject({ firstName: 'Yusef', lastName: 'Amberley', email: 'yusef@example.org', phone: '+44 7700 900777', status: 'active' });
    const cleared = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${yusuf.user.id}`, { phone: '' });
    expect(cleared.json().data.customer.phone).toBeNull();
    // The new email signs in; the customer's token still works (nothing about the session changed).
    const login = await apiPost(t.app, '/user/login', { email: 'yusef@example.org', password: yusuf.password });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an email another customer uses, an empty body, bad fields and unknown ids, changing nothing', async () => {
    const taken = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${xenia.user.id}`, { email: zara.email, firstName: 'Changed' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another customer already uses this email');
    const [row] = await t.app.db.select().from(customers).where(eq(customers.id, xenia.user.id));
    expect(row).toMatchObject({ firstName: 'Xenia', email: xenia.email });
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/customers/${xenia.user.id}`, {})).statusCode).toBe(400);
    for (const body of [{ email: 'not-an-email' }, { firstName: '' }, { phone: 'call me' }, { lastName: 'x'.repeat(61) }]) {
      const res = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${xenia.user.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectNoInternals(res.body);
    }
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/customers/${UNKNOWN_ID}`, { firstName: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('PUT /admin/customers/{id}/archive and /unarchive', () => {
  it('archiving stops the customer’s tokens at once and refuses their sign-in; restoring lets them sign in again', async () => {
    const customer = await registerCustomer(t.app);
    expect((await callWith(t.app, customer.token, 'GET', '/user/account')).statusCode).toBe(200);

    const archived = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${customer.user.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ message: 'Customer archived', data: { customer: { status: 'archived' } } });
    expect((await callWith(t.app, customer.token, 'GET', '/user/account')).statusCode).toBe(401);
    expect((await apiPost(t.app, '/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);
    expect((await list('?status=archived')).json().data.customers.map((c: { id: string }) => c.id)).toEqual([customer.user.id]);
    const again = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${customer.user.id}/archive`);
    expect(again.json().message).toBe('This customer is already archived');

    const restored = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${customer.user.id}/unarchive`);
    expect(restored.json()).toMatchObject({ message: 'Customer restored', data: { customer: { status: 'active' } } });
    // The token from before the archive stays void; a fresh sign-in works.
    expect((await callWith(t.app, customer.token, 'GET', '/user/account')).statusCode).toBe(401);
    expect((await apiPost(t.app, '/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids', async () => {
    for (const path of ['archive', 'unarchive']) {
      expect((await asAdmin(t.app, admin, 'PUT', `/admin/customers/${UNKNOWN_ID}/${path}`)).statusCode).toBe(404);
    }
  });
});

describe('PUT /admin/customers/{id}/reset-password', () => {
  it('emails the customer a reset link that sets a new password', async () => {
    const customer = await registerCustomer(t.app);
    const res = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${customer.user.id}/reset-password`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: `A password reset link has been sent to ${customer.email}`, data: { email: customer.email } });
    const [mail] = await t.app.db.select().from(emails).where(and(eq(emails.to, customer.email), eq(emails.kind, 'password-reset')));
    const token = /token=([^\s"&]+)/.exec(asReceived(t.config.dataDir, mail!).text)![1]!;
    const reset = await apiPost(t.app, '/user/reset-password', { token: decodeURIComponent(token), password: 'new-meadow-password-9' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('refuses an archived customer (409) and an unknown one (404)', async () => {
    const customer = await registerCustomer(t.app);
    await asAdmin(t.app, admin, 'PUT', `/admin/customers/${customer.user.id}/archive`);
    const res = await asAdmin(t.app, admin, 'PUT', `/admin/customers/${customer.user.id}/reset-password`);
    expect(res.statusCode).toBe(409);
    const sent = await t.app.db.select().from(emails).where(and(eq(emails.to, customer.email), eq(emails.kind, 'password-reset')));
    expect(sent).toEqual([]);
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/customers/${UNKNOWN_ID}/reset-password`)).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses visitors and customers on every customers route', async () => {
    const id = zara.user.id;
    for (const route of [
      { method: 'GET', url: '/admin/customers' },
      { method: 'GET', url: `/admin/customers/${id}` },
      { method: 'PUT', url: `/admin/customers/${id}`, payload: { firstName: 'Hacked' } },
      { method: 'PUT', url: `/admin/customers/${id}/archive` },
      { method: 'PUT', url: `/admin/customers/${id}/unarchive` },
      { method: 'PUT', url: `/admin/customers/${id}/reset-password` },
    ] as const) {
      await expectAdminOnly(t.app, route, zara.token);
    }
    const [row] = await t.app.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ firstName: 'Zara', status: 'active' });
  });
});
