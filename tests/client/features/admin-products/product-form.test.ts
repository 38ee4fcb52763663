import { describe, expect, it } from 'vitest';
import {
  addImages,
  imageOrderOf,
  keptImages,
  moveImage,
  removeImage,
  type ImageEntry,
} from '../../../../src/features/admin-products/product-form/image-list';
import {
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  PRICE_FORMAT_MESSAGE,
  productFormData,
  validateProductForm,
  type ProductFormValues,
} from '../../../../src/features/admin-products/product-form/product-form-values';
import { uploadPercent } from '../../../../src/features/admin-products/api/save-admin-product';
import { adminProduct } from '../../support/admin-fixtures';

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const preview = (file: File) => `blob:${file.name}`;
const valid: ProductFormValues = { ...EMPTY_PRODUCT_FORM, name: 'Calendula Balm', description: 'Soothing balm', category: 'body', price: '18.50', stock: '40' };

describe('the product form’s rules', () => {
  it('accepts a complete form', () => {
    expect(validateProductForm(valid)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateProductForm(EMPTY_PRODUCT_FORM)).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      category: 'Choose a category',
      price: 'Price is required',
      stock: 'Stock is required',
    });
  });

  it('reads the price in pounds and refuses anything else, with the contract’s limits on the rest', () => {
    expect(validateProductForm({ ...valid, price: '12.5' })).toEqual({});
    expect(validateProductForm({ ...valid, price: '12.505' }).price).toBe(PRICE_FORMAT_MESSAGE);
    expect(validateProductForm({ ...valid, price: '-3' }).price).toBe(PRICE_FORMAT_MESSAGE);
    // An over-large price names the limit, in pounds, whether the parser reads it or not.
    expect(validateProductForm({ ...valid, price: '100000' })).toEqual({});
    expect(validateProductForm({ ...valid, price: '100000.01' }).price).toBe('Price must be at most £100,000.00');
    expect(validateProductForm({ ...valid, price: '250000' }).price).toBe('Price must be at most £100,000.00');
    expect(validateProductForm({ ...valid, price: '123456789' }).price).toBe('Price must be at most £100,000.00');
    expect(validateProductForm({ ...valid, stock: '2.5' }).stock).toBe('Stock must be a whole number of 0 or more');
    expect(validateProductForm({ ...valid, slug: 'Not A Slug' }).slug).toMatch(/lower-case letters/);
    expect(validateProductForm({ ...valid, name: 'x'.repeat(121) }).name).toBe('Name must be at most 120 characters');
  });

  it('shows a saved product in pounds', () => {
    expect(formValuesOf(adminProduct({ price: 2450 })).price).toBe('24.50');
  });
});

describe('the product’s images', () => {
  it('adds up to six acceptable pictures and says why each other file was left out', () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const huge = png('huge.png', 10 * 1024 * 1024 + 1);
    const { entries, refused } = addImages([], [png('a.png'), svg, huge], preview);
    expect(entries.map((entry) => entry.kind === 'new' && entry.previewUrl)).toEqual(['blob:a.png']);
    expect(refused).toEqual(['logo.svg: Choose a JPEG, PNG, WebP, AVIF or GIF image.', 'huge.png: That image is larger than 10 MB. Choose a smaller one.']);

    const six = addImages(entries, ['b', 'c', 'd', 'e', 'f', 'g'].map((name) => png(`${name}.png`)), preview);
    expect(six.entries).toHaveLength(6);
    expect(six.refused).toEqual(['g.png: a product has at most 6 images.']);
  });

  it('moves an image one place either way, not past either end, and removes one', () => {
    const start = keptImages(adminProduct().images);
    const added = addImages(start, [png('new.png')], preview).entries;
    const keys = (entries: ImageEntry[]) => entries.map((entry) => (entry.kind === 'kept' ? entry.id : entry.file.name));
    expect(keys(moveImage(added, added[2]!.key, -1))).toEqual(['img-1', 'new.png', 'img-2']);
    expect(keys(moveImage(added, added[0]!.key, -1))).toEqual(['img-1', 'img-2', 'new.png']);
    expect(keys(moveImage(added, added[2]!.key, 1))).toEqual(['img-1', 'img-2', 'new.png']);
    expect(keys(removeImage(added, added[0]!.key))).toEqual(['img-2', 'new.png']);
  });

  it('sends kept ids and "new:N" in the shown order, with the files in upload order', () => {
    const kept = keptImages(adminProduct().images);
    let entries = addImages(kept, [png('x.png'), png('y.png')], preview).entries;
    entries = moveImage(entries, entries[3]!.key, -1); // img-1 img-2 y x
    entries = moveImage(entries, entries[0]!.key, 1); // img-2 img-1 y x
    entries = removeImage(entries, entries.find((entry) => entry.kind === 'kept' && entry.id === 'img-2')!.key);
    const { imageOrder, files } = imageOrderOf(entries);
    expect(imageOrder).toEqual(['img-1', 'new:0', 'new:1']);
    expect(files.map((file) => file.name)).toEqual(['y.png', 'x.png']);
  });
});

describe('the multipart body', () => {
  it('sends pence, flags as text, no empty slug, and on create the files alone', () => {
    const entries = addImages([], [png('a.png'), png('b.png')], preview).entries;
    const body = productFormData({ ...valid, featured: true }, entries, 'create');
    expect(body.get('price')).toBe('1850');
    expect(body.get('featured')).toBe('true');
    expect(body.get('recommended')).toBe('false');
    expect(body.has('slug')).toBe(false);
    expect(body.has('imageOrder')).toBe(false);
    expect((body.getAll('images') as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png']);
  });

  it('always sends the image order on edit, so removing every image is a change too', () => {
    const body = productFormData(formValuesOf(adminProduct()), [], 'edit');
    expect(body.get('imageOrder')).toBe('[]');
    expect(body.get('slug')).toBe('rose-oat-cleanser');
  });
});

describe('upload progress', () => {
  it('is a whole percent, or unknown while the total is', () => {
    expect(uploadPercent({ loaded: 512, total: 2048 })).toBe(25);
    expect(uploadPercent({ loaded: 2048, total: 2048 })).toBe(100);
    expect(uploadPercent({ loaded: 100, total: undefined })).toBeNull();
  });
});
