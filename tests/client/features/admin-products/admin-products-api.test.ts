import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminProductQuery } from '../../../../src/features/admin-products/api/get-admin-product';
import { listProducts, productKeys } from '../../../../src/features/admin-products/api/list-products';
import { removeAdminProduct } from '../../../../src/features/admin-products/api/remove-admin-product';
import { createAdminProduct, updateAdminProduct } from '../../../../src/features/admin-products/api/save-admin-product';
import { adminApi } from '../../../../src/lib/api-client';
import { queryClient } from '../../../../src/lib/server-state';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { adminProduct, listAnswer } from '../../support/admin-fixtures';

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
});
afterEach(() => api.restore());

describe('the admin product calls', () => {
  it('asks for a list page with the filters as query parameters', async () => {
    api.on('GET', '/admin/products', ok(listAnswer('products', [adminProduct()], { page: 2, total: 41 })));
    const list = await listProducts({ page: 2, search: 'rose', stockStatus: 'low stock', sort: 'price_asc' });
    expect(list.products[0]!.name).toBe('Rose & Oat Cleanser');
    expect(api.callsTo('GET', '/admin/products')[0]!.params).toEqual({ page: 2, search: 'rose', stockStatus: 'low stock', sort: 'price_asc' });
  });

  it('adds a product as multipart and caches the answer as its detail', async () => {
    const saved = adminProduct({ id: 'p-new' });
    api.on('POST', '/admin/products', { status: 201, data: { success: true, message: 'Product added', data: { product: saved } } });
    const body = new FormData();
    body.append('name', 'Rose & Oat Cleanser');
    const result = await createAdminProduct(body);
    expect(result.message).toBe('Product added');
    expect(result.data.id).toBe('p-new');
    expect(api.callsTo('POST', '/admin/products')[0]!.body).toBe(body);
    expect(queryClient.getQueryData(productKeys.detail('p-new'))).toEqual(saved);
  });

  it('edits with PUT at the product’s path and passes a refusal on with its field messages', async () => {
    api.on('PUT', '/admin/products/p-rose', fail(400, 'price: Price must be at most 10000000', [{ field: 'price', message: 'Price must be at most 10000000' }]));
    await expect(updateAdminProduct('p-rose', new FormData())).rejects.toMatchObject({ response: { status: 400 } });
  });

  it('reports whether a removal erased or archived the product, and forgets an erased one', async () => {
    queryClient.setQueryData(productKeys.detail('p-rose'), adminProduct());
    api.on('DELETE', '/admin/products/p-rose', ok({ outcome: 'deleted' }, 'Product deleted'));
    expect(await removeAdminProduct('p-rose')).toEqual({ data: { outcome: 'deleted' }, message: 'Product deleted' });
    expect(queryClient.getQueryData(productKeys.detail('p-rose'))).toBeUndefined();

    api.on('DELETE', '/admin/products/p-used', ok({ outcome: 'archived' }, 'Product archived: orders still name it'));
    expect((await removeAdminProduct('p-used')).data.outcome).toBe('archived');
  });

  it('reads one product by id', async () => {
    api.on('GET', '/admin/products/p-rose', ok({ product: adminProduct({ orderCount: 3 }) }));
    const product = await queryClient.fetchQuery(adminProductQuery('p-rose'));
    expect(product.orderCount).toBe(3);
  });
});
