/**
 * The navigation's search (docs/decisions/0153): a search box and the best matches under it, each a
 * link to its product, and "See all" to the products list with the same question. Loaded only
 * when the shopper opens the search (src/app/slots/SearchSlot.tsx), so the first load stays small.
 * Keyboard: the box has focus on opening; Down moves into the results and Up/Down through them;
 * Enter in the box opens the products list; Escape (the slot's) closes.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPrice } from '../components/ListPrice';
import { paths } from '../../../config/paths';
import { ProductSearchField } from '../components/ProductSearchField';
import { CATEGORIES } from '../categories';
import { ProductImage } from '../components/ProductImage';
import { THUMBNAIL_SIZES } from '../image-sizes';
import { useProductSearch } from './use-product-search';

interface ProductSearchProps {
  /** The shopper chose a result or the full list: the search closes. */
  onDone: () => void;
}

const listHref = (question: string) => `${paths.storefront.products.getHref()}?${new URLSearchParams({ search: question.trim() })}`;

/** Up/Down between the box and the result links. */
function moveFocus(container: HTMLElement | null, event: KeyboardEvent, step: 1 | -1) {
  const stops = Array.from(container?.querySelectorAll<HTMLElement>('input, [data-search-result]') ?? []);
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = stops[Math.min(stops.length - 1, Math.max(0, at + step))];
  if (next && next !== document.activeElement) {
    event.preventDefault();
    next.focus();
  }
}

export function ProductSearch({ onDone }: ProductSearchProps) {
  const [question, setQuestion] = useState('');
  const { answer, unavailable } = useProductSearch(question);
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const statusId = useId();
  const listId = useId();
  const asked = question.trim().length > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') moveFocus(container.current, event, 1);
    if (event.key === 'ArrowUp') moveFocus(container.current, event, -1);
  };

  let status = 'Type a product name, an ingredient or what it is for.';
  if (unavailable) status = 'Search needs the catalogue, which this device has not saved yet. Connect to the internet and try again.';
  else if (asked && !answer) status = 'Loading the catalogue…';
  else if (asked && answer) {
    status = answer.total === 0 ? `No products match “${question.trim()}”.` : `${answer.total} ${answer.total === 1 ? 'product matches' : 'products match'} “${question.trim()}”.`;
  }

  return (
    <div ref={container} onKeyDown={onKeyDown} className="container-shop py-4" data-testid="nav-search">
      <form
        role="search"
        aria-label="Products"
        onSubmit={(event) => {
          event.preventDefault();
          if (!asked) return;
          onDone();
          void navigate(listHref(question));
        }}
        className="relative"
      >
        <ProductSearchField
          id={inputId}
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          value={question}
          onText={setQuestion}
          aria-describedby={statusId}
          aria-controls={listId}
          className="input h-12 w-full pl-11 text-[15px]"
        />
      </form>
      <p id={statusId} role="status" className="mt-3 px-1 text-[13px] text-ink-muted" data-testid="nav-search-status">
        {status}
      </p>
      <ul id={listId} aria-label="Matching products" className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {asked && answer
          ? answer.products.map((product) => (
              <li key={product.id}>
                <Link
                  to={paths.storefront.product.getHref(product.id)}
                  onClick={onDone}
                  data-search-result=""
                  className="keyboard-focus flex items-center gap-3 rounded-2xl p-2 transition-colors hover:bg-sand-100 focus-visible:bg-sand-100"
                >
                  <ProductImage product={product} sizes={THUMBNAIL_SIZES} alt="" className="w-14 shrink-0 overflow-hidden rounded-xl" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-ink">{product.name}</span>
                    <span className="block text-[12px] text-ink-muted">
                      {CATEGORIES[product.category].label} · <ListPrice product={product} />
                    </span>
                  </span>
                </Link>
              </li>
            ))
          : null}
      </ul>
      {asked && answer && answer.total > answer.products.length ? (
        <Link to={listHref(question)} onClick={onDone} data-search-result="" className="keyboard-focus mt-2 inline-block rounded px-1 text-sm font-medium text-sage-800 underline underline-offset-4">
          See all {answer.total} products
        </Link>
      ) : null}
    </div>
  );
}
