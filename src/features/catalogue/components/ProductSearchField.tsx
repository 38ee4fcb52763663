/**
 * The storefront's product search box, as the products list and the navigation's search both show
 * it: one label, icon and length limit (the catalogue's SEARCH_MAX_LENGTH), so the two boxes cannot
 * come to accept different searches. Each caller keeps its own form, submit and extra attributes.
 */
import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from '../../../components/icons/icons';
import { SEARCH_MAX_LENGTH } from '../../../contracts/catalogue-terms';

type ProductSearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength' | 'placeholder' | 'onChange'> & {
  id: string;
  value: string;
  onText: (text: string) => void;
};

export function ProductSearchField({ id, onText, ...input }: ProductSearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-ink-muted" />
      <input id={id} type="search" maxLength={SEARCH_MAX_LENGTH} placeholder="Search products" onChange={(event) => onText(event.target.value)} {...input} />
    </>
  );
}
