/**
 * The address form of docs/product/accounts.md#address-form, without React: its values, its rules (the server's,
 * src/contracts/address.ts, so a form the client accepts is one the server accepts), and the
 * conversions both ways.
 *
 * The phone is a calling code plus a number. The calling-code select is keyed by country, because
 * two countries share +1 (US and CA) and the select must tell them apart. What is sent carries both
 * namings of docs/product/accounts.md#address-form (address1 and address, zipCode and postalCode) and both phone forms
 * (callingCode + phoneNumber, and the combined phone), so any reader of the record finds its names.
 */
import { COUNTRIES, DEFAULT_COUNTRY, type StoredAddress } from '../../contracts/address';
import { personNameProblem } from '../../contracts/person-name';

export type CountryCode = (typeof COUNTRIES)[number]['code'];

// A type alias rather than an interface: it must fit useForm's Record<string, string | boolean>.
export type AddressFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  /** The country whose calling code the phone uses (GB → +44). */
  callingCountry: CountryCode;
  phoneNumber: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  country: CountryCode;
};

export type AddressField = keyof AddressFormValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** What POST /user/addresses/add and PUT /user/addresses/{id} (and checkout) receive. */
export interface AddressPayload {
  firstName: string;
  lastName: string;
  email: string;
  /** Combined: "+44 7700 900123". */
  phone: string;
  callingCode: string;
  phoneNumber: string;
  address1: string;
  address: string;
  address2: string | null;
  city: string;
  state: string | null;
  zipCode: string;
  postalCode: string;
  country: CountryCode;
}

/** docs/product/accounts.md#address-form. The calling code always has a value, so it is not listed. */
export const REQUIRED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address1',
  'city',
  'zipCode',
  'country',
] as const satisfies readonly AddressField[];

export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
/** "GB +44", "US +1", "CA +1", "NG +234". */
export const CALLING_CODE_OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.code} ${country.callingCode}`,
}));

export function callingCodeOf(country: string): string {
  return COUNTRIES.find((entry) => entry.code === country)?.callingCode ?? '+44';
}

function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.some((entry) => entry.code === value);
}

export function emptyAddressValues(prefill: Partial<AddressFormValues> = {}): AddressFormValues {
  const country = prefill.country && isCountryCode(prefill.country) ? prefill.country : (DEFAULT_COUNTRY as CountryCode);
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    ...prefill,
    callingCountry: prefill.callingCountry ?? country,
    country,
  };
}

/**
 * Splits a stored phone ("+44 7700 900123") into calling code and number. The longest matching
 * code wins (+234 before +2…); for +1 the address's own country decides between US and CA.
 * A phone with no known code keeps the country's code and the whole text as the number.
 */
export function splitPhone(phone: string, country: string = DEFAULT_COUNTRY): { callingCountry: CountryCode; phoneNumber: string } {
  const trimmed = phone.trim();
  const fallback = isCountryCode(country) ? country : (DEFAULT_COUNTRY as CountryCode);
  if (!trimmed.startsWith('+')) return { callingCountry: fallback, phoneNumber: trimmed };
  const matches = COUNTRIES.filter((entry) => trimmed.startsWith(entry.callingCode)).sort(
    (a, b) => b.callingCode.length - a.callingCode.length,
  );
  const best = matches[0];
  if (!best) return { callingCountry: fallback, phoneNumber: trimmed };
  const sameCode = matches.filter((entry) => entry.callingCode === best.callingCode);
  const chosen = sameCode.find((entry) => entry.code === fallback) ?? best;
  return { callingCountry: chosen.code, phoneNumber: trimmed.slice(chosen.callingCode.length).trim() };
}

/** A saved or order address, ready to edit. */
export function addressValuesFrom(address: StoredAddress): AddressFormValues {
  const country = isCountryCode(address.country) ? address.country : (DEFAULT_COUNTRY as CountryCode);
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    email: address.email,
    ...splitPhone(address.phone, country),
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.state ?? '',
    zipCode: address.postalCode,
    country,
  };
}

export function combinedPhone(values: Pick<AddressFormValues, 'callingCountry' | 'phoneNumber'>): string {
  return `${callingCodeOf(values.callingCountry)} ${values.phoneNumber.trim()}`;
}

export function toAddressPayload(values: AddressFormValues): AddressPayload {
  const address1 = values.address1.trim();
  const postalCode = values.zipCode.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: combinedPhone(values),
    callingCode: callingCodeOf(values.callingCountry),
    phoneNumber: values.phoneNumber.trim(),
    address1,
    address: address1,
    address2: values.address2.trim() || null,
    city: values.city.trim(),
    state: values.state.trim() || null,
    zipCode: postalCode,
    postalCode,
    country: values.country,
  };
}

// The server's limits and patterns (src/contracts/address.ts).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{6,25}$/;
const NAMES: Partial<Record<AddressField, string>> = { firstName: 'First name', lastName: 'Last name' };
const LIMITS: Partial<Record<AddressField, [label: string, max: number]>> = {
  email: ['Email', 254],
  phoneNumber: ['Phone number', 30],
  address1: ['Address line 1', 200],
  address2: ['Address line 2', 200],
  city: ['City', 100],
  state: ['State or county', 100],
  zipCode: ['Postal code', 20],
};
const REQUIRED_MESSAGES: Record<(typeof REQUIRED_ADDRESS_FIELDS)[number], string> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phoneNumber: 'Phone number is required',
  address1: 'Address line 1 is required',
  city: 'City is required',
  zipCode: 'Postal code is required',
  country: 'Country is required',
};

export function validateAddress(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  // A name's whole rule is the server's own (src/contracts/person-name.ts): length, one line, no markup.
  for (const [field, label] of Object.entries(NAMES) as Array<[AddressField, string]>) {
    const problem = errors[field] ? null : personNameProblem(label, values[field]);
    if (problem) errors[field] = problem;
  }
  for (const field of Object.keys(LIMITS) as AddressField[]) {
    const limit = LIMITS[field];
    if (!limit || errors[field]) continue;
    const [label, max] = limit;
    if (values[field].trim().length > max) errors[field] = `${label} must be at most ${max} characters`;
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!errors.phoneNumber && !PHONE.test(combinedPhone(values))) errors.phoneNumber = 'Enter a valid phone number';
  if (!errors.country && !isCountryCode(values.country)) errors.country = 'Choose a country';
  return errors;
}

/** Where a server field error belongs on this form (the server uses the stored names). */
export function addressFieldOf(serverField: string): AddressField | null {
  const field = serverField.split('.').pop() ?? serverField;
  switch (field) {
    case 'address':
      return 'address1';
    case 'postalCode':
      return 'zipCode';
    case 'phone':
    case 'callingCode':
      return 'phoneNumber';
    default:
      return field in emptyAddressValues() ? (field as AddressField) : null;
  }
}
