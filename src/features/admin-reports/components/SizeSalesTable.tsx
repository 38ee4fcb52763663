/**
 * The products report's "By size" table: each best seller's sizes with their units and revenue,
 * the product's rows together and its sizes in the order shoppers see them, so an owner sees which
 * size of a product sells (docs/decisions/0249-sizes-as-variants.md). Its CSV lists every size of
 * every product sold in the range. A size removed since is marked so, named as its orders kept it.
 */
import type { Column } from '../../../components/admin/DataTable';
import type { ProductsReport } from '../../../contracts/admin-reports';
import { paths } from '../../../config/paths';
import { countCell, RecordLink, ReportTable, revenueCell } from './ReportParts';

type ProductRow = ProductsReport['products'][number];

interface SizeRow {
  key: string;
  productId: string;
  product: string;
  /** The first of its product's rows, which names the product. */
  first: boolean;
  size: ProductRow['sizes'][number];
  /** The size's part of its product's units, in whole percent. */
  share: number;
}

/** The best sellers' sizes, one row each; a deleted product has none. */
export function sizeRows(products: readonly ProductRow[]): SizeRow[] {
  return products.flatMap((product) =>
    product.productId === null
      ? []
      : product.sizes.map((size, index) => ({
          key: `${product.productId}:${size.variantId ?? `removed:${size.name}`}`,
          productId: product.productId!,
          product: product.name,
          first: index === 0,
          size,
          share: product.units === 0 ? 0 : Math.round((size.units / product.units) * 100),
        })),
  );
}

const columns: Column<SizeRow>[] = [
  {
    key: 'product',
    header: 'Product',
    // The product is named on its first size's row only, so a product's sizes read as one group.
    cell: (row) =>
      row.first ? (
        <RecordLink to={paths.admin.product.getHref(row.productId)}>{row.product}</RecordLink>
      ) : (
        <span className="sr-only">{row.product}</span>
      ),
    // Narrower than the best sellers' column, so a phone shows the size, units and revenue without scrolling.
    className: 'min-w-[104px] max-w-[260px]',
  },
  {
    key: 'size',
    header: 'Size',
    cell: (row) => (
      <span className="whitespace-nowrap text-ink">
        {row.size.name || '—'}
        {row.size.variantId === null ? <span className="text-[12px] text-ink-muted"> (removed)</span> : null}
      </span>
    ),
  },
  { key: 'sku', header: 'SKU', priority: 'secondary', cell: (row) => <span className="break-all text-[13px] text-ink-soft">{row.size.sku || '—'}</span> },
  { key: 'units', header: 'Units', align: 'right', cell: (row) => countCell(row.size.units) },
  { key: 'share', header: 'Of product', align: 'right', priority: 'secondary', cell: (row) => <span className="tabular-nums text-ink-soft">{row.share}%</span> },
  { key: 'revenue', header: 'Revenue', align: 'right', cell: (row) => revenueCell(row.size.revenue) },
];

export function SizeSalesTable({ report }: { report: ProductsReport | undefined }) {
  return (
    <ReportTable
      title="By size"
      table="sizes"
      columns={columns}
      rows={report ? sizeRows(report.products) : undefined}
      rowKey={(row) => row.key}
      note={report ? `The sizes of the ${report.products.length} best sellers above, each with its part of its product's units; the CSV lists every size sold.` : undefined}
    />
  );
}
