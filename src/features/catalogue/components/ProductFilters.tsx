/**
 * The products list's filters: category chips, a search box and the sort. Each change becomes a
 * new URL (search while typing replaces the entry rather than filling the history).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SelectControl } from '../../../components/form/form-field';
import { CloseIcon } from '../../../components/icons/icons';
import { CATEGORIES, CATEGORY_KEYS } from '../categories';
import type { CatalogueSort } from '../../../contracts/catalogue-terms';
import { ProductSearchField } from './ProductSearchField';
import { SORT_OPTIONS, type ProductListState } from '../product-list-state';
import { useScrollEdges } from '../../../lib/use-scroll-edges';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;

interface ProductFiltersProps {
  state: ProductListState;
  hrefFor: (change: Partial<ProductListState>) => string;
  onChange: (change: Partial<ProductListState>, options?: { replace?: boolean }) => void;
}

const chip = (active: boolean) =>
  `keyboard-focus inline-flex h-10 shrink-0 items-center rounded-full border px-3 text-[13px] font-medium transition-colors sm:px-4 ${
    active ? 'border-sage-800 bg-sage-800 text-cream-50' : 'border-sand-200 bg-cream-50 text-ink-soft hover:border-sand-300 hover:text-ink'
  }`;

export function ProductFilters({ state, hrefFor, onChange }: ProductFiltersProps) {
  const searchId = useId();
  const sortId = useId();
  const [text, setText] = useState(state.search);
  const chipRow = useScrollEdges<HTMLUListElement>();

  // The URL is the truth: back and forward bring their own search text.
  useEffect(() => setText(state.search), [state.search]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === state.search) return;
    const timer = setTimeout(() => onChange({ search: trimmed }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, state.search, onChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };

  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
      {/* On a phone the chips scroll sideways, faded at the edge that has more (.scroll-row); from 640 px they wrap. */}
      <ul
        ref={chipRow.ref}
        {...chipRow.dataAttributes}
        aria-label="Categories"
        className="scroll-row -mx-5 flex gap-1.5 px-5 py-1 sm:mx-0 sm:flex-wrap sm:gap-2 sm:px-0"
      >
        <li>
          <Link to={hrefFor({ category: null })} className={chip(state.category === null)} aria-current={state.category === null ? 'true' : undefined}>
            All
          </Link>
        </li>
        {CATEGORY_KEYS.map((key) => (
          <li key={key}>
            <Link to={hrefFor({ category: key })} className={chip(state.category === key)} aria-current={state.category === key ? 'true' : undefined}>
              {CATEGORIES[key].label}
            </Link>
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-3 sm:flex-row">
        <form role="search" onSubmit={submit} className="relative min-w-0 flex-1 lg:w-72 lg:flex-none">
          <ProductSearchField id={searchId} value={text} onText={setText} className="input pl-11 pr-10 [&::-webkit-search-cancel-button]:hidden" />
          {text ? (
            <button
              type="button"
              onClick={() => {
                setText('');
                onChange({ search: '' });
              }}
              aria-label="Clear search"
              className="icon-btn absolute right-1 top-1/2 h-9 w-9 -translate-y-1/2"
            >
              <CloseIcon size={16} />
            </button>
          ) : null}
        </form>

        <div className="flex shrink-0 items-center gap-3">
          <label htmlFor={sortId} className="shrink-0 text-[13px] text-ink-muted sm:sr-only">
            Sort by
          </label>
          <SelectControl
            id={sortId}
            value={state.sort}
            onChange={(event) => onChange({ sort: event.target.value as CatalogueSort })}
            options={SORT_OPTIONS}
            className="flex-1 sm:flex-none"
          />
        </div>
      </div>
    </div>
  );
}
