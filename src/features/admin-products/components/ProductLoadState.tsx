/**
 * What a product page shows while the product loads, when it does not exist and when the load
 * failed (the spec's 'Failed to fetch product details', docs/product/back-office.md#back-office-messages, with Retry). Shared by the
 * product's page and its edit form.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import { RecordLoadState } from '../../../components/admin/RecordLoadState';
import { BlockSkeleton } from '../../../components/Skeletons';
import { paths } from '../../../config/paths';

const PLACEHOLDER = (
  <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
    <BlockSkeleton className="h-96" label="Loading product" />
    <div aria-hidden="true" className="skeleton h-72 rounded-3xl" />
  </div>
);

export function ProductLoadState({ query, header }: { query: UseQueryResult<AdminProductDetail>; header: ReactNode }) {
  return (
    <RecordLoadState
      header={header}
      query={query}
      placeholder={PLACEHOLDER}
      noun="product"
      list={{ to: paths.admin.products.getHref(), label: 'See all products' }}
      failure="Failed to fetch product details"
    />
  );
}
