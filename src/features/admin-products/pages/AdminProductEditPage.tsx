/**
 * /admin/products/{id}/edit: the product's sizes (each saved on its own, SizesTable) and the product
 * form filled with the saved product.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { paths } from '../../../config/paths';
import { adminProductQuery } from '../api/get-admin-product';
import { ProductForm } from '../components/ProductForm';
import { ProductLoadState } from '../components/ProductLoadState';
import { SizesTable } from '../components/SizesTable';
import { formVersionOf } from '../product-form/product-form-values';

export function AdminProductEditPage() {
  const { id = '' } = useParams();
  const product = useQuery(adminProductQuery(id));
  const back = { to: paths.admin.product.getHref(id), label: 'Back to product' };
  if (!product.data) return <ProductLoadState query={product} header={<AdminPageHeader eyebrow="Catalogue" title="Edit product" back={back} />} />;
  return (
    <>
      <AdminPageHeader eyebrow="Catalogue" title={`Edit ${product.data.name}`} back={back} />
      <div className="flex flex-col gap-5">
        <SizesTable product={product.data} />
        {/* Keyed by the form's saved fields, so a fresh answer refills the form rather than mixing with it; a size's change does not. */}
        <ProductForm key={formVersionOf(product.data)} product={product.data} />
      </div>
    </>
  );
}
