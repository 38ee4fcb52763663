/**
 * Addresses (docs/product/accounts.md#address-form). The client's form uses address1/zipCode and a calling code
 * plus number; it is also sent as address/postalCode and a combined phone. The server accepts
 * both namings and stores one shape.
 */
import { z } from 'zod';
import { personNameField } from './person-name';

export const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom', callingCode: '+44' },
  { code: 'US', name: 'United States', callingCode: '+1' },
  { code: 'CA', name: 'Canada', callingCode: '+1' },
  { code: 'NG', name: 'Nigeria', callingCode: '+234' },
] as const;
export const COUNTRY_CODES = ['GB', 'US', 'CA', 'NG'] as const;
export const DEFAULT_COUNTRY = 'GB';

const required = (label: string, max = 120) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max = 120) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().nullable();

/** What a client may send: either naming, either phone form. */
export const addressInput = z
  .object({
    firstName: personNameField('First name'),
    lastName: personNameField('Last name'),
    email: z.email({ message: 'Enter a valid email address' }).max(254),
    phone: optional('Phone', 40),
    callingCode: z.string().trim().regex(/^\+\d{1,4}$/, 'Calling code must look like +44').optional(),
    phoneNumber: optional('Phone number', 30),
    address: optional('Address line 1', 200),
    address1: optional('Address line 1', 200),
    address2: optional('Address line 2', 200),
    city: required('City', 100),
    state: optional('State or county', 100),
    zipCode: optional('Postal code', 20),
    postalCode: optional('Postal code', 20),
    country: z.enum(COUNTRY_CODES, { message: 'Country must be one of GB, US, CA, NG' }),
  })
  .transform((input, ctx) => {
    const address1 = (input.address1 || input.address || '').trim();
    const postalCode = (input.postalCode || input.zipCode || '').trim();
    const phone = (
      input.phoneNumber ? `${input.callingCode ?? ''} ${input.phoneNumber}` : (input.phone ?? '')
    ).trim();
    if (!address1) ctx.addIssue({ code: 'custom', path: ['address1'], message: 'Address line 1 is required' });
    if (!postalCode) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Postal code is required' });
    if (!/^\+?[\d\s()-]{6,25}$/.test(phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a valid phone number' });
    return {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      phone,
      address1,
      address2: input.address2?.trim() || null,
      city: input.city,
      state: input.state?.trim() || null,
      postalCode,
      country: input.country,
    };
  });
export type AddressInput = z.input<typeof addressInput>;

/** The one stored shape (also frozen into orders). */
export const storedAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
});
export type StoredAddress = z.infer<typeof storedAddress>;

/** A saved address as answered: the stored shape plus the spec's names (address, postalCode). */
export const savedAddress = storedAddress.extend({
  id: z.string(),
  address: z.string(),
  zipCode: z.string(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddress>;
