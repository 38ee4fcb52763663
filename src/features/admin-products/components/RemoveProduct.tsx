/**
 * The product page's Remove button. It asks first, and says what will happen: a product that
 * orders name is archived (out of the shop, order history whole), any other is erased with its
 * images (decision 0082). The server decides, and its answer says which happened; an erased
 * product's page gives way to the list.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { paths } from '../../../config/paths';
import { removeAdminProduct } from '../api/remove-admin-product';

export function RemoveProduct({ product }: { product: AdminProductDetail }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const archives = product.orderCount > 0;
  const remove = useAdminAction({
    action: () => removeAdminProduct(product.id),
    failure: archives ? 'Failed to archive product' : 'Failed to delete product',
    onDone: ({ outcome }) => {
      setAsking(false);
      if (outcome === 'deleted') void navigate(paths.admin.products.getHref(), { replace: true });
    },
  });

  // Archived already, and orders keep it: removing again would change nothing.
  if (archives && product.status === 'archived') return null;
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className="btn-secondary text-danger hover:border-danger/40">
        {archives ? 'Archive' : 'Delete'}
      </button>
      <ConfirmDialog
        open={asking}
        title={archives ? `Archive ${product.name}?` : `Delete ${product.name}?`}
        confirmLabel={archives ? 'Archive product' : 'Delete product'}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onError: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        {archives
          ? `${product.orderCount === 1 ? 'An order names' : `${product.orderCount} order lines name`} this product, so it is archived rather than erased: it leaves the shop, and order history stays whole.`
          : 'It is erased with its images and leaves the shop at once. This cannot be undone.'}
      </ConfirmDialog>
    </>
  );
}
