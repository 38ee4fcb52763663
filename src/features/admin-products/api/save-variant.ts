/**
 * A product's sizes, each saved on its own (docs/decisions/0251-admin-sizes.md): add, edit (any
 * field, or its place), remove, and its picture set or taken away. Every answer is the product as
 * it is now, which goes straight into the cache so the editor and the product's page show it
 * without another call; the tables read again (their price, stock and size count follow).
 */
import type { AxiosResponse } from 'axios';
import { VARIANT_IMAGE_FIELD, type AdminProductDetail, type VariantCreateBody, type VariantRemoval, type VariantUpdateBody } from '../../../contracts/admin-products';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, adminUpload, unwrapResult, type ApiResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { productKeys } from './list-products';

const sizesOf = (productId: string) => `/admin/products/${encodeURIComponent(productId)}/variants`;
const sizeUrl = (productId: string, variantId: string) => `${sizesOf(productId)}/${encodeURIComponent(variantId)}`;

/** Keeps the answer's product and refreshes the lists; answers the data and the server's sentence. */
async function settle<T extends { product: AdminProductDetail }>(request: Promise<AxiosResponse<ApiEnvelope<T>>>): Promise<ApiResult<T>> {
  const result = await unwrapResult(request);
  queryClient.setQueryData(productKeys.detail(result.data.product.id), result.data.product);
  await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  return result;
}

type ProductAnswer = { product: AdminProductDetail };

export function addSize(productId: string, body: VariantCreateBody): Promise<ApiResult<ProductAnswer>> {
  return settle(adminApi.post<ApiEnvelope<ProductAnswer>>(sizesOf(productId), body));
}

export function updateSize(productId: string, variantId: string, body: VariantUpdateBody): Promise<ApiResult<ProductAnswer>> {
  return settle(adminApi.put<ApiEnvelope<ProductAnswer>>(sizeUrl(productId, variantId), body));
}

/** Erased, or archived when orders name it: the answer's outcome and sentence say which. */
export function removeSize(productId: string, variantId: string): Promise<ApiResult<VariantRemoval>> {
  return settle(adminApi.delete<ApiEnvelope<VariantRemoval>>(sizeUrl(productId, variantId)));
}

export function setSizeImage(productId: string, variantId: string, file: File): Promise<ApiResult<ProductAnswer>> {
  const body = new FormData();
  body.append(VARIANT_IMAGE_FIELD, file, file.name);
  return settle(adminUpload<ProductAnswer>(`${sizeUrl(productId, variantId)}/image`, body, { method: 'put' }));
}

export function removeSizeImage(productId: string, variantId: string): Promise<ApiResult<ProductAnswer>> {
  return settle(adminApi.delete<ApiEnvelope<ProductAnswer>>(`${sizeUrl(productId, variantId)}/image`));
}
