/**
 * /admin/products/{id}: one product as the back office sees it — its pictures, details, price,
 * stock with its badge and threshold, how many order lines name it — with Edit and a confirmed
 * Remove (archive when orders name it).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import { DetailList, AdminPageHeader, Panel } from '../../../components/admin/AdminPage';
import { HistoryLink } from '../../../components/admin/HistoryLink';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { adminProductQuery } from '../api/get-admin-product';
import { ProductLoadState } from '../components/ProductLoadState';
import { ProductThumb } from '../components/ProductThumb';
import { RemoveProduct } from '../components/RemoveProduct';
import { categoryLabel, priceLabel } from '../product-terms';

const BACK = { to: paths.admin.products.getHref(), label: 'All products' };
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

function Gallery({ product }: { product: AdminProductDetail }) {
  const [shown, setShown] = useState(0);
  const image = product.images[shown] ?? product.images[0];
  return (
    <Panel title="Images">
      {image ? (
        <>
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 1024px) 560px, 100vw"
            width={image.width}
            height={image.height}
            alt={image.alt || product.name}
            className="aspect-square w-full rounded-2xl border border-sand-100 bg-cream-200 object-cover"
          />
          {product.images.length > 1 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {product.images.map((item, index) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setShown(index)}
                    aria-label={`Show image ${index + 1}`}
                    aria-pressed={index === shown}
                    className={`keyboard-focus block rounded-xl ring-offset-2 ${index === shown ? 'ring-2 ring-sage-700' : ''}`}
                  >
                    <ProductThumb src={item.src} size={64} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-8 text-center text-sm text-ink-muted">
          <ProductThumb src={null} size={72} />
          No images yet.
          <Link to={paths.admin.productEdit.getHref(product.id)} className="btn-secondary">
            Add images
          </Link>
        </div>
      )}
    </Panel>
  );
}

function Text({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Panel title={title}>
      <p className="whitespace-pre-line text-[15px] leading-relaxed text-ink-soft">{text}</p>
    </Panel>
  );
}

export function AdminProductPage() {
  const { id = '' } = useParams();
  const query = useQuery(adminProductQuery(id));
  const product = query.data;
  if (!product) return <ProductLoadState query={query} header={<AdminPageHeader eyebrow="Catalogue" title="Product" back={BACK} />} />;

  return (
    <>
      <AdminPageHeader
        eyebrow={categoryLabel(product.category)}
        title={product.name}
        back={BACK}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="font-medium tabular-nums text-ink">{priceLabel(product)}</span>
            <StatusBadge status={product.status} kind="Status" />
            <StatusBadge status={product.stockLevel} kind="Stock" />
          </span>
        }
        actions={
          <>
            <HistoryLink type="product" id={product.id} />
            {product.status === 'active' ? (
              <Link to={paths.storefront.product.getHref(product.id)} className="btn-secondary">
                View in shop
              </Link>
            ) : null}
            <Link to={paths.admin.productEdit.getHref(product.id)} className="btn-primary">
              Edit
            </Link>
            <RemoveProduct product={product} />
          </>
        }
      />
      {product.status === 'archived' ? (
        <p role="status" className="mb-4 rounded-2xl border border-sand-200 bg-cream-100 px-4 py-3 text-sm text-ink-soft">
          This product is archived: it is out of the shop, and the orders that name it keep it. Set its status to active to sell it again.
        </p>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex flex-col gap-4">
          <Gallery product={product} />
          <Text title="Description" text={product.description} />
          <Text title="Ingredients" text={product.ingredients} />
        </div>
        <div className="flex flex-col gap-4">
          <Panel title="Stock">
            <div className="mb-3 flex items-baseline justify-between gap-3">
              <p className="font-serif text-[40px] leading-none tabular-nums text-ink">{product.stock}</p>
              <StatusBadge status={product.stockLevel} kind="Stock" />
            </div>
            <DetailList
              items={[
                { term: 'Low stock at', value: `${product.lowStockThreshold} or fewer` },
                { term: 'Ordered in', value: product.orderCount === 1 ? '1 order line' : `${product.orderCount} order lines` },
              ]}
            />
          </Panel>
          <Panel title="Details">
            <DetailList
              items={[
                { term: 'Price', value: <span className="tabular-nums">{priceLabel(product)}</span> },
                { term: 'Category', value: categoryLabel(product.category) },
                { term: product.variants.length > 1 ? 'Sizes' : 'Size', value: product.variants.map((size) => size.name).join(', ') || '—' },
                { term: 'Slug', value: <span className="break-all font-mono text-[13px]">{product.slug}</span> },
                { term: 'Featured', value: yesNo(product.featured) },
                { term: 'Recommended', value: yesNo(product.recommended) },
                { term: 'Added', value: formatDay(product.createdAt) },
                { term: 'Last changed', value: formatDay(product.updatedAt) },
              ]}
            />
          </Panel>
        </div>
      </div>
    </>
  );
}
