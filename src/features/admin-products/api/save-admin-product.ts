/**
 * POST /admin/products and PUT /admin/products/{id}: the product form as multipart (its text fields,
 * up to six image files and, on edit, `imageOrder`; decision 0082), sent as the admin with the
 * upload timeout (60 s, docs/product/constants-and-texts.md#timeouts). Images make these the shop's largest requests, so the
 * caller hears how much has been sent. The answer goes straight into the cache: the detail screen
 * the form returns to shows the saved product without another call, and the tables read again.
 */
import type { AxiosProgressEvent } from 'axios';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import { adminUpload, unwrapResult, type ApiResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { productKeys } from './list-products';

/** Whole percent of the body sent so far, or null while the browser cannot tell the total. */
export function uploadPercent(event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): number | null {
  if (!event.total) return null;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

export type OnUploadProgress = (percent: number | null) => void;

/** The saved product, and the server's sentence ("Product added", "Product updated"). */
export type SavedProduct = ApiResult<AdminProductDetail>;

async function send(url: string, method: 'post' | 'put', body: FormData, onProgress?: OnUploadProgress): Promise<SavedProduct> {
  const { data, message } = await unwrapResult(
    adminUpload<{ product: AdminProductDetail }>(url, body, {
      method,
      onUploadProgress: onProgress ? (event) => onProgress(uploadPercent(event)) : undefined,
    }),
  );
  queryClient.setQueryData(productKeys.detail(data.product.id), data.product);
  await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  return { data: data.product, message };
}

export function createAdminProduct(body: FormData, onProgress?: OnUploadProgress): Promise<SavedProduct> {
  return send('/admin/products', 'post', body, onProgress);
}

export function updateAdminProduct(id: string, body: FormData, onProgress?: OnUploadProgress): Promise<SavedProduct> {
  return send(`/admin/products/${encodeURIComponent(id)}`, 'put', body, onProgress);
}
