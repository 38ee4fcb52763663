/** /admin/products/{id}/edit: the product form filled with the saved product. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { paths } from '../../../config/paths';
import { adminProductQuery } from '../api/get-admin-product';
import { ProductForm } from '../components/ProductForm';
import { ProductLoadState } from '../components/ProductLoadState';

export function AdminProductEditPage() {
  const { id = '' } = useParams();
  const product = useQuery(adminProductQuery(id));
  const back = { to: paths.admin.product.getHref(id), label: 'Back to product' };
  if (!product.data) {
    return (
      <>
        <AdminPageHeader eyebrow="Catalogue" title="Edit product" back={back} />
        <ProductLoadState query={product} />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader eyebrow="Catalogue" title={`Edit ${product.data.name}`} back={back} />
      {/* Keyed by the saved version, so a fresh answer refills the form rather than mixing with it. */}
      <ProductForm key={product.data.updatedAt} product={product.data} />
    </>
  );
}
