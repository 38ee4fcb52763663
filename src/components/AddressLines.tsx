/** A stored address written out as on an envelope, with phone and email below. */
import type { StoredAddress } from '../contracts/address';
import { COUNTRY_OPTIONS } from './address-form/address-model';

/** A country code written out ("GB" → "United Kingdom"); an unknown code as it is. */
export function countryName(code: string): string {
  return COUNTRY_OPTIONS.find((country) => country.value === code)?.label ?? code;
}

export function AddressLines({ address, withContact = true }: { address: StoredAddress; withContact?: boolean }) {
  const lines = [
    address.address1,
    address.address2,
    [address.city, address.state].filter(Boolean).join(', '),
    address.postalCode,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line && line.trim()));
  return (
    <address className="not-italic text-sm leading-relaxed text-ink-soft [overflow-wrap:anywhere]">
      <span className="block font-medium text-ink">
        {address.firstName} {address.lastName}
      </span>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {withContact ? (
        <span className="mt-2 block text-[13px] text-ink-muted">
          <span className="block">{address.phone}</span>
          <span className="block break-all">{address.email}</span>
        </span>
      ) : null}
    </address>
  );
}
