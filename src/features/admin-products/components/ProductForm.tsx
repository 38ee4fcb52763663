/**
 * The product form of /admin/products/add and /admin/products/{id}/edit: the fields the API takes
 * (checked with its own contract before sending, product-form-values.ts; the first size's name,
 * SKU, price and stock on create only, the Sizes table beside the form editing them after), the pictures with
 * previews and their order, and a progress bar while the multipart body uploads. A refusal shows
 * beside its field or at the top, and in a toast; success is a toast and the product's page.
 */
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toasts';
import { Link, useNavigate } from 'react-router';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import { FAILURE_TOAST_MS, RESULT_TOAST_MS } from '../../../components/admin/use-admin-action';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { createAdminProduct, updateAdminProduct } from '../api/save-admin-product';
import { keptImages, type ImageEntry } from '../product-form/image-list';
import { EMPTY_PRODUCT_FORM, formValuesOf, productFormData, validateProductForm, type ProductFormValues } from '../product-form/product-form-values';
import { CATEGORY_OPTIONS, STATUS_OPTIONS } from '../product-terms';
import { ImagePicker } from './ImagePicker';
import { UploadProgress } from './UploadProgress';

const FALLBACK = { create: 'Failed to create product', edit: 'Failed to update product' };

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="card grid grid-cols-1 gap-x-8 gap-y-4 p-5 sm:p-7 lg:grid-cols-[220px_minmax(0,1fr)]">
      <div>
        <h2 className="font-serif text-[22px] font-medium leading-tight text-ink">{title}</h2>
        {description ? <p className="mt-1.5 text-[13px] leading-relaxed text-ink-muted">{description}</p> : null}
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}

export function ProductForm({ product }: { product?: AdminProductDetail }) {
  const mode = product ? 'edit' : 'create';
  const navigate = useNavigate();
  const [images, setImages] = useState<ImageEntry[]>(() => (product ? keptImages(product.images) : []));
  const [refused, setRefused] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const form = useForm<ProductFormValues>({
    initialValues: product ? formValuesOf(product) : EMPTY_PRODUCT_FORM,
    validate: validateProductForm,
    fallbackMessage: FALLBACK[mode],
    // The server names image problems "images" or "imageOrder"; they belong at the top.
    fieldOf: (field) => (field in EMPTY_PRODUCT_FORM ? (field as keyof ProductFormValues & string) : null),
    onSubmit: async (values) => {
      setProgress(0);
      try {
        const body = productFormData(values, images, mode);
        const saved = product ? await updateAdminProduct(product.id, body, setProgress) : await createAdminProduct(body, setProgress);
        toast.success(saved.message, { duration: RESULT_TOAST_MS });
        void navigate(paths.admin.product.getHref(saved.data.id));
      } catch (error) {
        toast.error(apiErrorMessage(error, FALLBACK[mode]), { duration: FAILURE_TOAST_MS });
        throw error;
      } finally {
        setProgress(null);
      }
    },
  });

  const cancelTo = product ? paths.admin.product.getHref(product.id) : paths.admin.products.getHref();
  return (
    <form ref={form.formRef} onSubmit={(event) => void form.handleSubmit(event)} noValidate className="flex flex-col gap-5">
      <FormAlert message={form.formError} />
      <Section title="Details" description="What shoppers read on the product's page.">
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          <TextField label="Name" required maxLength={120} {...form.bind('name')} />
          <TextField label="Slug" optional hint={mode === 'create' ? 'Made from the name when left empty.' : 'The product’s web address.'} {...form.bind('slug')} />
        </div>
        <TextAreaField label="Description" required rows={5} {...form.bind('description')} />
        <TextAreaField label="Ingredients" optional rows={3} {...form.bind('ingredients')} />
      </Section>

      <Section title="Images" description="The shop shows them in this order; the first is the main picture.">
        <ImagePicker images={images} onChange={setImages} onRefused={setRefused} disabled={form.busy} />
        {refused.length > 0 ? (
          <ul role="alert" className="mt-3 flex flex-col gap-1 text-[13px] text-danger">
            {refused.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </Section>

      {product ? (
        <Section title="Low stock" description="At or below the threshold a size shows as low stock, and the product when its sizes together are.">
          <TextField label="Low stock threshold" required inputMode="numeric" className="sm:max-w-60" {...form.bind('lowStockThreshold')} />
        </Section>
      ) : (
        <Section title="Price and stock" description="Prices in pounds. At or below the threshold the product shows as low stock.">
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            <TextField label="Size" optional placeholder="150 ml" {...form.bind('size')} />
            <TextField label="SKU" optional hint="Made from the slug when left empty." autoCapitalize="characters" {...form.bind('sku')} />
          </div>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-3">
            <TextField label="Price (£)" required inputMode="decimal" placeholder="24.50" {...form.bind('price')} />
            <TextField label="Stock" required inputMode="numeric" {...form.bind('stock')} />
            <TextField label="Low stock threshold" required inputMode="numeric" {...form.bind('lowStockThreshold')} />
          </div>
        </Section>
      )}

      <Section title="Organisation" description="Drafts and archived products stay out of the shop.">
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          <SelectField label="Category" required options={[{ value: '', label: 'Choose a category' }, ...CATEGORY_OPTIONS]} {...form.bind('category')} />
          <SelectField label="Status" required options={STATUS_OPTIONS} {...form.bind('status')} />
        </div>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:gap-8">
          <CheckboxField label="Featured" description="Shown on the home page." {...form.bindCheckbox('featured')} />
          <CheckboxField label="Recommended" description="Shown in the shop's recommendations." {...form.bindCheckbox('recommended')} />
        </div>
      </Section>

      <div className="sticky bottom-3 z-10 flex flex-col gap-3 rounded-3xl border border-sand-100 bg-cream-50/95 p-3 shadow-soft backdrop-blur sm:flex-row sm:items-center sm:p-4">
        <div className="min-w-0 flex-1">{progress !== null ? <UploadProgress percent={progress} /> : null}</div>
        <div className="flex gap-3 [&>*]:flex-1 sm:[&>*]:flex-none">
          <Link to={cancelTo} className="btn-secondary">
            Cancel
          </Link>
          <SubmitButton busy={form.busy} busyLabel="Saving">
            {mode === 'create' ? 'Add product' : 'Save changes'}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
