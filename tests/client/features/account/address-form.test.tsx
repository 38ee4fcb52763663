import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../../../src/components/address-form/AddressForm';
import {
  addressValuesFrom,
  splitPhone,
  toAddressPayload,
  validateAddress,
  emptyAddressValues,
  type AddressPayload,
} from '../../../../src/components/address-form/address-model';
import { edinburgh } from '../../support/account-fixtures';

function renderForm(onSubmit: (payload: AddressPayload) => Promise<void> = async () => {}) {
  render(<AddressForm onSubmit={onSubmit} submitLabel="Save address" fallbackMessage="Failed to add address" />);
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const messageOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

function fillValid() {
  type(/^First name/, 'Chidi');
  type(/^Last name/, 'Okafor');
  type(/^Email/, 'chidi@example.com');
  type(/^Phone/, '803 123 4567');
  type(/^Address line 1/, '12 Admiralty Way');
  type(/^City/, 'Lagos');
  type(/^Postal code/, '106104');
}

describe('AddressForm (docs/product/accounts.md#address-form)', () => {
  it('marks the eight required fields and leaves address line 2 and state optional', () => {
    renderForm();
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/, /^Address line 1/, /^City/, /^Postal code/, /^Country/]) {
      const control = input(label);
      expect(control.required, String(label)).toBe(true);
      expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toContain('*');
    }
    for (const label of [/^Address line 2/, /^State \/ County/]) {
      expect(input(label).required).toBe(false);
      expect(document.querySelector(`label[for="${input(label).id}"]`)?.textContent).toContain('Optional');
    }
    expect(input(/^Email/).getAttribute('type')).toBe('email');
  });

  it('carries the autofill tokens', () => {
    renderForm();
    expect(input(/^First name/).getAttribute('autocomplete')).toBe('given-name');
    expect(input(/^Last name/).getAttribute('autocomplete')).toBe('family-name');
    expect(input(/^Phone/).getAttribute('autocomplete')).toBe('tel');
    expect(input(/^Address line 1/).getAttribute('autocomplete')).toBe('address-line1');
    expect(input(/^Postal code/).getAttribute('autocomplete')).toBe('postal-code');
    expect(input(/^Country/).getAttribute('autocomplete')).toBe('country');
  });

  it('offers GB +44, US +1, CA +1 and NG +234, with GB the default for code and country', () => {
    renderForm();
    const code = screen.getByLabelText('Calling code') as HTMLSelectElement;
    expect(within(code).getAllByRole('option').map((option) => option.textContent)).toEqual(['GB +44', 'US +1', 'CA +1', 'NG +234']);
    expect(code.value).toBe('GB');
    expect((input(/^Country/) as HTMLSelectElement).value).toBe('GB');
    expect(within(input(/^Country/)).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      'GB',
      'US',
      'CA',
      'NG',
    ]);
  });

  it('refuses to send with required fields empty, and says which', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(messageOf(input(/^First name/))).toBe('First name is required'));
    expect(messageOf(input(/^Phone/))).toBe('Phone number is required');
    expect(messageOf(input(/^Address line 1/))).toBe('Address line 1 is required');
    expect(messageOf(input(/^City/))).toBe('City is required');
    expect(messageOf(input(/^Postal code/))).toBe('Postal code is required');
    expect(messageOf(input(/^Address line 2/))).not.toContain('required');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input(/^First name/));
  });

  it('sends both namings and both phone forms: calling code plus number, and combined', async () => {
    const onSubmit = vi.fn(async (_payload: AddressPayload) => {});
    renderForm(onSubmit);
    fireEvent.change(input(/^Country/), { target: { value: 'NG' } });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Chidi',
      lastName: 'Okafor',
      email: 'chidi@example.com',
      phone: '+234 803 123 4567',
      callingCode: '+234',
      phoneNumber: '803 123 4567',
      address1: '12 Admiralty Way',
      address: '12 Admiralty Way',
      address2: null,
      city: 'Lagos',
      state: null,
      zipCode: '106104',
      postalCode: '106104',
      country: 'NG',
    });
  });

  it('lets the calling code follow the country until one is picked on purpose', () => {
    renderForm();
    const code = screen.getByLabelText('Calling code') as HTMLSelectElement;
    fireEvent.change(input(/^Country/), { target: { value: 'CA' } });
    expect(code.value).toBe('CA');
    fireEvent.change(code, { target: { value: 'GB' } });
    fireEvent.change(input(/^Country/), { target: { value: 'US' } });
    expect(code.value).toBe('GB');
  });

  it('splits a pasted international number into code and number', () => {
    renderForm();
    fireEvent.change(input(/^Country/), { target: { value: 'CA' } });
    type(/^Phone/, '+1 416 555 0100');
    expect((screen.getByLabelText('Calling code') as HTMLSelectElement).value).toBe('CA');
    expect(input(/^Phone/).value).toBe('416 555 0100');
  });

  it('shows the server’s field errors beside their fields (postalCode → postal code box)', async () => {
    const refusal = Object.assign(new Error('400'), {
      isAxiosError: true,
      response: {
        status: 400,
        data: { success: false, message: 'postalCode: Postal code is required', errors: [{ field: 'postalCode', message: 'Postal code is required' }] },
      },
    });
    renderForm(async () => {
      throw refusal;
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(messageOf(input(/^Postal code/))).toBe('Postal code is required'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows the spec’s fallback when the save fails without a message', async () => {
    renderForm(async () => {
      throw Object.assign(new Error('500'), { isAxiosError: true, response: { status: 500, data: {} } });
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to add address'));
  });
});

describe('address model', () => {
  it('splits stored phones by the longest calling code, +1 by the address’s country', () => {
    expect(splitPhone('+44 7700 900123', 'GB')).toEqual({ callingCountry: 'GB', phoneNumber: '7700 900123' });
    expect(splitPhone('+234 803 123 4567', 'GB')).toEqual({ callingCountry: 'NG', phoneNumber: '803 123 4567' });
    expect(splitPhone('+1 416 555 0100', 'CA')).toEqual({ callingCountry: 'CA', phoneNumber: '416 555 0100' });
    expect(splitPhone('+1 212 555 0100', 'US')).toEqual({ callingCountry: 'US', phoneNumber: '212 555 0100' });
    expect(splitPhone('07700 900123', 'GB')).toEqual({ callingCountry: 'GB', phoneNumber: '07700 900123' });
  });

  it('round-trips a saved address through the form unchanged', () => {
    const payload = toAddressPayload(addressValuesFrom(edinburgh));
    expect(payload).toMatchObject({
      phone: '+44 7700 900123',
      address1: edinburgh.address1,
      address2: edinburgh.address2,
      postalCode: edinburgh.postalCode,
      country: 'GB',
    });
    expect(validateAddress(addressValuesFrom(edinburgh))).toEqual({});
  });

  it('mirrors the server’s phone and email rules', () => {
    const values = { ...addressValuesFrom(edinburgh) };
    expect(validateAddress({ ...values, phoneNumber: 'call me' }).phoneNumber).toBe('Enter a valid phone number');
    expect(validateAddress({ ...values, email: 'ada@' }).email).toBe('Enter a valid email address');
    expect(validateAddress({ ...emptyAddressValues(), country: 'GB' }).country).toBeUndefined();
  });

  it('refuses names with markup characters, as the server does (src/contracts/person-name.ts)', () => {
    const values = { ...addressValuesFrom(edinburgh) };
    expect(validateAddress({ ...values, firstName: '<img src=x>' }).firstName).toBe('First name cannot contain < > & " ` { } or \\');
    expect(validateAddress({ ...values, lastName: '{{7*7}}' }).lastName).toBe('Last name cannot contain < > & " ` { } or \\');
    expect(validateAddress({ ...values, firstName: "Siobhán", lastName: "O'Neill-Ng" })).toEqual({});
    expect(validateAddress({ ...values, firstName: '' }).firstName).toBe('First name is required');
  });
});
