/**
 * /admin/products: every product (drafts and archived too) in a table with its picture, its size or
 * how many sizes it has, price ("from" the cheapest size), stock (all sizes together) and badges (docs/product/constants-and-texts.md#status-badges: in stock green, low stock yellow, out of stock red), searched,
 * filtered by category, stock level and status, sorted and paged. The list's state lives in the
 * address (useAdminListParams), so a filtered page survives a reload and the back button.
 * Products ticked, or all that match, can be archived or given one stock level in bulk, with a
 * row-by-row report after (decision 0230).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../contracts/admin-lists';
import { ADMIN_PRODUCT_SORTS, PRODUCT_STATUSES, type AdminProduct, type AdminProductListQuery } from '../../../contracts/admin-products';
import { PRODUCT_CATEGORIES } from '../../../contracts/product';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { AdminList } from '../../../components/admin/AdminList';
import { BulkReport } from '../../../components/admin/BulkReport';
import { useBulkSelection } from '../../../components/admin/use-bulk-action';
import { ExportButton } from '../../../components/admin/ExportButton';
import type { Column } from '../../../components/admin/DataTable';
import { FilterSelect, ListToolbar } from '../../../components/admin/TableControls';
import { ListSearch } from '../../../components/admin/ListSearch';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { PlusIcon } from '../../../components/icons/icons';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { countLabel, formatDay } from '../../../lib/format';
import { productsQuery } from '../api/list-products';
import { bulkChangeProducts, refreshProducts } from '../api/bulk-products';
import { ProductBulkActions } from '../components/ProductBulkActions';
import { ProductThumb } from '../components/ProductThumb';
import { CATEGORY_OPTIONS, categoryLabel, priceLabel, sizesLabel, SORT_OPTIONS, STATUS_OPTIONS, STOCK_LEVELS, STOCK_OPTIONS } from '../product-terms';

const LIST_PARAMS = {
  category: { values: PRODUCT_CATEGORIES },
  stockStatus: { values: STOCK_LEVELS },
  status: { values: PRODUCT_STATUSES },
  sort: { values: ADMIN_PRODUCT_SORTS, default: 'newest' },
};

const columns: Column<AdminProduct>[] = [
  {
    key: 'product',
    header: 'Product',
    cell: (product) => (
      <div className="flex min-w-0 items-center gap-3">
        <span className="hidden shrink-0 sm:block">
          <ProductThumb src={product.image} />
        </span>
        <div className="min-w-0">
          <Link
            to={paths.admin.product.getHref(product.id)}
            className="keyboard-focus block truncate rounded font-medium text-ink underline-offset-4 hover:underline"
          >
            {product.name}
          </Link>
          <p className="truncate text-[12.5px] text-ink-muted">{sizesLabel(product)}</p>
        </div>
      </div>
    ),
    // A phone shows the name truncated beside stock and status rather than scrolling sideways.
    className: 'max-w-[130px] sm:max-w-[320px]',
  },
  { key: 'category', header: 'Category', cell: (product) => categoryLabel(product.category), priority: 'secondary' },
  { key: 'price', header: 'Price', align: 'right', priority: 'secondary', cell: (product) => <span className="tabular-nums">{priceLabel(product)}</span> },
  {
    key: 'stock',
    header: 'Stock',
    cell: (product) => (
      <div className="flex items-center gap-2.5">
        <span className="w-8 text-right tabular-nums text-ink">{product.stock}</span>
        {/* A phone keeps the number; the level's badge would push the status off the screen. */}
        <span className="hidden sm:inline-flex">
          <StatusBadge status={product.stockLevel} kind="Stock" />
        </span>
      </div>
    ),
  },
  { key: 'status', header: 'Status', cell: (product) => <StatusBadge status={product.status} kind="Status" /> },
  {
    key: 'updated',
    header: 'Updated',
    priority: 'secondary',
    cell: (product) => <time dateTime={product.updatedAt} className="text-ink-muted">{formatDay(product.updatedAt)}</time>,
  },
];

export function AdminProductsPage() {
  const list = useAdminListParams(LIST_PARAMS);
  const { page, ...filter } = list.query as AdminProductListQuery;
  const products = useQuery(productsQuery({ ...filter, page, limit: ADMIN_PAGE_SIZE }));
  const total = products.data?.pagination.total;
  const { selection, bulk, controls } = useBulkSelection(filter, { call: bulkChangeProducts, failure: 'Failed to update products', refresh: refreshProducts });

  return (
    <>
      <AdminPageHeader
        eyebrow="Catalogue"
        title="Products"
        description={total === undefined ? 'Everything the shop sells, with its stock.' : countLabel(total, 'product', 'products')}
        actions={
          <>
            <ExportButton path="/admin/products/export" params={filter} what="products" failure="Failed to export products" fallbackName="products.csv" />
            <Link to={paths.admin.productAdd.getHref()} className="btn-primary">
              <PlusIcon size={16} /> Add product
            </Link>
          </>
        }
      />
      <ListToolbar>
        <ListSearch value={list.search} onSearch={list.setSearch} label="Search products" className="sm:min-w-60 sm:flex-1" />
        <FilterSelect label="Category" value={list.params.category} allLabel="All categories" options={CATEGORY_OPTIONS} onChange={(value) => list.setParam('category', value)} />
        <FilterSelect label="Stock" value={list.params.stockStatus} allLabel="Any stock" options={STOCK_OPTIONS} onChange={(value) => list.setParam('stockStatus', value)} />
        <FilterSelect label="Status" value={list.params.status} allLabel="Any status" options={STATUS_OPTIONS} onChange={(value) => list.setParam('status', value)} />
        <FilterSelect
          label="Sort"
          value={list.params.sort === 'newest' ? undefined : list.params.sort}
          allLabel={SORT_OPTIONS[0]!.label}
          options={SORT_OPTIONS.slice(1)}
          onChange={(value) => list.setParam('sort', value)}
        />
      </ListToolbar>
      <BulkReport report={bulk.report} onDismiss={bulk.dismiss} />
      <AdminList
        query={products}
        items="products"
        list={list}
        columns={columns}
        selection={{
          state: selection,
          rowLabel: (product) => product.name,
          one: 'product',
          actions: <ProductBulkActions {...controls(total)} />,
        }}
        rowHref={(product) => paths.admin.product.getHref(product.id)}
        noMatch={{ title: 'No products match', body: 'Try another search or clear the filters.' }}
        empty={{
          title: 'No products yet',
          body: 'Add the first product and it shows in the shop at once.',
          action: (
            <Link to={paths.admin.productAdd.getHref()} className="btn-primary">
              Add product
            </Link>
          ),
        }}
      />
    </>
  );
}
