import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_IMAGE_SIZES, PRODUCT_GALLERY_SIZES } from '#domain/page-images';
import { OVERVIEW_QUERY } from '../../src/features/catalogue/product-list-state';
import { generalApi } from '../../src/lib/api-client';
import { CATALOGUE_CALL } from '../../server/rendering/page-hints';
import { createTestApp, type TestApp } from './support/app';
import { insertProduct } from './support/fixtures';

let t: TestApp;
let dist: string;
const image = {
  id: 'img1',
  alt: 'Serum',
  width: 960,
  height: 1200,
  src: '/media/img1-640.webp',
  srcSet: '/media/img1-320.webp 320w, /media/img1-640.webp 640w, /media/img1-960.webp 960w',
};
let productId: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'verdant-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({}, { distDir: dist });
  await insertProduct(t.database.db, { name: 'Z Balm', featured: true });
  productId = (await insertProduct(t.database.db, { name: 'A Serum', slug: 'a-serum', featured: true, images: [image] })).id;
});
afterAll(async () => {
  await t?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

const linkOf = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers.link ?? '');

describe('preload hints on storefront pages', () => {
  it('names on the home page its two data calls and the hero picture with the <img> sizes', async () => {
    const link = await linkOf('/');
    expect(link).toContain('</api/v1/general/products/featured>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(link).toContain(`<${CATALOGUE_CALL}>; rel=preload; as=fetch`);
    // The hero is the first featured product by name: A Serum.
    expect(link).toContain(`</media/img1-640.webp>; rel=preload; as=image; imagesrcset="${image.srcSet}"; imagesizes="${HERO_IMAGE_SIZES}"`);
  });

  it('names on a product page its call and its picture, by id or slug', async () => {
    for (const key of [productId, 'a-serum']) {
      const link = await linkOf(`/products/${key}`);
      expect(link).toContain(`</api/v1/general/products/${key}>; rel=preload; as=fetch`);
      expect(link).toContain(`imagesizes="${PRODUCT_GALLERY_SIZES}"`);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/products/no-such-thing' });
    expect(unknown.statusCode).toBe(200);
    expect(String(unknown.headers.link)).not.toContain('as=image');
    const malformed = await t.app.inject({ method: 'GET', url: '/products/%E0%A4%A' });
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it('gives other pages no hints', async () => {
    for (const url of ['/login', '/overview', '/admin/dashboard', '/journal']) expect(await linkOf(url)).toBe('');
  });

  it('hints exactly the catalogue URL the storefront requests', () => {
    expect(generalApi.getUri({ url: '/general/products', params: { ...OVERVIEW_QUERY } })).toBe(CATALOGUE_CALL);
  });
});
