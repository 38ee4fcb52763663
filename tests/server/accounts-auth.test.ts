/** Customer sign-up, sign-in, throttling, password recovery and logout (/user/...). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema';
import { useTestApp } from './support/app';
import { testClock } from './support/clock';
import { expectNoInternals } from './support/assertions';
import { apiPost, bearer, checkedFailures, expectCustomerOnly, freshIp, GOOD_PASSWORD, registerCustomer } from './support/accounts';

/** The guards' time: the tests move it past a sign-in gap instead of sleeping through it. */
const clock = testClock();
const t = useTestApp({}, { clock });

const post = (path: string, payload?: unknown, options?: { ip?: string; headers?: Record<string, string> }) =>
  apiPost(t.app, path, payload, options);
const account = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/account', headers: bearer(token) });

const validBody = () => ({ firstName: 'Ada', lastName: 'Greene', email: `ada-${Math.random().toString(36).slice(2)}@example.com`, password: GOOD_PASSWORD });

describe('POST /user/register', () => {
  it('creates the account, signs in, and stores an argon2id hash of the password', async () => {
    const res = await post('/user/register', { ...validBody(), email: '  Mixed.Case@Example.COM ' });
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.user).toEqual({
      id: expect.any(String),
      firstName: 'Ada',
      lastName: 'Greene',
      email: 'mixed.case@example.com',
      profileImage: null,
      createdAt: expect.any(String),
    });
    expect((await account(data.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, data.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(res.body).not.toContain('passwordHash');
  });

  it('refuses a second account for one email, whatever its case', async () => {
    const first = validBody();
    await post('/user/register', first);
    const again = await post('/user/register', { ...first, email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'An account with this email already exists', data: null });
  });

  it('ignores privileged fields sent with the sign-up', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const res = await post('/user/register', { ...validBody(), id, role: 'admin', tokenVersion: 99, status: 'archived', createdAt: '2000-01-01' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, res.json().data.user.id));
    expect(row).toMatchObject({ status: 'active', tokenVersion: 0 });
    expect(row!.id).not.toBe(id);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it.each([
    ['firstName', { firstName: undefined }],
    ['lastName', { lastName: undefined }],
    ['email', { email: undefined }],
    ['password', { password: undefined }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: 'short1' }],
    ['password', { password: 'x'.repeat(129) }],
    ['firstName', { firstName: 42 }],
    ['password', { password: ['an', 'array'] }],
  ])('answers 400 naming %s for a bad body', async (field, change) => {
    const res = await post('/user/register', { ...validBody(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(body.message).toMatch(new RegExp(`^${field}: `));
    expectNoInternals(res.body);
  });

  it.each(['password', 'iloveyou', 'Password1', 'qwertyuiop', 'aaaaaaaa', 'ada-greene'])('refuses the easily guessed password %s, saying how to pick a better one', async (password) => {
    const res = await post('/user/register', { ...validBody(), password });
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json();
    expect(errors).toEqual([{ field: 'password', message }]);
    // The estimator's own warning or a plain sentence, then advice.
    expect(message).toMatch(/(easy to guess|used password)[^.]*\. (Add|Avoid|Try|Capitalize)/);
  });

  it('says what is wrong with a run of one letter', async () => {
    const res = await post('/user/register', { ...validBody(), password: 'aaaaaaaa' });
    expect(res.json().message).toBe('Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.');
  });

  it('accepts a password of moderate strength from a customer (an admin needs a stronger one)', async () => {
    const res = await post('/user/register', { ...validBody(), password: 'Meadow-2026' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 413 to a 1 MB body and 400 to malformed JSON, without internals', async () => {
    const huge = await post('/user/register', { ...validBody(), firstName: 'a'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expectNoInternals(huge.body);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Ada", "email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    expectNoInternals(broken.body);
  });
});

describe('POST /user/login', () => {
  it('signs in with any case of the email and answers the user and a working token', async () => {
    const customer = await registerCustomer(t.app);
    const res = await post('/user/login', { email: customer.email.toUpperCase(), password: customer.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toEqual(customer.user);
    expect((await account(res.json().data.token)).statusCode).toBe(200);
  });

  it('answers unknown emails and wrong passwords identically, after comparable work', async () => {
    const customer = await registerCustomer(t.app);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post('/user/login', { email, password: 'wrong-password-123' });
      return { res, ms: performance.now() - started };
    };
    // Taken in turns, so a change in the machine's load between samples falls on both kinds alike.
    const known: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    // Seven rounds: a median of three was once thrown by a busy machine (CI beside other work).
    for (let round = 0; round < 7; round++) {
      known.push(await timed(customer.email));
      unknown.push(await timed('nobody@example.com'));
    }
    for (const { res } of [...known, ...unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password', data: null });
    }
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    // Both verify one argon2id hash (a decoy for the unknown email): neither is several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(known)).toBeGreaterThan(median(unknown) / 3);
  });

  it('refuses an archived customer with the same answer, and their token stops working', async () => {
    const customer = await registerCustomer(t.app);
    await t.database.db.update(customers).set({ status: 'archived' }).where(eq(customers.id, customer.user.id));
    const res = await post('/user/login', { email: customer.email, password: customer.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
    expect((await account(customer.token)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for missing or mistyped credentials', async () => {
    for (const [payload, field] of [
      [{ password: 'x' }, 'email'],
      [{ email: 'ada@example.com' }, 'password'],
      [{ email: 'ada@example.com', password: 12345678 }, 'password'],
      [{ email: 'nope', password: 'whatever1' }, 'email'],
    ] as const) {
      const res = await post('/user/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
      expectNoInternals(res.body);
    }
  });
});

describe('brute-force throttling (T9)', () => {
  it('throttles the 10th failed sign-in from one address (429), which still refuses that address the right password', async () => {
    const customer = await registerCustomer(t.app);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('/user/login', { email: customer.email, password: `wrong-${i}-password` }, { ip })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const right = await post('/user/login', { email: customer.email, password: customer.password }, { ip });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many attempts\. Please wait 1[45] minutes and try again\.$/);
  });

  it('lets the owner sign in from another address after 10 wrong passwords from one address', async () => {
    const customer = await registerCustomer(t.app);
    const stranger = freshIp();
    for (let i = 0; i < 10; i++) await post('/user/login', { email: customer.email, password: `stranger-${i}-guess` }, { ip: stranger });
    expect((await post('/user/login', { email: customer.email, password: 'one-more-guess' }, { ip: stranger })).statusCode).toBe(429);
    const owner = await post('/user/login', { email: customer.email, password: customer.password }, { ip: freshIp() });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.user.email).toBe(customer.email);
  });

  it('lets at most 9 guesses from one address through when 30 arrive at once', async () => {
    const customer = await registerCustomer(t.app);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post('/user/login', { email: customer.email, password: `parallel-guess-${i}` }, { ip })),
    );
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
    expect(count(401)).toBe(9);
    expect(count(429)).toBe(21);
  });

  it('checks 11 of 30 guesses arriving at once from 30 addresses, and asks the rest to wait', async () => {
    const customer = await registerCustomer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post('/user/login', { email: customer.email, password: `spread-guess-${i}` })),
    );
    const slowed = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(11);
    expect(slowed).toHaveLength(19);
    expect(slowed[0]!.json().message).toBe('Too many attempts. Please wait 1 second and try again.');
  });

  it('slows a guess spread over many addresses with a growing delay, and never locks the owner out', async () => {
    const customer = await registerCustomer(t.app);
    const guess = (i: number) => post('/user/login', { email: customer.email, password: `distributed-${i}-guess` });
    for (let i = 0; i < 11; i++) expect((await guess(i)).statusCode).toBe(401);
    // The 11th failure opened a one-second gap: the next attempt, whatever its password, waits.
    const early = await guess(11);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Too many attempts. Please wait 1 second and try again.');
    expect((await post('/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(429);
    // The one-second gap is what is under test: a moment short of it the door is still shut, and
    // once the app's clock has moved past it the owner gets in.
    clock.advance(999);
    expect((await post('/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(429);
    clock.advance(1);
    const owner = await post('/user/login', { email: customer.email, password: customer.password });
    expect(owner.statusCode, owner.body).toBe(200);
    // Signing in forgets the account's failures: the next wrong password is simply wrong.
    expect((await guess(12)).statusCode).toBe(401);
  });

  it('the owner gets in during an attack: a device that signed in before passes the delay the guessers meet', async () => {
    const customer = await registerCustomer(t.app);
    const home = await post('/user/login', { email: customer.email, password: customer.password });
    const deviceProof: string = home.json().data.deviceProof;
    expect(deviceProof, home.body).toEqual(expect.any(String));
    // Guessers on many addresses use up the free failures and open the account's delay (4 s after
    // 13 failures, so the steps below happen inside it even on a busy machine)...
    await checkedFailures(t.app, clock, '/user/login', customer.email, 13);
    const guess = (i: number) => post('/user/login', { email: customer.email, password: `attack-${i}-guess` });
    expect((await guess(13)).statusCode).toBe(429);
    // ...which the owner's right password from a clean address, with the device's proof, goes through.
    const owner = await post('/user/login', { email: customer.email, password: customer.password, deviceProof });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.user.email).toBe(customer.email);
    expect(owner.json().data.deviceProof).toEqual(expect.any(String));
    // The owner getting in hands the guessers nothing: their delay is still open.
    expect((await guess(14)).statusCode).toBe(429);
    // The owner's own typo on that device is a plain wrong password, not a wait.
    expect((await post('/user/login', { email: customer.email, password: 'owner-typo-password', deviceProof })).statusCode).toBe(401);
  });

  it('the owner gets in from an address a stranger has throttled, with a device that signed in before', async () => {
    const customer = await registerCustomer(t.app);
    const deviceProof: string = (await post('/user/login', { email: customer.email, password: customer.password })).json().data.deviceProof;
    const office = freshIp();
    // Someone at the owner's address guesses this account until refused, then other accounts until the address is.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('/user/login', { email: customer.email, password: `office-${i}-guess` }, { ip: office })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    for (let i = 0; i < 12; i++) await post('/user/login', { email: `someone-${i}@example.com`, password: `office-${i}-guess` }, { ip: office });
    expect((await post('/user/login', { email: customer.email, password: customer.password }, { ip: office })).statusCode).toBe(429);
    // The owner's browser, known to the account, is let through there...
    const owner = await post('/user/login', { email: customer.email, password: customer.password, deviceProof }, { ip: office });
    expect(owner.statusCode, owner.body).toBe(200);
    // ...and the stranger beside them is still refused.
    expect((await post('/user/login', { email: customer.email, password: 'office-next-guess' }, { ip: office })).statusCode).toBe(429);
  });

  it('a device proof helps only its own email, and a forged one is no proof', async () => {
    const owner = await registerCustomer(t.app);
    const victim = await registerCustomer(t.app);
    const ownersProof: string = (await post('/user/login', { email: owner.email, password: owner.password })).json().data.deviceProof;
    // 13 failures checked: the gap now open lasts 4 s, long enough for the three tries below on a busy machine.
    await checkedFailures(t.app, clock, '/user/login', victim.email, 13);
    const forged = `${ownersProof.slice(0, -2)}${ownersProof.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const deviceProof of [ownersProof, forged, 'not-a-proof']) {
      const res = await post('/user/login', { email: victim.email, password: victim.password, deviceProof });
      expect(res.statusCode, deviceProof).toBe(429);
    }
  });

  it('a device proof allows 10 failures an hour, then waits like anyone', async () => {
    const customer = await registerCustomer(t.app);
    const deviceProof: string = (await post('/user/login', { email: customer.email, password: customer.password })).json().data.deviceProof;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post('/user/login', { email: customer.email, password: `stolen-proof-${i}`, deviceProof })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const spent = await post('/user/login', { email: customer.email, password: customer.password, deviceProof });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toMatch(/^Too many attempts\. Please wait (59|60) minutes and try again\.$/);
    // Failures with a proof never slowed the account: without one, the right password works.
    expect((await post('/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(200);
  });

  it('throttles unknown emails exactly like known ones', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('/user/login', { email: 'ghost@example.com', password: `wrong-${i}-password` }, { ip })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
  });

  it('throttles one IP trying many accounts after 20 failures', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post('/user/login', { email: `spray-${i}@example.com`, password: 'wrong-password-1' }, { ip })).statusCode);
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(19)).toEqual([429, 429]);
  });

  it('clears an account’s failures once it signs in', async () => {
    const customer = await registerCustomer(t.app);
    for (let i = 0; i < 8; i++) await post('/user/login', { email: customer.email, password: `wrong-${i}-password` });
    expect((await post('/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(200);
    for (let i = 0; i < 8; i++)
      expect((await post('/user/login', { email: customer.email, password: `again-${i}-password` })).statusCode).toBe(401);
  });

  it('throttles refused sign-ups per IP', async () => {
    const ip = freshIp();
    const taken = await registerCustomer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('/user/register', { ...validBody(), email: taken.email }, { ip })).statusCode);
    expect(statuses.slice(0, 9).every((s) => s === 409)).toBe(true);
    expect(statuses[9]).toBe(429);
  });
});

describe('POST /user/logout', () => {
  it('revokes the token: it answers 401 afterwards, and signing in again works', async () => {
    const customer = await registerCustomer(t.app);
    const res = await post('/user/logout', undefined, { headers: bearer(customer.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Signed out', data: null });
    expect((await account(customer.token)).statusCode).toBe(401);
    expect((await post('/user/logout', undefined, { headers: bearer(customer.token) })).statusCode).toBe(401);
    const again = await post('/user/login', { email: customer.email, password: customer.password });
    expect((await account(again.json().data.token)).statusCode).toBe(200);
  });

  it('refuses no token, an expired, an unsigned and an admin token', async () => {
    const customer = await registerCustomer(t.app);
    await expectCustomerOnly(t.app, { method: 'POST', url: '/api/v1/user/logout' }, customer.user.id);
  });
});
