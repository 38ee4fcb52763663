/**
 * What a product page shows while the product loads, when it does not exist and when the load
 * failed (the spec's 'Failed to fetch product details', section 8, with Retry). Shared by the
 * product's page and its edit form.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import { BlockSkeleton } from '../../../components/Skeletons';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { paths } from '../../../config/paths';
import { apiErrorMessage, responseStatus } from '../../../lib/api-error';

export function ProductLoadState({ query }: { query: UseQueryResult<AdminProductDetail> }) {
  if (query.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
        <BlockSkeleton className="h-96" label="Loading product" />
        <div aria-hidden="true" className="skeleton h-72 rounded-3xl" />
      </div>
    );
  }
  if ([400, 404].includes(responseStatus(query.error) ?? 0)) {
    return (
      <EmptyState
        title="We couldn't find that product"
        action={
          <Link to={paths.admin.products.getHref()} className="btn-primary">
            See all products
          </Link>
        }
      >
        It may have been deleted, or the link may be incomplete.
      </EmptyState>
    );
  }
  return <LoadError message={apiErrorMessage(query.error, 'Failed to fetch product details')} onRetry={() => void query.refetch()} />;
}
