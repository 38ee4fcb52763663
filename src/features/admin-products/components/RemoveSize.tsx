/**
 * A size's Remove button in the Sizes table. It asks first and says what will happen: a size some
 * order names is archived (out of the shop, the orders keep it), any other is erased with its
 * picture. The server decides, and its sentence says which happened. The last size has no Remove:
 * a product is never without one (the table leaves the button out).
 */
import { useState } from 'react';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import type { ProductVariant } from '../../../contracts/product';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { removeSize } from '../api/save-variant';
import { sizeName } from '../product-terms';
import { SIZE_BUTTON } from './size-buttons';

export function RemoveSize({ product, size }: { product: AdminProductDetail; size: ProductVariant }) {
  const [asking, setAsking] = useState(false);
  const name = sizeName(size);
  const remove = useAdminAction({ action: () => removeSize(product.id, size.id), failure: 'Failed to remove size', onDone: () => setAsking(false) });
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={`${SIZE_BUTTON} text-danger hover:border-danger/40`} aria-label={`Remove ${name}`}>
        Remove
      </button>
      <ConfirmDialog
        open={asking}
        title={`Remove ${name} of ${product.name}?`}
        confirmLabel="Remove size"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onError: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        It leaves the shop at once. If an order names this size it is archived rather than erased, so the order keeps its size and SKU; otherwise it is erased with its picture.
       
      </ConfirmDialog>
    </>
  );
}
