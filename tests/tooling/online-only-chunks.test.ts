import { describe, expect, it } from 'vitest';
import { chunkFileName, isOnlineOnlyChunk } from '../../scripts/online-only-chunks';

const src = (path: string) => `/home/shop/src/${path}`;

describe('chunks left out of the offline precache', () => {
  it('puts a chunk made only of admin or account code under assets/online/', () => {
    const chunk = { moduleIds: [src('features/admin-orders/pages/AdminOrdersPage.tsx'), src('app/layouts/admin/AdminLayout.tsx')] };
    expect(isOnlineOnlyChunk(chunk.moduleIds)).toBe(true);
    expect(chunkFileName(chunk)).toBe('assets/online/[name]-[hash].js');
    expect(isOnlineOnlyChunk([src('features/account/pages/OrdersPage.tsx')])).toBe(true);
  });

  it('keeps any chunk that carries storefront code in the precache', () => {
    const shared = [src('features/account/pages/AddressesPage.tsx'), src('components/address-form/AddressForm.tsx')];
    expect(isOnlineOnlyChunk(shared)).toBe(false);
    expect(chunkFileName({ moduleIds: shared })).toBe('assets/[name]-[hash].js');
    expect(isOnlineOnlyChunk([src('features/catalogue/pages/ShopPage.tsx')])).toBe(false);
    expect(isOnlineOnlyChunk([])).toBe(false);
  });

  it('counts packages and contracts found beside admin code as admin code, never on their own', () => {
    const dashboard = [src('features/admin-dashboard/components/RevenueChart.tsx'), '/home/shop/node_modules/chart.js/dist/chart.js'];
    expect(isOnlineOnlyChunk(dashboard)).toBe(true);
    expect(isOnlineOnlyChunk([src('components/admin/DataTable.tsx'), src('contracts/admin-customers.ts')])).toBe(true);
    expect(isOnlineOnlyChunk(['/home/shop/node_modules/zod/v4/classic/coerce.js', src('contracts/orders.ts')])).toBe(false);
    expect(isOnlineOnlyChunk([src('components/admin/DataTable.tsx'), src('components/Pagination.tsx')])).toBe(false);
  });

  it('reads Windows paths the same way', () => {
    expect(isOnlineOnlyChunk(['C:\\shop\\src\\features\\admin-products\\pages\\AdminProductsPage.tsx'])).toBe(true);
  });
});
