/**
 * The newsletter's welcome codes are kept apart from the shop's (docs/decisions/0260-owner-screens.md):
 * the Discounts list and its export show the shop's codes unless `kind=welcome` asks for the
 * welcome codes, the stats' active count is the shop's alone, and the welcome codes are counted
 * beside it (usable now, and used). A code made by an admin is always the shop's.
 */
import { describe, expect, it } from 'vitest';
import { bearer, createAdmin } from './support/accounts';
import { useTestApp } from './support/app';
import { subscribeConfirmed } from './support/newsletter';

const t = useTestApp();

describe('welcome codes beside the shop’s', () => {
  it('are listed, exported and counted apart from the shop’s codes', async () => {
    const { token } = await createAdmin(t.app, { email: 'welcome-codes-admin@example.com' });
    const call = (path: string, payload?: object) =>
      t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/v1/admin/discounts${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const before = (await call('/stats')).json().data;

    const welcome = [await subscribeConfirmed(t, 'first.welcome@example.com'), await subscribeConfirmed(t, 'second.welcome@example.com')];
    const shop = (await call('', { code: 'AUTUMN-OILS', type: 'percentage', value: 10 })).json().data.discount;
    expect(shop.kind).toBe('shop');

    const shopCodes = (await call('?limit=100')).json().data.discounts.map((code: { code: string }) => code.code);
    expect(shopCodes).toContain('AUTUMN-OILS');
    for (const code of welcome) expect(shopCodes).not.toContain(code);

    const listed = (await call('?kind=welcome&limit=100')).json().data;
    expect(listed.discounts.map((code: { code: string }) => code.code).sort()).toEqual([...welcome].sort());
    expect(listed.discounts.every((code: { kind: string; restrictedToEmail: string | null }) => code.kind === 'welcome' && code.restrictedToEmail)).toBe(true);
    expect(listed.pagination.total).toBe(2);
    // Searched by the subscriber's address, as the shop's codes are.
    expect((await call('?kind=welcome&search=second.welcome')).json().data.discounts).toHaveLength(1);

    const after = (await call('/stats')).json().data;
    expect(after.activeCodes - before.activeCodes).toBe(1);
    expect(after.welcomeCodes.active - before.welcomeCodes.active).toBe(2);
    expect(after.welcomeCodes.used).toBe(before.welcomeCodes.used);

    const csv = await call('/export?kind=welcome');
    expect(csv.statusCode).toBe(200);
    for (const code of welcome) expect(csv.body).toContain(code);
    expect(csv.body).not.toContain('AUTUMN-OILS');
    expect((await call('/export')).body).not.toContain(welcome[0]!);

    const refused = await call('?kind=newsletter');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('kind must be one of shop, welcome');
  });
});
