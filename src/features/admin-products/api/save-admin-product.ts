/**
 * POST /admin/products and PUT /admin/products/{id}: the product form as multipart (its text fields,
 * up to six image files and, on edit, `imageOrder`; decision 0082), sent as the admin with the
 * upload timeout (60 s, spec section 9). Images make these the shop's largest requests, so the
 * caller hears how much has been sent. The answer goes straight into the cache: the detail screen
 * the form returns to shows the saved product without another call, and the tables read again.
 */
import type { AxiosProgressEvent } from 'axios';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import { adminUpload } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { adminProductKeys, refreshProductLists } from './admin-product-keys';

export interface SavedProduct {
  product: AdminProductDetail;
  /** The server's sentence: "Product added", "Product updated". */
  message: string;
}

/** Whole percent of the body sent so far, or null while the browser cannot tell the total. */
export function uploadPercent(event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): number | null {
  if (!event.total) return null;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

type OnProgress = (percent: number | null) => void;

async function send(url: string, method: 'post' | 'put', body: FormData, onProgress?: OnProgress): Promise<SavedProduct> {
  const response = await adminUpload<{ product: AdminProductDetail }>(url, body, {
    method,
    onUploadProgress: onProgress ? (event) => onProgress(uploadPercent(event)) : undefined,
  });
  const { product } = response.data.data;
  queryClient.setQueryData(adminProductKeys.detail(product.id), product);
  await refreshProductLists();
  return { product, message: response.data.message };
}

export function createAdminProduct(body: FormData, onProgress?: OnProgress): Promise<SavedProduct> {
  return send('/admin/products', 'post', body, onProgress);
}

export function updateAdminProduct(id: string, body: FormData, onProgress?: OnProgress): Promise<SavedProduct> {
  return send(`/admin/products/${encodeURIComponent(id)}`, 'put', body, onProgress);
}
