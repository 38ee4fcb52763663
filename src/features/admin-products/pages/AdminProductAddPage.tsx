/** /admin/products/add: the product form, empty; the new product's page follows a save. */
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { paths } from '../../../config/paths';
import { ProductForm } from '../components/ProductForm';

export function AdminProductAddPage() {
  return (
    <>
      <AdminPageHeader eyebrow="Catalogue" title="Add product" back={{ to: paths.admin.products.getHref(), label: 'All products' }} />
      <ProductForm />
    </>
  );
}
