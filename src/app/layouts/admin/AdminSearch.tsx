/**
 * The sidebar's search box (docs/product/back-office.md#admin-layout-and-sidebar): finds customers, orders and products as you type,
 * through the three admin list calls' own search (name or email; order number or customer;
 * product name), a few of each, with a link to the full filtered list. A combobox: arrows move
 * through the results, Enter opens one, Escape closes the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons/icons';
import { SEARCH_PAUSE_MS } from '../../../components/admin/ListSearch';
import { ADMIN_SEARCH_MAX } from '../../../contracts/admin-lists';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { privateScope } from '../../../lib/server-state';
import { listCustomers } from '../../../features/admin-customers/api/list-customers';
import { listOrders } from '../../../features/admin-orders/api/list-orders';
import { listProducts } from '../../../features/admin-products/api/list-products';

/** Per kind: enough to recognise the one you want, few enough to fit the drawer. */
const PER_KIND = 4;
/** One letter matches half the shop; two narrow it usefully. */
export const MIN_SEARCH_LENGTH = 2;

interface Hit {
  key: string;
  kind: 'Customers' | 'Orders' | 'Products';
  label: string;
  detail: string;
  href: string;
}

interface Found {
  hits: Hit[];
  /** "See all" links per kind, to the list filtered by the same words. */
  more: Array<{ kind: Hit['kind']; total: number; href: string }>;
}

const withSearch = (base: string, text: string) => `${base}?search=${encodeURIComponent(text)}`;

async function searchBackOffice(text: string, signal: AbortSignal): Promise<Found> {
  const query = { search: text, limit: PER_KIND, page: 1 };
  const [customers, orders, products] = await Promise.all([
    listCustomers(query, signal),
    listOrders(query, signal),
    listProducts({ search: text, limit: PER_KIND, page: 1 }, signal),
  ]);
  const hits: Hit[] = [
    ...customers.customers.map((c) => ({
      key: `c-${c.id}`,
      kind: 'Customers' as const,
      label: `${c.firstName} ${c.lastName}`,
      detail: c.email,
      href: paths.admin.customer.getHref(c.id),
    })),
    ...orders.orders.map((o) => ({
      key: `o-${o.id}`,
      kind: 'Orders' as const,
      label: `Order #${o.number}`,
      detail: o.customer ? `${o.customer.firstName} ${o.customer.lastName}` : o.email,
      href: paths.admin.order.getHref(o.id),
    })),
    ...products.products.map((p) => ({
      key: `p-${p.id}`,
      kind: 'Products' as const,
      label: p.name,
      detail: p.category,
      href: paths.admin.product.getHref(p.id),
    })),
  ];
  return {
    hits,
    more: [
      { kind: 'Customers' as const, total: customers.pagination.total, href: withSearch(paths.admin.customers.getHref(), text) },
      { kind: 'Orders' as const, total: orders.pagination.total, href: withSearch(paths.admin.orders.getHref(), text) },
      { kind: 'Products' as const, total: products.pagination.total, href: withSearch(paths.admin.products.getHref(), text) },
    ].filter((entry) => entry.total > PER_KIND),
  };
}

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

export function AdminSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const words = useSettled(text.trim());
  const enabled = words.length >= MIN_SEARCH_LENGTH;
  const result = useQuery({
    queryKey: [privateScope('admin'), 'search', words],
    queryFn: ({ signal }) => searchBackOffice(words, signal),
    enabled,
  });
  const hits = enabled ? (result.data?.hits ?? []) : [];
  const showList = open && text.trim().length >= MIN_SEARCH_LENGTH;

  useEffect(() => setActive(-1), [words]);

  useEffect(() => {
    if (!showList) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [showList]);

  const go = (href: string) => {
    setOpen(false);
    setText('');
    onNavigate?.();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (showList) event.stopPropagation();
      setOpen(false);
      return;
    }
    if (!showList || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active >= 0 ? active : 0];
      if (hit) go(hit.href);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  let status: string | null = null;
  if (showList) {
    if (!enabled || result.isPending) status = 'Searching…';
    else if (result.isError) status = apiErrorMessage(result.error, 'Search failed');
    else if (hits.length === 0) status = `Nothing found for “${words}”`;
  }

  return (
    <div ref={box} className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search customers, orders and products
      </label>
      <SearchIcon size={16} className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-cream-200/50" />
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={text}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder="Search"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="keyboard-focus h-10 w-full rounded-xl border border-cream-50/10 bg-cream-50/5 pl-10 pr-3 text-sm text-cream-50 placeholder:text-cream-200/45 focus:border-sage-400 [&::-webkit-search-cancel-button]:hidden"
      />
      <div
        hidden={!showList}
        className="absolute left-0 top-12 z-50 max-h-[70vh] w-[min(340px,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-sand-100 bg-cream-50 p-2 text-ink shadow-lift"
      >
        {status ? (
          <p role="status" className="px-3 py-3 text-sm text-ink-muted">
            {status}
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label="Search results">
          {hits.map((hit, index) => (
            <li
              key={hit.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => go(hit.href)}
              className={`flex cursor-pointer flex-col rounded-xl px-3 py-2 ${index === active ? 'bg-sage-50' : 'hover:bg-cream-100'}`}
            >
              {index === 0 || hits[index - 1]?.kind !== hit.kind ? (
                <span className="eyebrow mb-1 mt-1 text-[9.5px] text-ink-faint">{hit.kind}</span>
              ) : null}
              <span className="truncate text-sm font-medium">{hit.label}</span>
              <span className="truncate text-xs text-ink-muted">{hit.detail}</span>
            </li>
          ))}
        </ul>
        {showList && result.data && result.data.more.length > 0 ? (
          <div className="mt-1 flex flex-col border-t border-sand-100 pt-1">
            {result.data.more.map((entry) => (
              <button
                key={entry.kind}
                type="button"
                onClick={() => go(entry.href)}
                className="keyboard-focus rounded-xl px-3 py-2 text-left text-[13px] font-medium text-sage-700 hover:bg-cream-100"
              >
                See all {entry.total.toLocaleString('en-US')} {entry.kind.toLowerCase()}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
