import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddressesPage } from '../../../../src/features/account/pages/AddressesPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { ada, edinburgh, saved } from '../../support/account-fixtures';
import { renderAt } from '../../support/render';

let api: ApiMock;

const home = saved('11111111-1111-4111-8111-111111111111', edinburgh, { isDefaultShipping: true, isDefaultBilling: true });
const office = saved('22222222-2222-4222-8222-222222222222', {
  ...edinburgh,
  phone: '+44 7700 900456',
  address1: '27 Clerkenwell Road',
  address2: null,
  city: 'London',
  postalCode: 'EC1M 5RN',
});

beforeEach(() => {
  useAuthStore.getState().login(ada, validToken());
  api = mockApi();
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().logout();
});

const render = () => renderAt('/addressess', { '/addressess': <AddressesPage /> }, { account: true });
const card = (city: string) => screen.getByRole('listitem', { name: new RegExp(`^${city}`) });

describe('/addressess', () => {
  it('is titled “Addresses” and lists the saved addresses with their default badges', async () => {
    api.on('GET', '/user/addresses', ok({ addresses: [home, office] }));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    await screen.findByText('27 Clerkenwell Road');
    expect(within(card('Edinburgh')).getByText('Default shipping')).toBeInTheDocument();
    expect(within(card('Edinburgh')).getByText('Default billing')).toBeInTheDocument();
    expect(within(card('London')).queryByText('Default shipping')).toBeNull();
  });

  it('says “Failed to fetch addresses” with Retry when the list cannot load', async () => {
    api.on('GET', '/user/addresses', fail(500));
    render();
    expect(await screen.findByText('Failed to fetch addresses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('adds an address with the shared form, prefilled with the customer’s name', async () => {
    api.on('GET', '/user/addresses', ok({ addresses: [home] }));
    api.on('POST', '/user/addresses/add', { status: 201, data: { success: true, message: 'Address saved', data: { address: office } } });
    render();
    await screen.findByText('14 Marchmont Crescent');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect((within(form).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    fireEvent.change(within(form).getByLabelText(/^Phone/), { target: { value: '7700 900456' } });
    fireEvent.change(within(form).getByLabelText(/^Address line 1/), { target: { value: '27 Clerkenwell Road' } });
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: 'London' } });
    fireEvent.change(within(form).getByLabelText(/^Postal code/), { target: { value: 'EC1M 5RN' } });
    fireEvent.click(within(form).getByLabelText('Use as my default shipping address'));
    api.on('GET', '/user/addresses', ok({ addresses: [home, { ...office, isDefaultShipping: true }] }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    await screen.findByText('27 Clerkenwell Road');
    expect(api.callsTo('POST', '/user/addresses/add')[0]?.body).toMatchObject({
      firstName: 'Ada',
      phone: '+44 7700 900456',
      callingCode: '+44',
      phoneNumber: '7700 900456',
      address1: '27 Clerkenwell Road',
      address: '27 Clerkenwell Road',
      zipCode: 'EC1M 5RN',
      postalCode: 'EC1M 5RN',
      country: 'GB',
      isDefaultShipping: true,
    });
    expect(api.callsTo('POST', '/user/addresses/add')[0]?.body).not.toHaveProperty('isDefaultBilling');
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
  });

  it('shows “Failed to add address” when saving fails without a message', async () => {
    api.on('GET', '/user/addresses', ok({ addresses: [] }));
    api.on('POST', '/user/addresses/add', fail(500));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).getByText('Your first address becomes your default for shipping and billing.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Phone/), { target: { value: '7700 900456' } });
    fireEvent.change(within(form).getByLabelText(/^Address line 1/), { target: { value: '27 Clerkenwell Road' } });
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: 'London' } });
    fireEvent.change(within(form).getByLabelText(/^Postal code/), { target: { value: 'EC1M 5RN' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Failed to add address'));
  });

  it('edits an address in place and sends it back whole', async () => {
    api.on('GET', '/user/addresses', ok({ addresses: [home, office] }));
    api.on('PUT', `/user/addresses/${office.id}`, ok({ address: office }, 'Address updated'));
    render();
    await screen.findByText('27 Clerkenwell Road');
    fireEvent.click(within(card('London')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect((within(form).getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('7700 900456');
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: 'City of London' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT', `/user/addresses/${office.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/user/addresses/${office.id}`)[0]?.body).toMatchObject({ city: 'City of London', phone: '+44 7700 900456' });
  });

  it('makes an address the default shipping address', async () => {
    api.on('GET', '/user/addresses', ok({ addresses: [home, office] }));
    api.on('PUT', `/user/addresses/${office.id}`, ok({ address: { ...office, isDefaultShipping: true } }));
    render();
    await screen.findByText('27 Clerkenwell Road');
    api.on('GET', '/user/addresses', ok({ addresses: [{ ...home, isDefaultShipping: false }, { ...office, isDefaultShipping: true }] }));
    fireEvent.click(within(card('London')).getByRole('button', { name: 'Set as default shipping address' }));
    await waitFor(() => expect(within(card('London')).getByText('Default shipping')).toBeInTheDocument());
    expect(api.callsTo('PUT', `/user/addresses/${office.id}`)[0]?.body).toMatchObject({
      address1: '27 Clerkenwell Road',
      isDefaultShipping: true,
    });
    expect(within(card('Edinburgh')).queryByText('Default shipping')).toBeNull();
  });

  it('deletes only after a confirmation, and says “Failed to delete address” on failure', async () => {
    api.on('GET', '/user/addresses', ok({ addresses: [home, office] }));
    api.on('DELETE', `/user/addresses/${office.id}`, fail(500));
    render();
    await screen.findByText('27 Clerkenwell Road');
    fireEvent.click(within(card('London')).getByRole('button', { name: 'Delete' }));
    const confirm = within(card('London')).getByRole('alertdialog', { name: 'Delete this address?' });
    expect(api.callsTo('DELETE', `/user/addresses/${office.id}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(card('London')).getByRole('alert').textContent).toBe('Failed to delete address'));

    api.on('DELETE', `/user/addresses/${office.id}`, ok(null, 'Address deleted'));
    api.on('GET', '/user/addresses', ok({ addresses: [home] }));
    fireEvent.click(within(card('London')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('27 Clerkenwell Road')).toBeNull());
  });
});
