import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedPaymentMethod, type SavedPaymentMethod } from '../../../../src/contracts/payment-methods';
import { PaymentMethodsPage } from '../../../../src/features/account/pages/PaymentMethodsPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { renderAt } from '../../support/render';
import { ada } from '../../support/account-fixtures';

let api: ApiMock;

const nextYear = new Date().getUTCFullYear() + 1;
const savedCard = (id: string, overrides: Partial<SavedPaymentMethod>): SavedPaymentMethod =>
  following(savedPaymentMethod, {
    id,
    brand: 'visa',
    last4: '4242',
    expMonth: 8,
    expYear: nextYear,
    holderName: 'Ada Lovelace',
    provider: 'local',
    providerRef: `pm_local_${id.slice(0, 8)}`,
    isDefault: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
const visa = savedCard('11111111-1111-4111-8111-111111111111', { isDefault: true });
const mastercard = savedCard('22222222-2222-4222-8222-222222222222', { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: nextYear + 2 });

beforeEach(() => {
  useAuthStore.getState().login(ada, validToken());
  api = mockApi();
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().logout();
});

const render = () => renderAt('/payment-methods', { '/payment-methods': <PaymentMethodsPage /> }, { account: true });
const card = (name: RegExp) => screen.getByRole('listitem', { name });

describe('/payment-methods', () => {
  it('lists each card with brand, last four and expiry, the default marked', async () => {
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [visa, mastercard] }));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: /^Visa •••• 4242/ });
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).getByText(`Expires 08/${String(nextYear).slice(-2)}`, { exact: false })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Make .* the default/ })).toBeNull();
    const second = card(/^Mastercard •••• 4444/);
    expect(within(second).queryByText('Default')).toBeNull();
    expect(within(second).getByText(`Expires 03/${String(nextYear + 2).slice(-2)}`, { exact: false })).toBeInTheDocument();
  });

  it('marks a card that has expired', async () => {
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [savedCard(visa.id, { expMonth: 1, expYear: 2024 })] }));
    render();
    const only = await screen.findByRole('listitem', { name: /^Visa •••• 4242/ });
    expect(within(only).getByText('Expired')).toBeInTheDocument();
  });

  it('makes another card the default and reads the list again', async () => {
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [visa, mastercard] }));
    api.on('PUT', `/user/payment-methods/${mastercard.id}`, ok({ paymentMethod: { ...mastercard, isDefault: true } }));
    render();
    await screen.findByRole('listitem', { name: /^Mastercard/ });
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [{ ...mastercard, isDefault: true }, { ...visa, isDefault: false }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Make Mastercard ending 4444 the default' }));

    await waitFor(() => expect(within(card(/^Mastercard/)).queryByText('Default')).toBeInTheDocument());
    expect(within(card(/^Visa/)).queryByText('Default')).toBeNull();
    expect(api.callsTo('PUT', `/user/payment-methods/${mastercard.id}`)[0]?.body).toEqual({ isDefault: true });
  });

  it('removes a card only after a confirmation, and says “Failed to delete payment method” on failure', async () => {
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [visa, mastercard] }));
    api.on('DELETE', `/user/payment-methods/${visa.id}`, fail(500));
    render();
    await screen.findByRole('listitem', { name: /^Visa/ });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending 4242' }));
    const confirm = within(card(/^Visa/)).getByRole('alertdialog', { name: 'Remove this card?' });
    expect(within(confirm).getByText(/your most recently saved other card becomes the default/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/user/payment-methods/${visa.id}`)).toHaveLength(0);

    // Keep it: nothing is sent and the card's actions come back.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(card(/^Visa/)).queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending 4242' }));
    fireEvent.click(within(card(/^Visa/)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(card(/^Visa/)).getByRole('alert').textContent).toBe('Failed to delete payment method'));

    api.on('DELETE', `/user/payment-methods/${visa.id}`, ok(null, 'Payment method deleted'));
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [{ ...mastercard, isDefault: true }] }));
    fireEvent.click(within(card(/^Visa/)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Visa/ })).toBeNull());
    expect(within(card(/^Mastercard/)).getByText('Default')).toBeInTheDocument();
  });

  it('says how to save a card when there is none', async () => {
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [] }));
    render();
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    expect(screen.getByText(/tick “Save this card for next time”/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved cards' })).toBeNull();
  });

  it('says “Failed to fetch payment methods” with Retry when the list cannot load', async () => {
    api.on('GET', '/user/payment-methods', fail(500));
    render();
    expect(await screen.findByText('Failed to fetch payment methods')).toBeInTheDocument();
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [mastercard] }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: /^Mastercard/ })).toBeInTheDocument();
  });
});
