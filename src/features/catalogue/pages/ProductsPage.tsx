/**
 * The products list (docs/product/storefront.md#storefront-routes): category filter, search, sort and pages, all in the URL
 * query so reload, back and forward keep them.
 */
import { useCallback, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CATEGORIES } from '../categories';
import { changeProductList, LIST_PAGE_SIZE, readProductListState, toProductsQuery, writeProductListState, type ProductListState } from '../product-list-state';
import { ProductFilters } from '../components/ProductFilters';
import { Pagination } from '../../../components/Pagination';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { StaleNote } from '../components/StaleNote';
import { useProductList } from '../hooks/use-product-list';

const listHref = (state: ProductListState) => {
  const query = writeProductListState(state).toString();
  return query ? `${paths.storefront.products.getHref()}?${query}` : paths.storefront.products.getHref();
};

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const state = readProductListState(params);
  const list = useProductList(toProductsQuery(state));
  const top = useRef<HTMLDivElement>(null);
  const category = state.category ? CATEGORIES[state.category] : null;
  useDocumentTitle(category ? `${category.label} products` : 'All products');

  const stateKey = params.toString();
  const onChange = useCallback(
    (change: Partial<ProductListState>, options?: { replace?: boolean }) =>
      setParams(writeProductListState(changeProductList(readProductListState(new URLSearchParams(stateKey)), change)), {
        replace: options?.replace,
        preventScrollReset: true,
      }),
    [setParams, stateKey],
  );

  // Paging keeps the path, so the scroll manager keeps the scroll position: bring the list's top
  // into view instead of leaving the shopper at the bottom of the new page.
  const toListTop = () => {
    const y = (top.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 96;
    if (window.scrollY > y) window.scrollTo({ top: Math.max(0, y) });
  };

  const page = list.page;
  const total = page?.pagination.total ?? 0;

  return (
    <div className="container-shop pb-8 pt-10 lg:pt-16">
      <header className="mb-10 max-w-2xl lg:mb-14">
        <p className="eyebrow mb-3">The collection</p>
        <h1 className="heading-display text-[44px] sm:text-6xl lg:text-[72px]">{category ? category.label : 'All products'}</h1>
        <p className="mt-4 text-[15px] leading-relaxed text-ink-soft sm:text-base">
          {category ? category.blurb : 'Every Verdant formula and tool, made with plants and without shortcuts.'}
        </p>
      </header>

      <div ref={top} className="scroll-mt-24">
        <ProductFilters state={state} hrefFor={(change) => listHref(changeProductList(state, change))} onChange={onChange} />
      </div>

      <div className="mt-6 flex min-h-6 items-center justify-between gap-4 text-[13px] text-ink-muted">
        <p aria-live="polite">
          {page ? (
            <>
              {total === 0
                ? 'No products'
                : `Showing ${(page.pagination.page - 1) * LIST_PAGE_SIZE + 1}–${(page.pagination.page - 1) * LIST_PAGE_SIZE + page.products.length} of ${total} ${total === 1 ? 'product' : 'products'}`}
              {state.search ? ` for “${state.search}”` : ''}
            </>
          ) : null}
        </p>
      </div>

      {list.offline ? (
        <div className="mt-4">
          <StaleNote onRetry={list.retry} />
        </div>
      ) : null}

      <div className="mt-8">
        {page && page.products.length > 0 ? (
          <div className={`transition-opacity duration-200 ${list.outdated ? 'opacity-50' : ''}`} aria-busy={list.outdated}>
            <ProductGrid products={page.products} leadsPage label="Products" headingLevel="h2" />
          </div>
        ) : null}

        {page && page.products.length === 0 ? (
          total > 0 ? (
            <EmptyState
              title={`There is no page ${state.page}`}
              action={
                <Link to={listHref({ ...state, page: 1 })} className="btn-secondary">
                  Go to the first page
                </Link>
              }
            />
          ) : (
            <EmptyState
              title={state.search ? `Nothing matches “${state.search}”` : 'No products here yet'}
              action={
                <Link to={paths.storefront.products.getHref()} className="btn-secondary">
                  Clear filters
                </Link>
              }
            >
              Try another word, or browse every category.
            </EmptyState>
          )
        ) : null}

        {!page && list.error ? <LoadError message={list.error} onRetry={list.retry} /> : null}
        {!page && !list.error ? <ProductGridSkeleton count={LIST_PAGE_SIZE} /> : null}
      </div>

      {page ? (
        <div className="mt-14 lg:mt-20">
          <Pagination
            page={page.pagination.page}
            totalPages={page.pagination.totalPages}
            hrefFor={(n) => listHref({ ...state, page: n })}
            onNavigate={toListTop}
          />
        </div>
      ) : null}
    </div>
  );
}
