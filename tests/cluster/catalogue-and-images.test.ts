/**
 * Two shop processes on one PostgreSQL, no Redis: what one process writes, the other serves.
 * An admin change through one is in the other's catalogue answer and rendered page within 1 s
 * (the change channel, docs/decisions/0180-catalogue-changes-across-processes.md), also when the
 * other had lost its channel connection; an image uploaded through one is served by the other
 * (the shared uploads folder, docs/decisions/0183-uploads-every-process-reads.md).
 */
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formBody, imageFile, pngImage } from '../server/support/multipart';
import { adminToken, call, missingForCluster, msUntil, skipReason, useCluster } from './support';

const skip = skipReason('catalogue-and-images', await missingForCluster({ redis: false }));
const cluster = useCluster({ port: 8241, redisUrl: null }, !skip);

async function createProduct(shopUrl: string, token: string, name: string): Promise<{ id: string; slug: string; images: { src: string }[] }> {
  const form = formBody({ name, description: 'A balm for the cluster test.', category: 'body', price: '1500', stock: '40' }, [imageFile(await pngImage(700, 500))]);
  const res = await fetch(`${shopUrl}/api/v1/admin/products`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: form.payload,
  });
  const answer = (await res.json()) as { message: string; data: { product: { id: string; slug: string; images: { src: string }[] } } };
  if (res.status !== 201 && res.status !== 200) throw new Error(`create product: ${res.status} ${answer.message}`);
  return answer.data.product;
}

async function updateProduct(shopUrl: string, token: string, id: string, fields: Record<string, string>): Promise<void> {
  const form = formBody(fields);
  const res = await fetch(`${shopUrl}/api/v1/admin/products/${id}`, { method: 'PUT', headers: { ...form.headers, authorization: `Bearer ${token}` }, body: form.payload });
  if (res.status !== 200) throw new Error(`update product: ${res.status} ${await res.text()}`);
}

const priceIn = async (shopUrl: string, id: string) => {
  const answer = await call(`${shopUrl}/api/v1/general/products/${id}`);
  return (answer.body.data?.product as { price: number } | undefined)?.price;
};
const pageOf = async (shopUrl: string, slug: string) => (await fetch(`${shopUrl}/products/${slug}`, { headers: { accept: 'text/html' } })).text();

describe.skipIf(skip)('two processes on one PostgreSQL', () => {
  it('serves an image uploaded through one process from the other, with its caching headers', async () => {
    const [first, second] = cluster.current.shops;
    const token = await adminToken(first!.url);
    const product = await createProduct(first!.url, token, `Cluster Image Balm ${Date.now()}`);
    const src = product.images[0]!.src;

    const res = await fetch(`${second!.url}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    // The first process answers the other's ETag: the same bytes, whichever process served them.
    // (fetch adds "Cache-Control: no-cache" to a conditional request unless one is given.)
    expect((await fetch(`${first!.url}${src}`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } })).status).toBe(304);
    console.log(`[cluster] image uploaded through ${first!.url} served by ${second!.url}: ${res.status}`);
  });

  it("puts an admin's price and name change through one process into the other's catalogue answer and product page within 1 s", async () => {
    const [first, second] = cluster.current.shops;
    const token = await adminToken(first!.url);
    const product = await createProduct(first!.url, token, `Cluster Price Balm ${Date.now()}`);
    // The other process has both answers cached before the change.
    expect(await priceIn(second!.url, product.id)).toBe(1500);
    expect(await pageOf(second!.url, product.slug)).toContain('Cluster Price Balm');

    const renamed = `Cluster Renamed Balm ${Date.now()}`;
    await updateProduct(first!.url, token, product.id, { price: '1725', name: renamed });
    const apiDelay = await msUntil(async () => (await priceIn(second!.url, product.id)) === 1725, 5000);
    const pageDelay = await msUntil(async () => (await pageOf(second!.url, product.slug)).includes(renamed), 5000);
    console.log(`[cluster] price change seen by the other process: catalogue answer after ${apiDelay.toFixed(0)} ms, rendered page after ${pageDelay.toFixed(0)} ms`);
    expect(apiDelay).toBeLessThan(1000);
    expect(pageDelay).toBeLessThan(1000);
  });

  it('still sees a change made while its channel connection was cut', async () => {
    const [first, second] = cluster.current.shops;
    const token = await adminToken(first!.url);
    const product = await createProduct(first!.url, token, `Cluster Outage Balm ${Date.now()}`);
    expect(await priceIn(second!.url, product.id)).toBe(1500);

    // Cut every process's listening connection, then change the price at once: its notification
    // may reach nobody. The listeners flush when they lose the connection and when they listen again.
    const admin = new pg.Client({ connectionString: cluster.current.databaseUrl });
    await admin.connect();
    const cut = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'verdant-catalogue-listener' and datname = current_database()`,
    );
    await admin.end();
    expect(cut.rowCount).toBe(2);
    await updateProduct(first!.url, token, product.id, { price: '990' });
    const delay = await msUntil(async () => (await priceIn(second!.url, product.id)) === 990, 5000);
    console.log(`[cluster] change made while the channel was cut, seen after ${delay.toFixed(0)} ms`);
    expect(delay).toBeLessThan(1000);

    // Listening again: the next change arrives by notification as before.
    await msUntil(async () => {
      const check = new pg.Client({ connectionString: cluster.current.databaseUrl });
      await check.connect();
      const { rowCount } = await check.query(`select 1 from pg_stat_activity where application_name = 'verdant-catalogue-listener' and datname = current_database()`);
      await check.end();
      return rowCount === 2;
    }, 10_000);
    await updateProduct(first!.url, token, product.id, { price: '995' });
    expect(await msUntil(async () => (await priceIn(second!.url, product.id)) === 995, 5000)).toBeLessThan(1000);
  });
});
